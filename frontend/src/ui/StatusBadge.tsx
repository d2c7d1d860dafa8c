import Chip, { type ChipProps } from '@mui/material/Chip';

export interface StatusBadgeProps {
  /** A transaction or redelivery status, e.g. 'pending', 'completed', 'refunded'. */
  status: string;
}

/** Spec section 4: pending is a secondary badge, completed the default badge, any other value a destructive one. */
function statusColor(status: string): ChipProps['color'] {
  if (status === 'pending') return 'secondary';
  if (status === 'completed') return 'primary';
  return 'error';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function StatusBadge({ status }: StatusBadgeProps) {
  return <Chip size="small" label={capitalise(status)} color={statusColor(status)} data-status={status} />;
}

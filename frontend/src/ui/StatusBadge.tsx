import Chip, { type ChipProps } from '@mui/material/Chip';

export interface StatusBadgeProps {
  /** A transaction or redelivery status, e.g. 'pending', 'assigned', 'completed', 'refunded'. */
  status: string;
}

/**
 * Pending is a secondary badge, completed the default badge, any other value a destructive one, except a redelivery
 * handed to a delivery box: it is on its way, not an error, so it gets the info colour (docs/decisions/0042-transactions-screen.md).
 */
function statusColor(status: string): ChipProps['color'] {
  if (status === 'pending') return 'secondary';
  if (status === 'completed') return 'primary';
  if (status === 'assigned') return 'info';
  return 'error';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function StatusBadge({ status }: StatusBadgeProps) {
  return <Chip size="small" label={capitalise(status)} color={statusColor(status)} data-status={status} />;
}

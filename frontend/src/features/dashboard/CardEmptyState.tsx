import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface CardEmptyStateProps {
  title: string;
  /** What will appear here, and when. */
  description: string;
  /** The way there: a link, a checklist. */
  children?: ReactNode;
}

/** A dashboard card with nothing of the user's to show yet: never invented figures, but what will come and how. */
export function CardEmptyState({ title, description, children }: CardEmptyStateProps) {
  return (
    <Stack spacing={1} data-testid="card-empty-state">
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
      {children}
    </Stack>
  );
}

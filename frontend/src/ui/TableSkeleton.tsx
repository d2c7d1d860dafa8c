import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface TableSkeletonProps {
  /** Column headers, shown above the placeholder rows (hidden on phones). */
  headers: string[];
  rows: number;
  /** Announced to assistive technology, e.g. 'Loading transactions'. */
  label: string;
}

/** Placeholder rows shown while a table's first page loads. */
export function TableSkeleton({ headers, rows, label }: TableSkeletonProps) {
  return (
    <Paper variant="outlined" aria-busy="true" aria-label={label} sx={{ overflow: 'hidden' }}>
      <Stack direction="row" spacing={2} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: { xs: 'none', sm: 'flex' } }}>
        {headers.map((header) => (
          <Typography key={header} variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
            {header}
          </Typography>
        ))}
      </Stack>
      {Array.from({ length: rows }, (_, index) => (
        <Stack
          key={index}
          data-testid="skeleton-row"
          direction="row"
          spacing={2}
          sx={{ px: 2, py: 1.75, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
        >
          {headers.map((header) => (
            <Skeleton key={header} variant="text" sx={{ flex: 1 }} />
          ))}
        </Stack>
      ))}
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

export interface DetailListProps {
  /** Names the list for assistive technology, e.g. 'Transaction details'. */
  label: string;
  items: [string, ReactNode][];
}

/** Label and value pairs in two columns (a description list), for details dialogs. */
export function DetailList({ label, items }: DetailListProps) {
  return (
    <Box component="dl" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: 'minmax(110px, auto) 1fr', columnGap: 2, rowGap: 1.25, m: 0 }}>
      {items.map(([term, value]) => (
        <Fragment key={term}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId } from 'react';

export interface DashboardCardProps {
  title: string;
  /** Marks the content as the product's sample data, shown while the merchant has none. */
  sample?: boolean;
  /** Controls at the right of the title (a select, a button). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled dashboard card; a section named by its title. */
export function DashboardCard({ title, sample = false, action, children }: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span id={titleId}>{title}</span>
            {sample ? <SampleDataChip /> : null}
          </Stack>
        }
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={action}
        sx={{ pb: 0, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function SampleDataChip() {
  return <Chip size="small" variant="outlined" color="warning" label="Sample data" />;
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { type ReactNode, useId } from 'react';

export interface DashboardCardProps {
  title: string;
  /** Controls at the right of the title (a select, a button). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled dashboard card; a section named by its title. */
export function DashboardCard({ title, action, children }: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={<span id={titleId}>{title}</span>}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={action}
        sx={{ pb: 0, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

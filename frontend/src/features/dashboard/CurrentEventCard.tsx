import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { formatLindensCompact } from '../../ui/format-money';
import { plural } from '../../ui/plural';
import { CardEmptyState } from './CardEmptyState';
import type { CurrentEvent } from './dashboard-models';
import { DashboardCard } from './DashboardCard';

export interface CurrentEventCardProps {
  /** Null when no event of the user runs now; undefined while it loads (or could not be loaded: see error). */
  event: CurrentEvent | null | undefined;
  error?: string;
}

export function CurrentEventCard({ event, error }: CurrentEventCardProps) {
  if (event === undefined) {
    return (
      <DashboardCard title="Current Event">
        {error ? (
          <Alert severity="error">Could not load the current event: {error}</Alert>
        ) : (
          <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading the current event">
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="80%" />
          </Stack>
        )}
      </DashboardCard>
    );
  }
  if (!event) {
    return (
      <DashboardCard
        title="Current Event"
        action={
          <Button component={RouterLink} to="/events" size="small">
            Go to Events
          </Button>
        }
      >
        <CardEmptyState
          title="No current event"
          description="When a shopping event you organise, or one of your vendors takes part in, is running, its days, vendors, sales and unique visitors show here."
        />
      </DashboardCard>
    );
  }
  const figures = [
    { value: event.daysRunning.toLocaleString(), label: plural(event.daysRunning, 'day running', 'days running') },
    { value: event.vendorCount.toLocaleString(), label: plural(event.vendorCount, 'participating vendor') },
    { value: formatLindensCompact(event.totalSales), label: 'total event sales' },
    { value: event.uniqueVisitors.toLocaleString(), label: plural(event.uniqueVisitors, 'unique visitor') },
  ];
  return (
    <DashboardCard
      title="Current Event"
      action={
        <Button component={RouterLink} to={`/events/${event.id}`} variant="contained" size="small">
          Manage Event
        </Button>
      }
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="p" data-testid="current-event-name">
          {event.name}
        </Typography>
        <Chip size="small" color="success" label="Live" />
      </Stack>
      <Grid container spacing={2}>
        {figures.map((figure) => (
          <Grid key={figure.label} size={{ xs: 6, md: 3 }}>
            <Typography variant="h5" component="p">
              {figure.value}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </DashboardCard>
  );
}

import ArrowBack from '@mui/icons-material/ArrowBack';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';

import { useGetEvent, useLeaveEvent } from '../../api/generated/endpoints/events/events';
import { useGetVendors } from '../../api/generated/endpoints/vendors/vendors';
import type { EventDetailDto, EventParticipantDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { useAuth } from '../../auth/auth-context';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { formatLindens } from '../../ui/format-money';
import { countLabel } from '../../ui/plural';
import { StatCard } from '../../ui/StatCard';
import { useToast } from '../../ui/toast/toast-context';
import { type EventSchedule, eventSchedule, formatEventDateTime, percentLabel } from './event-figures';
import { EventFormDialog } from './EventFormDialog';
import { EventParticipants } from './EventParticipants';
import { EventRateNotice } from './EventRateNotice';
import { EventSalesChart } from './EventSalesChart';
import { JoinEventCard } from './JoinEventCard';

function parseEventId(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

function scheduleNote(schedule: EventSchedule): string {
  if (schedule.phase === 'upcoming') return `Starts in ${countLabel(schedule.daysUntilStart, 'day')}`;
  if (schedule.phase === 'ended') return 'Event ended';
  return 'Running now';
}

const backLink = (
  <Button component={RouterLink} to="/events" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
    Back to Events
  </Button>
);

/** `/events/:id`: the event's figures, daily sales, participating vendors, and joining or leaving with your vendors. */
export function EventDetailPage() {
  const eventId = parseEventId(useParams().id);
  const event = useGetEvent(eventId ?? 0, { query: { enabled: eventId !== null } });

  if (eventId === null || (event.isError && event.error.status === 404)) {
    return (
      <>
        {backLink}
        <EmptyState title="Event not found" description="This event does not exist or has been removed." />
      </>
    );
  }
  if (event.isError) {
    return (
      <>
        {backLink}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void event.refetch()}>
              Retry
            </Button>
          }
        >
          {event.error.message}
        </Alert>
      </>
    );
  }
  if (event.isPending) {
    return (
      <>
        {backLink}
        <Skeleton variant="text" width="40%" height={48} />
        <Grid container spacing={3} sx={{ mt: 1 }} aria-busy="true" aria-label="Loading event">
          {Array.from({ length: 4 }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Skeleton variant="rounded" height={112} />
            </Grid>
          ))}
        </Grid>
      </>
    );
  }
  return <EventDetail event={event.data} />;
}

interface EventDetailProps {
  event: EventDetailDto;
}

function EventDetail({ event }: EventDetailProps) {
  const { user } = useAuth();
  const userId = user?.id;
  const vendors = useGetVendors();
  const ownVendors = useMemo(() => (vendors.data ?? []).filter((vendor) => vendor.ownerId === userId), [vendors.data, userId]);
  const [edit, setEdit] = useState({ open: false, session: 0 });
  const [toLeave, setToLeave] = useState<EventParticipantDto | null>(null);
  // Kept after the dialog closes, so its text does not change while it fades out.
  const [lastToLeave, setLastToLeave] = useState<EventParticipantDto | null>(null);
  const leaveEvent = useLeaveEvent();
  const invalidateEvents = useRefreshAfter('/api/events');
  const { toast } = useToast();
  const schedule = eventSchedule(event.startDate, event.endDate);

  const askLeave = (participant: EventParticipantDto) => {
    setToLeave(participant);
    setLastToLeave(participant);
  };

  const confirmLeave = () => {
    if (!toLeave) return;
    leaveEvent.mutate(
      { id: event.id, vendorId: toLeave.id },
      {
        onSuccess: async () => {
          await invalidateEvents();
          toast({ variant: 'success', title: 'Success', description: `${toLeave.name} left the event` });
          setToLeave(null);
        },
        onError: (error) => toast({ title: 'Error', description: `Failed to leave event: ${error.message}`, variant: 'destructive' }),
      },
    );
  };

  return (
    <>
      {backLink}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 3 }}
      >
        <div>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {event.name}
            </Typography>
            <Chip
              size="small"
              label={event.isActive ? 'Active' : 'Inactive'}
              color={event.isActive ? 'success' : 'default'}
              variant={event.isActive ? 'filled' : 'outlined'}
            />
          </Stack>
          {event.description ? (
            <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {event.description}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {formatEventDateTime(event.startDate)} – {formatEventDateTime(event.endDate)} · Commission Rate {percentLabel(event.commissionRate)}
          </Typography>
        </div>
        {event.canEdit ? (
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEdit((current) => ({ open: true, session: current.session + 1 }))}>
            Edit
          </Button>
        ) : null}
      </Stack>

      <EventRateNotice event={event} />

      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard title="Total Event Sales" value={formatLindens(event.totalSales)} icon={<PaymentsOutlined />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard title="Participating Vendors" value={event.vendorCount.toLocaleString()} icon={<StorefrontOutlined />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard title="Days Running" value={schedule.daysRunning.toLocaleString()} change={scheduleNote(schedule)} icon={<CalendarMonthOutlined />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard title="Days Remaining" value={schedule.daysRemaining.toLocaleString()} icon={<HourglassBottomOutlined />} />
        </Grid>
      </Grid>

      <Grid container spacing={3}>
        <Grid size={12}>
          <EventSalesChart dailySales={event.dailySales} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <EventParticipants participants={event.vendors} onLeave={askLeave} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {vendors.isPending ? <Skeleton variant="rounded" height={180} /> : <JoinEventCard event={event} ownVendors={ownVendors} />}
        </Grid>
      </Grid>

      <EventFormDialog key={edit.session} open={edit.open && event.canEdit} event={event} onClose={() => setEdit((current) => ({ ...current, open: false }))} />
      <ConfirmDialog
        open={toLeave !== null}
        title="Leave event?"
        description={`${lastToLeave?.name ?? ''} will no longer take part in ${event.name}. Sales it already made at the event stay in the event's figures.`}
        confirmLabel="Leave"
        pendingLabel="Leaving..."
        pending={leaveEvent.isPending}
        destructive
        onConfirm={confirmLeave}
        onCancel={() => setToLeave(null)}
      />
    </>
  );
}

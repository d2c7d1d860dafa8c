import Add from '@mui/icons-material/Add';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useCallback, useState } from 'react';

import { useGetEvents } from '../../api/generated/endpoints/events/events';
import type { EventDto } from '../../api/generated/model';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { EventCard } from './EventCard';
import { EventCardsSkeleton } from './EventCardsSkeleton';
import { EventFormDialog } from './EventFormDialog';

const CARD_COLUMNS = { xs: 12, sm: 6, lg: 4 } as const;

interface FormState {
  open: boolean;
  event: EventDto | null;
  /** Changes on every opening, so the form starts afresh. */
  session: number;
}

export function EventsPage() {
  const events = useGetEvents();
  const [form, setForm] = useState<FormState>({ open: false, event: null, session: 0 });

  const openCreate = () => setForm((current) => ({ open: true, event: null, session: current.session + 1 }));
  const openEdit = useCallback((event: EventDto) => setForm((current) => ({ open: true, event, session: current.session + 1 })), []);
  const closeForm = () => setForm((current) => ({ ...current, open: false }));

  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={openCreate}>
      Create Event
    </Button>
  );

  return (
    <>
      <PageHeader title="Events" subtitle="Shopping events your vendors can join, with their figures" actions={createButton} />
      {events.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void events.refetch()}>
              Retry
            </Button>
          }
        >
          {events.error.message}
        </Alert>
      ) : events.isPending ? (
        <EventCardsSkeleton columns={CARD_COLUMNS} />
      ) : events.data.length === 0 ? (
        <EmptyState
          icon={<EventOutlined />}
          title="No events yet"
          description="Create an event so vendors can join it and sell at its commission rate"
          action={createButton}
        />
      ) : (
        <Grid container spacing={3}>
          {events.data.map((event) => (
            <Grid key={event.id} size={CARD_COLUMNS}>
              <EventCard event={event} onEdit={openEdit} />
            </Grid>
          ))}
        </Grid>
      )}
      <EventFormDialog key={form.session} open={form.open} event={form.event} onClose={closeForm} />
    </>
  );
}

import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

import { useCreateEvent, useUpdateEvent } from '../../api/generated/endpoints/events/events';
import type { EventDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { useAuth } from '../../auth/auth-context';
import { ActiveSwitchField } from '../../ui/ActiveSwitchField';
import { SLT_FIELD_HINT } from '../../ui/date-time-local';
import { EntityFormFrame } from '../../ui/EntityFormFrame';
import { FormTextField } from '../../ui/FormTextField';
import { useEntityForm } from '../../ui/use-entity-form';
import { eventFieldErrors, eventFormValues, toEventInput } from './event-form';

// The default commission rate (docs/product.md, 6), for a user record without one.
const FALLBACK_COMMISSION_RATE = '5.00';

export interface EventFormDialogProps {
  open: boolean;
  /** The event to edit; without one the dialog creates an event. */
  event: EventDto | null;
  onClose: () => void;
}

/** Create and edit share this form; give it a new `key` on each opening so it starts from the event's values. */
export function EventFormDialog({ open, event, onClose }: EventFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <EventForm titleId={titleId} event={event} onClose={onClose} />
    </Dialog>
  );
}

interface EventFormProps {
  titleId: string;
  event: EventDto | null;
  onClose: () => void;
}

function EventForm({ titleId, event, onClose }: EventFormProps) {
  const { user } = useAuth();
  const form = useEntityForm({
    editingId: event?.id ?? null,
    initialValues: () => eventFormValues(event, user?.defaultCommissionRate ?? FALLBACK_COMMISSION_RATE),
    toInput: toEventInput,
    fieldErrorsOf: eventFieldErrors,
    create: useCreateEvent(),
    update: useUpdateEvent(),
    invalidate: useRefreshAfter('/api/events'),
    messages: {
      created: 'Event created successfully',
      updated: 'Event updated successfully',
      createFailed: 'Failed to create event',
      updateFailed: 'Failed to update event',
    },
    onClose,
  });
  const { editing } = form;

  return (
    <EntityFormFrame
      titleId={titleId}
      title={editing ? 'Edit Event' : 'Create Event'}
      description={editing ? "Change this event's details; vendors that joined keep the rate they accepted" : 'Set up a shopping event that vendors can join'}
      createLabel="Create Event"
      form={form}
      onCancel={onClose}
    >
      <FormTextField form={form} name="name" label="Event Name" placeholder="e.g. Uber Shopping Event" required autoFocus />
      <FormTextField form={form} name="description" label="Description" placeholder="What the event is about" multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormTextField
          form={form}
          name="startDate"
          label="Start Date"
          type="datetime-local"
          hint={SLT_FIELD_HINT}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          form={form}
          name="endDate"
          label="End Date"
          type="datetime-local"
          hint={SLT_FIELD_HINT}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <FormTextField
        form={form}
        name="commissionRate"
        label="Commission Rate"
        type="number"
        hint="Percent of each sale at the event, from 0 to 100"
        required
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          htmlInput: { min: 0, max: 100, step: 0.01, inputMode: 'decimal' },
        }}
      />
      <ActiveSwitchField form={form} />
    </EntityFormFrame>
  );
}

import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

import { useCreateEvent, useUpdateEvent } from '../../api/generated/endpoints/events/events';
import type { EventDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { useAuth } from '../../auth/auth-context';
import { ActiveSwitchField } from '../../ui/ActiveSwitchField';
import { SLT_FIELD_HINT } from '../../ui/date-time-local';
import { EntityFormFrame } from '../../ui/EntityFormFrame';
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
  const { editing, values, errors, change } = form;

  return (
    <EntityFormFrame
      titleId={titleId}
      title={editing ? 'Edit Event' : 'Create Event'}
      description={editing ? "Change this event's details; vendors that joined keep the rate they accepted" : 'Set up a shopping event that vendors can join'}
      createLabel="Create Event"
      form={form}
      onCancel={onClose}
    >
      <TextField
        label="Event Name"
        name="name"
        value={values.name}
        onChange={(changeEvent) => change('name', changeEvent.target.value)}
        error={errors.name !== undefined}
        helperText={errors.name}
        placeholder="e.g. Uber Shopping Event"
        required
        autoFocus
      />
      <TextField
        label="Description"
        name="description"
        value={values.description}
        onChange={(changeEvent) => change('description', changeEvent.target.value)}
        error={errors.description !== undefined}
        helperText={errors.description}
        placeholder="What the event is about"
        multiline
        minRows={2}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextField
          label="Start Date"
          name="startDate"
          type="datetime-local"
          value={values.startDate}
          onChange={(changeEvent) => change('startDate', changeEvent.target.value)}
          error={errors.startDate !== undefined}
          helperText={errors.startDate ?? SLT_FIELD_HINT}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="End Date"
          name="endDate"
          type="datetime-local"
          value={values.endDate}
          onChange={(changeEvent) => change('endDate', changeEvent.target.value)}
          error={errors.endDate !== undefined}
          helperText={errors.endDate ?? SLT_FIELD_HINT}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField
        label="Commission Rate"
        name="commissionRate"
        type="number"
        value={values.commissionRate}
        onChange={(changeEvent) => change('commissionRate', changeEvent.target.value)}
        error={errors.commissionRate !== undefined}
        helperText={errors.commissionRate ?? 'Percent of each sale at the event, from 0 to 100'}
        required
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          htmlInput: { min: 0, max: 100, step: 0.01, inputMode: 'decimal' },
        }}
      />
      <ActiveSwitchField checked={values.isActive} error={errors.isActive} onChange={(checked) => change('isActive', checked)} />
    </EntityFormFrame>
  );
}

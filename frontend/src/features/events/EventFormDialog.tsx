import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error';
import { useCreateEvent, useUpdateEvent } from '../../api/generated/endpoints/events/events';
import type { EventDto } from '../../api/generated/model';
import { useAuth } from '../../auth/auth-context';
import { useToast } from '../../ui/toast/toast-context';
import { eventFieldErrors, eventFormValues, toEventInput, type EventFormErrors, type EventFormValues } from './event-form';
import { useInvalidateEventQueries } from './event-queries';

// The spec's default commission rate (section 9), for a user record without one.
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
  const editing = event !== null;
  const { user } = useAuth();
  const [values, setValues] = useState<EventFormValues>(() => eventFormValues(event, user?.defaultCommissionRate ?? FALLBACK_COMMISSION_RATE));
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { toast } = useToast();
  const invalidateEvents = useInvalidateEventQueries();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const pending = createEvent.isPending || updateEvent.isPending;

  const change = <Field extends keyof EventFormValues>(field: Field, value: EventFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const succeed = async (description: string) => {
    await invalidateEvents();
    toast({ title: 'Success', description });
    onClose();
  };

  const fail = (error: unknown, description: string) => {
    const fieldErrors = eventFieldErrors(error);
    setErrors(fieldErrors);
    // Field messages sit beside their fields; anything else is said above the form.
    setFormError(Object.keys(fieldErrors).length > 0 ? null : error instanceof ApiError ? error.message : description);
    toast({ title: 'Error', description, variant: 'destructive' });
  };

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setErrors({});
    setFormError(null);
    const data = toEventInput(values);
    if (event) {
      updateEvent.mutate(
        { id: event.id, data },
        { onSuccess: () => succeed('Event updated successfully'), onError: (error) => fail(error, 'Failed to update event') },
      );
    } else {
      createEvent.mutate(
        { data },
        { onSuccess: () => succeed('Event created successfully'), onError: (error) => fail(error, 'Failed to create event') },
      );
    }
  };

  const submitLabel = editing ? (pending ? 'Saving...' : 'Save Changes') : pending ? 'Creating...' : 'Create Event';

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{editing ? 'Edit Event' : 'Create Event'}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {editing ? "Change this event's details; vendors that joined keep the rate they accepted" : 'Set up a shopping event that vendors can join'}
        </DialogContentText>
        {formError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {formError}
          </Alert>
        ) : null}
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
            helperText={errors.startDate}
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
            helperText={errors.endDate}
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
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Switch name="isActive" checked={values.isActive} onChange={(changeEvent) => change('isActive', changeEvent.target.checked)} />}
          label="Active"
        />
        {errors.isActive ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errors.isActive}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { type FormEvent, useId, useState } from 'react';

import { useCreateWebhookEndpoint } from '../../api/generated/endpoints/webhooks/webhooks';
import type { CreatedWebhookEndpointDto, WebhookFormat, WebhookSubscription } from '../../api/generated/model';
import { useAuth } from '../../auth/auth-context';
import { EntityFormFrame } from '../../ui/EntityFormFrame';
import { FormTextField } from '../../ui/FormTextField';
import { type FormErrors, useFormFields } from '../../ui/use-form-fields';
import { apiFieldErrors } from './form-errors';
import {
  DISCORD_DEFAULT_EVENTS,
  NEW_WEBHOOK_FORM,
  validateWebhookForm,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_CHOICES,
  WEBHOOK_FORMAT_CHOICES,
  WEBHOOK_URL_MAX,
  type WebhookFormValues,
} from './webhook-text';

export interface AddWebhookDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (created: CreatedWebhookEndpointDto) => void;
}

/** Asks where to send which events, and adds the endpoint; it starts from the defaults on each opening. */
export function AddWebhookDialog({ open, onClose, onCreated }: AddWebhookDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <AddWebhookForm titleId={titleId} onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function AddWebhookForm({ titleId, onClose, onCreated }: { titleId: string; onClose: () => void; onCreated: (created: CreatedWebhookEndpointDto) => void }) {
  const { isAdmin } = useAuth();
  const form = useFormFields<WebhookFormValues>(NEW_WEBHOOK_FORM);
  const { values, errors, change, setErrors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const eventsLabelId = useId();
  const formatLabelId = useId();
  // A Discord channel starts with the alerts ticked; a program with every sale.
  const chooseFormat = (format: WebhookFormat) => {
    change('format', format);
    change('events', format === 'discord' ? DISCORD_DEFAULT_EVENTS : NEW_WEBHOOK_FORM.events);
  };
  const create = useCreateWebhookEndpoint({
    mutation: {
      onSuccess: (created) => onCreated(created),
      onError: (error) => {
        const fieldErrors: FormErrors<WebhookFormValues> = apiFieldErrors(error, ['url', 'description', 'events'] as const);
        setErrors(fieldErrors);
        setFormError(Object.values(fieldErrors).some(Boolean) ? null : error.message);
      },
    },
  });
  const pending = create.isPending;

  const toggle = (event: string, on: boolean) =>
    change(
      'events',
      on
        ? WEBHOOK_EVENT_CHOICES.map((choice) => choice.value).filter((value) => value === event || values.events.includes(value))
        : values.events.filter((value) => value !== event),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateWebhookForm(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    create.mutate({
      data: {
        url: values.url.trim(),
        description: values.description.trim(),
        events: values.events as WebhookSubscription[],
        format: values.format,
        ...(values.platform && { platform: true }),
      },
    });
  };

  return (
    <EntityFormFrame
      titleId={titleId}
      title="Add a webhook endpoint"
      description="The platform POSTs each event you choose to this address as signed JSON. It must be a public https:// address."
      createLabel="Add Endpoint"
      creatingLabel="Adding..."
      form={{ editing: false, pending, formError, submit }}
      onCancel={onClose}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <FormControl disabled={pending}>
          <FormLabel id={formatLabelId}>Send as</FormLabel>
          <RadioGroup
            aria-labelledby={formatLabelId}
            name="format"
            value={values.format}
            onChange={(event) => chooseFormat(event.target.value as WebhookFormat)}
          >
            {WEBHOOK_FORMAT_CHOICES.map((choice) => (
              <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} />
            ))}
          </RadioGroup>
          <FormHelperText>{WEBHOOK_FORMAT_CHOICES.find((choice) => choice.value === values.format)?.hint}</FormHelperText>
        </FormControl>
        <FormTextField
          form={form}
          name="url"
          label="URL"
          hint="e.g. https://example.com/hooks/sl-vendor"
          required
          autoFocus
          fullWidth
          disabled={pending}
          slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX, inputMode: 'url', spellCheck: false } }}
        />
        <FormTextField
          form={form}
          name="description"
          label="Description"
          hint="What it is for (optional)"
          fullWidth
          disabled={pending}
          slotProps={{ htmlInput: { maxLength: WEBHOOK_DESCRIPTION_MAX } }}
        />
        {isAdmin ? (
          <FormControlLabel
            label="All merchants: hear these events of every merchant (administrators)"
            control={<Checkbox checked={values.platform} disabled={pending} onChange={(event) => change('platform', event.target.checked)} />}
          />
        ) : null}
        <FormControl component="fieldset" error={Boolean(errors.events)} disabled={pending}>
          <FormLabel component="legend" id={eventsLabelId}>
            Events
          </FormLabel>
          <FormGroup aria-labelledby={eventsLabelId} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {WEBHOOK_EVENT_CHOICES.map((choice) => (
              <FormControlLabel
                key={choice.value}
                label={choice.label}
                control={<Checkbox checked={values.events.includes(choice.value)} onChange={(event) => toggle(choice.value, event.target.checked)} />}
              />
            ))}
          </FormGroup>
          {errors.events ? <FormHelperText>{errors.events}</FormHelperText> : null}
        </FormControl>
      </Stack>
    </EntityFormFrame>
  );
}

import Dialog from '@mui/material/Dialog';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { type FormEvent, useId, useState } from 'react';

import { useCreateApiKey } from '../../api/generated/endpoints/settings/settings';
import type { ApiKeyDtoScope, CreateApiKeyDto, CreatedApiKeyDto } from '../../api/generated/model';
import { EntityFormFrame } from '../../ui/EntityFormFrame';
import { FormTextField } from '../../ui/FormTextField';
import { type FormErrors, useFormFields } from '../../ui/use-form-fields';
import { API_KEY_SCOPE_CHOICES, endOfDayUtc, todayUtc } from './api-key-text';
import { apiFieldErrors } from './form-errors';

export interface ApiKeyFormValues {
  name: string;
  scope: ApiKeyDtoScope;
  /** 'never', or 'date': the key stops at the end of `expiresOn`. */
  expires: 'never' | 'date';
  /** YYYY-MM-DD, from the date field. */
  expiresOn: string;
}

export const NEW_API_KEY_FORM: ApiKeyFormValues = { name: 'Scripts', scope: 'in-world', expires: 'never', expiresOn: '' };

export const API_KEY_NAME_MAX = 60;

/** The form's own checks, before the API is called: a name of 1 to 60 characters, and a day when the key is to expire. */
export function validateApiKeyForm(values: ApiKeyFormValues): FormErrors<ApiKeyFormValues> {
  const errors: FormErrors<ApiKeyFormValues> = {};
  const name = values.name.trim();
  if (name.length === 0) errors.name = 'Name is required';
  else if (name.length > API_KEY_NAME_MAX) errors.name = `Name must be at most ${API_KEY_NAME_MAX} characters`;
  if (values.expires === 'date' && values.expiresOn === '') errors.expiresOn = 'Choose the day the key stops working';
  return errors;
}

/** The request body: the trimmed name, the scope, and the end of the chosen day (UTC) or no expiry. */
export function toCreateApiKeyInput(values: ApiKeyFormValues): CreateApiKeyDto {
  return { name: values.name.trim(), scope: values.scope, expiresAt: values.expires === 'date' ? endOfDayUtc(values.expiresOn) : null };
}

export interface GenerateApiKeyDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (created: CreatedApiKeyDto) => void;
}

/** Asks what a new key is for (its name, its use, when it stops) and generates it; it starts from the defaults on each opening. */
export function GenerateApiKeyDialog({ open, onClose, onCreated }: GenerateApiKeyDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <GenerateForm titleId={titleId} onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function GenerateForm({ titleId, onClose, onCreated }: { titleId: string; onClose: () => void; onCreated: (created: CreatedApiKeyDto) => void }) {
  const form = useFormFields<ApiKeyFormValues>(NEW_API_KEY_FORM);
  const { values, errors, change, setErrors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const scopeLabelId = useId();
  const expiresLabelId = useId();
  const create = useCreateApiKey({
    mutation: {
      onSuccess: (created) => onCreated(created),
      onError: (error) => {
        const { name, scope, expiresAt } = apiFieldErrors(error, ['name', 'scope', 'expiresAt'] as const);
        const fieldErrors: FormErrors<ApiKeyFormValues> = { name, scope, expiresOn: expiresAt };
        const onFields = Object.values(fieldErrors).some(Boolean);
        setErrors(fieldErrors);
        // A message about a field sits under it; any other is said above the form.
        setFormError(onFields ? null : error.message);
      },
    },
  });
  const pending = create.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateApiKeyForm(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    create.mutate({ data: toCreateApiKeyInput(values) });
  };

  return (
    <EntityFormFrame
      titleId={titleId}
      title="Generate a new API key"
      description="Your other keys keep working. Give each script set or program its own key."
      createLabel="Generate"
      creatingLabel="Generating..."
      form={{ editing: false, pending, formError, submit }}
      onCancel={onClose}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <FormTextField
          form={form}
          name="name"
          label="Name"
          hint="To tell your keys apart, e.g. Main store scripts or Stock sync"
          required
          autoFocus
          fullWidth
          disabled={pending}
          slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX } }}
        />
        <FormControl error={Boolean(errors.scope)} disabled={pending}>
          <FormLabel id={scopeLabelId}>Use</FormLabel>
          <RadioGroup
            aria-labelledby={scopeLabelId}
            name="scope"
            value={values.scope}
            onChange={(event) => change('scope', event.target.value as ApiKeyDtoScope)}
          >
            {API_KEY_SCOPE_CHOICES.map((choice) => (
              <FormControlLabel key={choice.scope} value={choice.scope} control={<Radio />} label={choice.label} />
            ))}
          </RadioGroup>
          <FormHelperText>
            {errors.scope ?? 'Programs use the REST API: a reading key only reads; neither reaches your account or security settings.'}
          </FormHelperText>
        </FormControl>
        <FormControl error={Boolean(errors.expiresOn)} disabled={pending}>
          <FormLabel id={expiresLabelId}>Expires</FormLabel>
          <RadioGroup
            aria-labelledby={expiresLabelId}
            name="expires"
            row
            value={values.expires}
            onChange={(event) => change('expires', event.target.value === 'date' ? 'date' : 'never')}
          >
            <FormControlLabel value="never" control={<Radio />} label="Never" />
            <FormControlLabel value="date" control={<Radio />} label="On a date" />
          </RadioGroup>
        </FormControl>
        {values.expires === 'date' ? (
          <FormTextField
            form={form}
            name="expiresOn"
            label="Stops working after"
            type="date"
            hint="At the end of that day (UTC)"
            required
            disabled={pending}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayUtc(new Date()) } }}
          />
        ) : null}
      </Stack>
    </EntityFormFrame>
  );
}

import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

import type { FieldBinding } from './use-form-fields';

export interface ActiveSwitchFieldProps {
  /** The form whose `isActive` the switch shows and sets. */
  form: FieldBinding<{ isActive: boolean }>;
}

/** The 'Active' switch of an entity form, bound to its `isActive`, with the API's message below it. */
export function ActiveSwitchField({ form }: ActiveSwitchFieldProps) {
  const checked = form.values.isActive;
  const error = form.errors.isActive;
  return (
    <>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Switch name="isActive" checked={checked} onChange={(event) => form.change('isActive', event.target.checked)} />}
        label="Active"
      />
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </>
  );
}

import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export interface ActiveSwitchFieldProps {
  checked: boolean;
  /** The API's message for the field, if any. */
  error?: string;
  onChange: (checked: boolean) => void;
}

/** The 'Active' switch of an entity form, with its error below it. */
export function ActiveSwitchField({ checked, error, onChange }: ActiveSwitchFieldProps) {
  return (
    <>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Switch name="isActive" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
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

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface ScriptKeyPickerOption {
  id: number;
  name: string;
}

export interface ScriptKeyPickerProps {
  /** 'Vendor' or 'Delivery box'. */
  label: string;
  options: ScriptKeyPickerOption[];
  /** The picked id, or null for none (the script keeps its placeholder). */
  value: number | null;
  onChange: (value: number | null) => void;
  helperText: string;
}

// A select item never has an empty value, so 'none' stands for no pick.
const NONE = 'none';

/** Picks whose key the server fills into a script. */
export function ScriptKeyPicker({ label, options, value, onChange, helperText }: ScriptKeyPickerProps) {
  return (
    <TextField
      select
      size="small"
      margin="none"
      label={label}
      value={value === null ? NONE : String(value)}
      onChange={(event) => onChange(event.target.value === NONE ? null : Number(event.target.value))}
      helperText={helperText}
      sx={{ mb: 2 }}
    >
      <MenuItem value={NONE}>None: keep the placeholder</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';

export interface NumberSettingCardProps {
  title: string;
  subheader: string;
  label: string;
  /** The text typed: sent as typed, the API says what is wrong with it. */
  value: string;
  onChange: (value: string) => void;
  /** The API's message for the field, shown instead of the hint. */
  error: string | undefined;
  hint: string;
  placeholder?: string;
  input: { step: number; min: number; max: number; inputMode: 'decimal' | 'numeric' };
  saveLabel: string;
  saving: boolean;
  onSave: () => void;
}

/** A settings card with one number field and its Save button (Payment's commission rate, the sale delivery alert). */
export function NumberSettingCard({
  title,
  subheader,
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
  input,
  saveLabel,
  saving,
  onSave,
}: NumberSettingCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Card>
      <CardHeader title={title} subheader={subheader} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2.5} sx={{ maxWidth: 360 }}>
            <TextField
              label={label}
              type="number"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              placeholder={placeholder}
              error={Boolean(error)}
              helperText={error ?? hint}
              slotProps={{ htmlInput: input }}
            />
            <div>
              <Button type="submit" variant="contained" disabled={saving}>
                {saving ? 'Saving...' : saveLabel}
              </Button>
            </div>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { ColumnMappingDto } from '../../api/generated/model';
import { MAPPING_FIELDS, type MappingForm, mappingOf, mappingProblem } from './reconciliation-logic';

export interface ColumnMappingFormProps {
  headers: string[];
  pending: boolean;
  onSubmit: (mapping: ColumnMappingDto) => void;
  onCancel: () => void;
}

/** The mapping step: the file's headers were not recognised; the merchant says which column is which, once. */
export function ColumnMappingForm({ headers, pending, onSubmit, onCancel }: ColumnMappingFormProps) {
  const [form, setForm] = useState<MappingForm>({});
  const [tried, setTried] = useState(false);
  const problem = mappingProblem(form);

  const submit = () => {
    setTried(true);
    if (!problem) onSubmit(mappingOf(form));
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="mapping-title">
      <Typography id="mapping-title" variant="h6" component="h2">
        Map the columns
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The headers of this file were not recognised. Say which column holds what; the mapping is saved for your next uploads.
      </Typography>
      <Grid container spacing={2}>
        {MAPPING_FIELDS.map(({ field, label, required }) => (
          <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              select
              fullWidth
              label={label}
              required={required}
              value={form[field] ?? ''}
              onChange={(event) => setForm((current) => ({ ...current, [field]: event.target.value }))}
            >
              <MenuItem value="">
                <em>None</em>
              </MenuItem>
              {headers.map((header) => (
                <MenuItem key={header} value={header}>
                  {header}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        ))}
      </Grid>
      {tried && problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={pending}>
          {pending ? 'Importing...' : 'Import with this mapping'}
        </Button>
      </Stack>
    </Paper>
  );
}

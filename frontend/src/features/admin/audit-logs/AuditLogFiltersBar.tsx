import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import { type AuditLogFilterName, type AuditLogFilters, isBackwardsDayRange } from './audit-log-filters';

export interface AuditLogFiltersBarProps {
  filters: AuditLogFilters;
  onChange: (filters: AuditLogFilters) => void;
  onClear: () => void;
  filtered: boolean;
  exporting: boolean;
  onExport: () => void;
}

const TEXT_FILTERS: { name: AuditLogFilterName; label: string; placeholder: string }[] = [
  { name: 'action', label: 'Action', placeholder: 'e.g. user_deactivated' },
  { name: 'targetType', label: 'Target type', placeholder: 'e.g. user, transaction' },
  { name: 'targetId', label: 'Target ID', placeholder: 'Exact id' },
  { name: 'actor', label: 'Actor ID', placeholder: 'User id of who did it' },
];

/** The Audit Logs filters (kept in the page address) and the CSV export of the matching entries. */
export function AuditLogFiltersBar({ filters, onChange, onClear, filtered, exporting, onExport }: AuditLogFiltersBarProps) {
  const set = (name: AuditLogFilterName, value: string) => onChange({ ...filters, [name]: value });
  return (
    <Box component="section" aria-label="Audit log filters" sx={{ mb: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {TEXT_FILTERS.map(({ name, label, placeholder }) => (
          <TextField
            key={name}
            label={label}
            placeholder={placeholder}
            value={filters[name]}
            onChange={(event) => set(name, event.target.value)}
            margin="none"
            size="small"
          />
        ))}
        <TextField
          type="date"
          label="From (SLT day)"
          value={filters.from}
          onChange={(event) => set('from', event.target.value)}
          margin="none"
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="To (SLT day)"
          value={filters.to}
          onChange={(event) => set('to', event.target.value)}
          margin="none"
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {isBackwardsDayRange(filters) ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          The From day is after the To day: no entries can match.
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        {filtered ? <Button onClick={onClear}>Clear filters</Button> : null}
        <Button variant="outlined" startIcon={<Download />} onClick={onExport} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </Stack>
    </Box>
  );
}

import PauseOutlined from '@mui/icons-material/PauseOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { TableSkeleton } from '../../../ui/TableSkeleton';
import { useDebouncedValue } from '../../transactions/use-debounced-value';
import { filtersFromSearchParams, KIND_OPTIONS, MONITOR_ENTRIES, type MonitorFilters, withFilters } from './monitor-state';
import { MONITOR_HEADERS, MonitorEntriesTable } from './MonitorEntriesTable';
import { useActivityMonitor } from './use-activity-monitor';

const TYPING_DELAY_MS = 400;
const ALL_KINDS = 'all';

function StatusChip({ status, paused }: { status: string; paused: boolean }) {
  if (status === 'stopped') return <Chip label="Stopped" color="error" size="small" />;
  if (status !== 'open') return <Chip label={status === 'reconnecting' ? 'Reconnecting...' : 'Connecting...'} size="small" />;
  return paused ? <Chip label="Paused" color="warning" size="small" /> : <Chip icon={<SensorsOutlined />} label="Live" color="success" size="small" />;
}

/** `/admin/activities`: sales, in-world calls, objects going offline and platform activity, live from every instance. */
export function ActivityMonitorPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressKey = searchParams.toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(addressKey)), [addressKey]);
  const monitor = useActivityMonitor(filters);

  // The merchant typed is written to the address once typing pauses; a new address (back, a link) replaces it.
  const [merchantDraft, setMerchantDraft] = useState(filters.merchant);
  const [seenMerchant, setSeenMerchant] = useState(filters.merchant);
  if (seenMerchant !== filters.merchant) {
    setSeenMerchant(filters.merchant);
    setMerchantDraft(filters.merchant);
  }
  const settledMerchant = useDebouncedValue(merchantDraft, TYPING_DELAY_MS);
  useEffect(() => {
    if (settledMerchant !== merchantDraft || settledMerchant.trim() === filters.merchant) return;
    setSearchParams((params) => withFilters(params, { ...filters, merchant: settledMerchant }), { replace: true });
  }, [settledMerchant, merchantDraft, filters, setSearchParams]);

  const setFilters = (next: MonitorFilters) => setSearchParams((params) => withFilters(params, next));
  const filtered = filters.kind !== null || filters.merchant !== '';
  const waiting = monitor.waiting.length;

  return (
    <>
      <PageHeader
        title="Activity Monitor"
        subtitle={`Sales, in-world calls, objects going offline and platform activity as they happen; the latest ${MONITOR_ENTRIES} on open`}
        actions={
          <>
            <StatusChip status={monitor.status} paused={monitor.paused} />
            {monitor.paused ? (
              <Button variant="contained" startIcon={<PlayArrowOutlined />} onClick={monitor.resume}>
                {waiting > 0 ? `Resume (${waiting} new)` : 'Resume'}
              </Button>
            ) : (
              <Button variant="outlined" startIcon={<PauseOutlined />} onClick={monitor.pause}>
                Pause
              </Button>
            )}
          </>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="monitor-kind-label">Kind</InputLabel>
          <Select
            labelId="monitor-kind-label"
            label="Kind"
            value={filters.kind ?? ALL_KINDS}
            onChange={(event) => setFilters({ ...filters, kind: event.target.value === ALL_KINDS ? null : event.target.value })}
          >
            <MenuItem value={ALL_KINDS}>All kinds</MenuItem>
            {KIND_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField
          size="small"
          label="Merchant (user ID)"
          value={merchantDraft}
          onChange={(event) => setMerchantDraft(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 255 } }}
          sx={{ minWidth: 280 }}
        />
        {filtered ? (
          <Button onClick={() => setFilters({ kind: null, merchant: '' })} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            Clear filters
          </Button>
        ) : null}
      </Stack>
      {monitor.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          The activity monitor stopped: {monitor.error.message}
        </Alert>
      ) : null}
      {!monitor.loaded ? (
        monitor.error ? null : (
          <TableSkeleton headers={MONITOR_HEADERS} rows={8} label="Loading activity" />
        )
      ) : monitor.entries.length === 0 ? (
        <EmptyState title={filtered ? 'No activity matches these filters' : 'No activity yet'} description="New entries appear here as they happen." />
      ) : (
        <MonitorEntriesTable entries={monitor.entries} onMerchant={(merchant) => setFilters({ ...filters, merchant })} />
      )}
    </>
  );
}

import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { MonitorEntryDto, MonitorKind } from '../../../api/generated/model';
import { sltDateTimeLabel } from '../../../ui/slt-format';
import { KIND_LABELS } from './monitor-state';

const KIND_COLORS: Record<MonitorKind, ChipProps['color']> = {
  sale: 'success',
  refused: 'error',
  throttled: 'warning',
  object_offline: 'warning',
  activity: 'default',
};

export const MONITOR_HEADERS = ['Time (SLT)', 'Kind', 'Merchant', 'What happened'];

export interface MonitorEntriesTableProps {
  entries: MonitorEntryDto[];
  /** Shows only this merchant's entries. */
  onMerchant: (merchantId: string) => void;
}

/** The monitor's entries, newest first. A live log rather than a grid: nothing to sort or page. */
export function MonitorEntriesTable({ entries, onMerchant }: MonitorEntriesTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Activity">
        <TableHead>
          <TableRow>
            {MONITOR_HEADERS.map((header) => (
              <TableCell key={header} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} data-entry-id={entry.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{sltDateTimeLabel(entry.at)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={KIND_LABELS[entry.kind]}
                  color={KIND_COLORS[entry.kind]}
                  variant={entry.kind === 'activity' ? 'outlined' : 'filled'}
                />
              </TableCell>
              <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
                {entry.merchantId ? (
                  <Link component="button" type="button" variant="body2" onClick={() => onMerchant(entry.merchantId!)} title="Show only this merchant">
                    {entry.merchant ?? entry.merchantId}
                  </Link>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    Unknown
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {entry.description}
                {entry.activityType ? (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {entry.activityType}
                  </Typography>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { countLabel } from '../../ui/plural';
import type { ExportState } from './use-transactions-export';

export interface ExportProgressProps {
  state: ExportState;
  onCancel: () => void;
  onDismiss: () => void;
}

export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes.toLocaleString()} bytes`;
  const format = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${format.format(bytes / 1024)} KB`;
  return `${format.format(bytes / (1024 * 1024))} MB`;
}

/** What the Export button is doing: an indeterminate bar while the file is prepared, then the saved file's name and size. */
export function ExportProgress({ state, onCancel, onDismiss }: ExportProgressProps) {
  if (state.status === 'idle') return null;
  if (state.status === 'done') {
    return (
      <Alert severity="success" onClose={onDismiss} sx={{ mb: 2 }} role="status">
        Saved {state.fileName} ({fileSizeLabel(state.bytes)}).
      </Alert>
    );
  }
  const rows = state.expectedRows === undefined ? 'transactions' : countLabel(state.expectedRows, 'transaction');
  return (
    <Stack spacing={1} sx={{ mb: 2 }} role="status" aria-label="Export progress">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2">Exporting {rows} to CSV…</Typography>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
      <LinearProgress aria-label="Exporting" />
    </Stack>
  );
}

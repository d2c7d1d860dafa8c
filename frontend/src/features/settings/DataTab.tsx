import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { countLabel } from '../../ui/plural';
import { fileSizeLabel } from '../transactions/ExportProgress';
import { type DataExportState, exportPercent, useDataExport } from './use-data-export';

export interface DataExportProgressProps {
  state: DataExportState;
  onCancel: () => void;
  onDismiss: () => void;
}

/** While counting, an indeterminate bar; while downloading, the bytes received against the expected size; then the saved file. */
export function DataExportProgress({ state, onCancel, onDismiss }: DataExportProgressProps) {
  if (state.status === 'idle') return null;
  if (state.status === 'done') {
    return (
      <Alert severity="success" onClose={onDismiss} role="status">
        Saved {state.fileName} ({fileSizeLabel(state.bytes)}): {countLabel(state.totalRows, 'row')} in {countLabel(state.files, 'file')}.
      </Alert>
    );
  }
  const running = state.status === 'running';
  const percent = running ? exportPercent(state.receivedBytes, state.estimatedBytes) : 0;
  return (
    <Stack spacing={1} role="status" aria-label="Export progress">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2">
          {running ? `Exporting ${countLabel(state.totalRows, 'row')} in ${countLabel(state.files, 'file')}…` : 'Counting your data…'}
        </Typography>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
      {running ? (
        <>
          <LinearProgress variant="determinate" value={percent} aria-label="Exporting" aria-valuetext={`${percent}%`} />
          <Typography variant="caption" color="text.secondary">
            {fileSizeLabel(state.receivedBytes)} of about {fileSizeLabel(state.estimatedBytes)}
          </Typography>
        </>
      ) : (
        <LinearProgress aria-label="Counting" />
      )}
    </Stack>
  );
}

/** Settings → Data: "Export everything", every row the merchant keeps here as one ZIP (docs/product.md, 3.17). */
export function DataTab() {
  const { state, start, cancel, dismiss } = useDataExport();
  const busy = state.status === 'counting' || state.status === 'running';
  return (
    <Card>
      <CardHeader
        title="Export everything"
        subheader="Your data is yours: take all of it with you, whenever you like"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            One ZIP file with everything you keep here: your account, vendors, products, delivery boxes, sales, in-world refunds, redeliveries, promotions and
            coupon uses, gift cards and their redemptions, events and your activity log. Each table comes as a CSV file for spreadsheets and a JSON Lines file
            with the exact values, and manifest.json lists every file with its number of rows, its size and its SHA-256 checksum.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Secrets stay out of the file: API keys, the Marketplace salt and passwords. Each export is recorded in the audit log.
          </Typography>
          <Box>
            <Button variant="contained" startIcon={<DownloadOutlined />} onClick={start} disabled={busy}>
              {busy ? 'Exporting...' : 'Export everything'}
            </Button>
          </Box>
          <DataExportProgress state={state} onCancel={cancel} onDismiss={dismiss} />
        </Stack>
      </CardContent>
    </Card>
  );
}

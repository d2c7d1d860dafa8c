import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { AuditLogEntryDto } from '../../../api/generated/model';
import { DetailList } from '../../../ui/DetailList';
import { sltDateTimeLabel } from '../../transactions/transaction-format';
import { metadataText } from './audit-log-filters';

export interface AuditLogDetailsDialogProps {
  open: boolean;
  /** Kept while the dialog fades out. */
  entry: AuditLogEntryDto | null;
  onClose: () => void;
}

function mono(value: string | null): ReactNode {
  if (value === null) return 'None';
  return (
    <Box component="span" sx={{ fontFamily: 'monospace' }}>
      {value}
    </Box>
  );
}

function detailsOf(entry: AuditLogEntryDto): [string, ReactNode][] {
  return [
    ['Entry', `#${entry.id}`],
    ['Time', sltDateTimeLabel(entry.createdAt)],
    ['Action', mono(entry.action)],
    ['Description', entry.description],
    ['Actor e-mail', entry.actorEmail ?? 'Unknown'],
    ['Actor ID', mono(entry.actorId)],
    ['Target type', entry.targetType ?? 'None'],
    ['Target ID', mono(entry.targetId)],
  ];
}

/** Every field of one audit log entry, with the details recorded with it as formatted JSON. */
export function AuditLogDetailsDialog({ open, entry, onClose }: AuditLogDetailsDialogProps) {
  const titleId = useId();
  const metadataId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Audit log entry #{entry?.id}</DialogTitle>
      <DialogContent>
        {entry ? (
          <>
            <DetailList label="Audit log entry details" items={detailsOf(entry)} />
            <Typography id={metadataId} variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
              Metadata
            </Typography>
            <Box
              component="pre"
              aria-labelledby={metadataId}
              tabIndex={0}
              sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, overflow: 'auto', maxHeight: 320, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {metadataText(entry.metadata)}
            </Box>
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

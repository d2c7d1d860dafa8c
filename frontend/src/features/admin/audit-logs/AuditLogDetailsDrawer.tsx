import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

import type { AuditLogEntryDto } from '../../../api/generated/model';
import { DetailList } from '../../../ui/DetailList';
import { sltDateTimeLabel } from '../../transactions/transaction-format';
import { changesOf, metadataText } from './audit-log-filters';

export interface AuditLogDetailsDrawerProps {
  open: boolean;
  /** Kept while the drawer slides out. */
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

function ChangesTable({ entry, labelId }: { entry: AuditLogEntryDto; labelId: string }) {
  const changes = changesOf(entry);
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No values recorded for this action
      </Typography>
    );
  }
  return (
    <Table size="small" aria-labelledby={labelId}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Field
          </TableCell>
          <TableCell component="th" scope="col">
            Before
          </TableCell>
          <TableCell component="th" scope="col">
            After
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
              {change.field}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.before}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Every field of one audit log entry in a side drawer: who, what, the values before and after, and the details recorded with it. */
export function AuditLogDetailsDrawer({ open, entry, onClose }: AuditLogDetailsDrawerProps) {
  const titleId = useId();
  const changesId = useId();
  const metadataId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the top bar (which sits above the sidebar's drawer level), like a dialog.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 480 } } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Audit log entry #{entry?.id}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      {entry ? (
        <Box sx={{ px: 3, pb: 3 }}>
          <DetailList label="Audit log entry details" items={detailsOf(entry)} />
          <Typography id={changesId} variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
            Changes
          </Typography>
          <ChangesTable entry={entry} labelId={changesId} />
          <Typography id={metadataId} variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
            Metadata
          </Typography>
          <Box
            component="pre"
            aria-labelledby={metadataId}
            tabIndex={0}
            sx={{
              m: 0,
              p: 1.5,
              borderRadius: 1,
              bgcolor: 'action.hover',
              fontSize: 13,
              overflow: 'auto',
              maxHeight: 320,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {metadataText(entry.metadata)}
          </Box>
        </Box>
      ) : null}
    </Drawer>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useId } from 'react';

import { useGetUpdateBroadcast } from '../../api/generated/endpoints/updates/updates';
import type { UpdateBroadcastDto } from '../../api/generated/model';
import { sltDateTimeLabel } from '../../ui/slt-format';

export interface UpdateFailuresDialogProps {
  open: boolean;
  /** The update whose failed deliveries to list (kept while the dialog fades out). */
  broadcast: UpdateBroadcastDto | null;
  onClose: () => void;
}

/** The latest failed deliveries of an update: who, why, when (SLT). */
export function UpdateFailuresDialog({ open, broadcast, onClose }: UpdateFailuresDialogProps) {
  const titleId = useId();
  const detail = useGetUpdateBroadcast(broadcast?.id ?? 0, { query: { enabled: open && broadcast !== null } });

  let content;
  if (detail.isError) {
    content = <Alert severity="error">Could not load the failed deliveries: {detail.error.message}</Alert>;
  } else if (!detail.data) {
    content = Array.from({ length: 3 }, (_, index) => <Skeleton key={index} variant="rounded" height={48} sx={{ mb: 1 }} />);
  } else if (detail.data.failures.length === 0) {
    content = <DialogContentText>No delivery of this update has failed.</DialogContentText>;
  } else {
    content = (
      <List disablePadding aria-label="Failed deliveries">
        {detail.data.failures.map((failure) => (
          <ListItem key={failure.id} disableGutters divider>
            <ListItemText
              primary={`${failure.avatarName ?? 'Unknown'} (${failure.avatarKey.slice(0, 8)})`}
              secondary={`${failure.reason ?? 'No reason given'} · ${sltDateTimeLabel(failure.at)}`}
            />
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Failed deliveries</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The latest deliveries of {broadcast?.productName} {broadcast?.version} that a box could not give, with the reason it gave.
        </DialogContentText>
        {content}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

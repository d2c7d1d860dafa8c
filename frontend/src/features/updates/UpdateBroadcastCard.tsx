import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { UpdateBroadcastDto, UpdateBroadcastDtoStatus } from '../../api/generated/model';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { canCancel, canPause, canResume, countsLabel, STATUS_LABELS } from './update-progress';
import { UpdateProgressBar } from './UpdateProgressBar';

export type UpdateAction = 'pause' | 'resume' | 'cancel';

export interface UpdateBroadcastCardProps {
  broadcast: UpdateBroadcastDto;
  /** The action running on this card, if any (its button shows it). */
  busy: UpdateAction | null;
  onAction: (broadcast: UpdateBroadcastDto, action: UpdateAction) => void;
  onShowFailures: (broadcast: UpdateBroadcastDto) => void;
}

const STATUS_COLORS: Record<UpdateBroadcastDtoStatus, ChipProps['color']> = {
  running: 'info',
  paused: 'warning',
  completed: 'success',
  cancelled: 'default',
};

/** One update: the product and version, its state, the progress bar with its counts, and what can be done. */
export function UpdateBroadcastCard({ broadcast, busy, onAction, onShowFailures }: UpdateBroadcastCardProps) {
  const title = `${broadcast.productName} ${broadcast.version}`;
  return (
    <Paper variant="outlined" component="article" aria-label={`Update of ${title}`} data-update-id={broadcast.id} sx={{ p: 2.5 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap>
              {broadcast.productName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Version {broadcast.version} · gives &ldquo;{broadcast.itemName}&rdquo; · started {sltDateTimeLabel(broadcast.createdAt)}
              {broadcast.finishedAt ? ` · ended ${sltDateTimeLabel(broadcast.finishedAt)}` : ''}
            </Typography>
          </Stack>
          <Chip size="small" label={STATUS_LABELS[broadcast.status]} color={STATUS_COLORS[broadcast.status]} data-status={broadcast.status} />
        </Stack>
        <UpdateProgressBar counts={broadcast.counts} label={`Progress of ${title}`} />
        <Typography variant="body2" data-testid="update-counts">
          {countsLabel(broadcast.counts)}
        </Typography>
        {broadcast.waitingReason ? (
          <Alert severity="info" variant="outlined">
            {broadcast.waitingReason}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {canPause(broadcast) ? (
            <Button size="small" variant="outlined" onClick={() => onAction(broadcast, 'pause')} disabled={busy !== null}>
              {busy === 'pause' ? 'Pausing...' : 'Pause'}
            </Button>
          ) : null}
          {canResume(broadcast) ? (
            <Button size="small" variant="outlined" onClick={() => onAction(broadcast, 'resume')} disabled={busy !== null}>
              {busy === 'resume' ? 'Resuming...' : 'Resume'}
            </Button>
          ) : null}
          {canCancel(broadcast) ? (
            <Button size="small" color="error" onClick={() => onAction(broadcast, 'cancel')} disabled={busy !== null}>
              Cancel update
            </Button>
          ) : null}
          {broadcast.counts.failed > 0 ? (
            <Button size="small" onClick={() => onShowFailures(broadcast)}>
              View failures
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}

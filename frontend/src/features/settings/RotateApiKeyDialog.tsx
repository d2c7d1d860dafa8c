import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';

import type { ApiKeyDto } from '../../api/generated/model';
import { DEFAULT_GRACE_HOURS, GRACE_CHOICES } from './api-key-text';

export interface RotateApiKeyDialogProps {
  /** The key to rotate; null: the dialog is closed. */
  apiKey: ApiKeyDto | null;
  pending: boolean;
  onRotate: (graceHours: number) => void;
  onCancel: () => void;
}

/** Asks before replacing a key, and how long the old one keeps working meanwhile. */
export function RotateApiKeyDialog({ apiKey, pending, onRotate, onCancel }: RotateApiKeyDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open={apiKey !== null} onClose={pending ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <DialogTitle id={titleId}>Rotate API key?</DialogTitle>
      {apiKey ? <RotateChoice apiKey={apiKey} descriptionId={descriptionId} pending={pending} onRotate={onRotate} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function RotateChoice({
  apiKey,
  descriptionId,
  pending,
  onRotate,
  onCancel,
}: Omit<RotateApiKeyDialogProps, 'apiKey'> & { apiKey: ApiKeyDto; descriptionId: string }) {
  const [graceHours, setGraceHours] = useState(DEFAULT_GRACE_HOURS);
  const labelId = useId();
  return (
    <>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          A new key replaces {apiKey.name} ({apiKey.prefix}…), with the same use and expiry. The old key keeps working for a while, so your scripts and programs
          can be updated without a stop.
        </DialogContentText>
        <FormControl sx={{ mt: 2 }} disabled={pending}>
          <FormLabel id={labelId}>Keep the old key working for</FormLabel>
          <RadioGroup aria-labelledby={labelId} name="graceHours" value={String(graceHours)} onChange={(event) => setGraceHours(Number(event.target.value))}>
            {GRACE_CHOICES.map((choice) => (
              <FormControlLabel key={choice.hours} value={String(choice.hours)} control={<Radio />} label={choice.label} />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => onRotate(graceHours)} disabled={pending}>
          {pending ? 'Rotating...' : 'Rotate'}
        </Button>
      </DialogActions>
    </>
  );
}

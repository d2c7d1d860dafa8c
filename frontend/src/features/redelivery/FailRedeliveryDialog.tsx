import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useId } from 'react';

import type { RedeliveryDto } from '../../api/generated/model';
import { FormTextField } from '../../ui/FormTextField';
import { useFormFields } from '../../ui/use-form-fields';
import { transactionLabel } from './redelivery-rules';

export const MAX_REASON_LENGTH = 500;

export interface FailRedeliveryDialogProps {
  open: boolean;
  /** The request to mark failed (kept while the dialog fades out). */
  request: RedeliveryDto | null;
  pending: boolean;
  /** Resolves true when the request was marked failed. */
  onSubmit: (request: RedeliveryDto, reason: string) => Promise<boolean>;
  onClose: () => void;
}

/** Asks why the item could not be delivered; the merchant sees the reason in the request's details. */
export function FailRedeliveryDialog({ open, request, pending, onSubmit, onClose }: FailRedeliveryDialogProps) {
  const titleId = useId();
  const form = useFormFields({ reason: '' });
  const { values, setValues, setErrors } = form;
  const reason = values.reason;

  const clear = () => {
    setValues({ reason: '' });
    setErrors({});
  };

  const close = () => {
    if (pending) return;
    clear();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (reason.trim() === '') {
      setErrors({ reason: 'Reason is required' });
      return;
    }
    if (await onSubmit(request, reason.trim())) {
      clear();
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>Mark request #{request?.id} as failed</DialogTitle>
        <DialogContent>
          <DialogContentText>Say why the item for {request ? transactionLabel(request.transactionId) : ''} could not be delivered again.</DialogContentText>
          <FormTextField
            form={form}
            name="reason"
            autoFocus
            multiline
            minRows={3}
            label="Reason"
            hint={`${reason.length}/${MAX_REASON_LENGTH}`}
            slotProps={{ htmlInput: { maxLength: MAX_REASON_LENGTH } }}
            required
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={pending}>
            {pending ? 'Saving...' : 'Mark failed'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

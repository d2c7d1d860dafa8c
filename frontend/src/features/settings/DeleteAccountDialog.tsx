import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { DeleteAccountDtoConfirm } from '../../api/generated/model';
import { FormTextField } from '../../ui/FormTextField';
import { useFormFields } from '../../ui/use-form-fields';

export const DELETE_CONFIRMATION_WORD = DeleteAccountDtoConfirm.DELETE;

export interface DeleteAccountDialogProps {
  open: boolean;
  pending: boolean;
  /** The API's message when the deletion failed. */
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Says exactly what deletion does, and enables the button only once the confirmation word is typed. */
export function DeleteAccountDialog({ open, pending, error, onConfirm, onCancel }: DeleteAccountDialogProps) {
  const titleId = useId();
  const fields = useFormFields({ confirm: '' });
  // The API's message, from the page, stays until the next attempt.
  const form = { ...fields, errors: { confirm: error } };
  const confirmed = fields.values.confirm.trim() === DELETE_CONFIRMATION_WORD;

  const close = () => {
    if (pending) return;
    fields.setValues({ confirm: '' });
    onCancel();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Delete your account?</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">
          <Typography variant="body2" sx={{ mb: 1 }}>
            This is permanent and cannot be undone. Deleting your account:
          </Typography>
          <Typography component="ul" variant="body2" sx={{ pl: 2.5, mt: 0, '& li': { mb: 0.5 } }}>
            <li>revokes your API keys, so your in-world scripts stop working at once;</li>
            <li>signs you out everywhere;</li>
            <li>removes your personal data: your name, email, profile image and sign-in account;</li>
            <li>deactivates your vendors, so they stop taking sales;</li>
            <li>keeps your vendors' sales, products and redelivery records, without your personal data, for the buyers' and the platform's records.</li>
          </Typography>
        </DialogContentText>
        <FormTextField
          form={form}
          name="confirm"
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          autoComplete="off"
          fullWidth
          sx={{ mt: 2 }}
          disabled={pending}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={!confirmed || pending}>
          {pending ? 'Deleting...' : 'Delete Account'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent } from 'react';

import { useForgotLocalPassword } from '../../api/generated/endpoints/local-sign-in/local-sign-in';
import { FormTextField } from '../../ui/FormTextField';
import { useFormFields } from '../../ui/use-form-fields';
import { accountErrorText, accountFieldError } from './account-errors';

export interface ForgotPasswordFormProps {
  /** The address typed on the sign-in tab, as a start. */
  initialEmail: string;
  onBack: () => void;
}

/** "Forgot password?": asks the API to e-mail a reset link; its answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const fields = useFormFields({ email: initialEmail });
  const request = useForgotLocalPassword();
  // The API's message stays beside the field until the next request.
  const form = { ...fields, errors: { email: accountFieldError(request.error, 'email') } };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ data: { email: fields.values.email } });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="sign-in-dialog-title">Reset your password</DialogTitle>
      <DialogContent>
        {request.isSuccess ? (
          <Alert severity="success" sx={{ mb: 1 }}>
            {request.data.message}
          </Alert>
        ) : (
          <DialogContentText sx={{ mb: 1 }}>Enter the e-mail address you sign in with. We will send a link to choose a new password.</DialogContentText>
        )}
        {request.error && accountFieldError(request.error, 'email') === undefined ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {accountErrorText(request.error)}
          </Alert>
        ) : null}
        <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" autoFocus required />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onBack}>Back to sign in</Button>
        <Button type="submit" variant="contained" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : request.isSuccess ? 'Send again' : 'Send reset link'}
        </Button>
      </DialogActions>
    </form>
  );
}

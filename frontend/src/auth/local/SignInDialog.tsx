import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type FormEvent, useEffect, useState } from 'react';

import { useLocalSignIn, useLocalSignUp } from '../../api/generated/endpoints/local-sign-in/local-sign-in';
import { FormTextField } from '../../ui/FormTextField';
import { useFormFields } from '../../ui/use-form-fields';
import { accountErrorText as errorText, accountFieldError as fieldError } from './account-errors';
import { ForgotPasswordForm } from './ForgotPasswordForm';

type DialogTab = 'sign-in' | 'sign-up';

export interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
  onSignedIn: (token: string) => void;
}

/** The local provider's modal: Sign in and Sign up tabs against /api/auth/local/*. */
export function SignInDialog({ open, onClose, onSignedIn }: SignInDialogProps) {
  const [tab, setTab] = useState<DialogTab>('sign-in');
  const [forgot, setForgot] = useState(false);
  const fields = useFormFields({ email: '', password: '', firstName: '', lastName: '' });
  const { values, setValues } = fields;
  const { email, password, firstName, lastName } = values;
  const signIn = useLocalSignIn();
  const signUp = useLocalSignUp();
  const active = tab === 'sign-in' ? signIn : signUp;
  // The API's messages stay beside their fields until the next attempt.
  const form = {
    ...fields,
    errors: {
      email: fieldError(active.error, 'email'),
      password: fieldError(active.error, 'password'),
      firstName: fieldError(active.error, 'firstName'),
      lastName: fieldError(active.error, 'lastName'),
    },
  };
  const { reset: resetSignIn } = signIn;
  const { reset: resetSignUp } = signUp;

  // A reopened dialog starts without the previous attempt's error.
  useEffect(() => {
    if (open) return;
    resetSignIn();
    resetSignUp();
  }, [open, resetSignIn, resetSignUp]);

  // Closed from the reset view, the dialog opens on the sign-in again.
  const close = () => {
    setForgot(false);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onSuccess = ({ token }: { token: string }) => {
      setValues((current) => ({ ...current, password: '' }));
      onSignedIn(token);
    };
    if (tab === 'sign-in') signIn.mutate({ data: { email, password } }, { onSuccess });
    else signUp.mutate({ data: { email, password, firstName, lastName } }, { onSuccess });
  };

  const switchTab = (next: DialogTab) => {
    setTab(next);
    resetSignIn();
    resetSignUp();
  };

  if (forgot) {
    return (
      <Dialog open={open} onClose={close} aria-labelledby="sign-in-dialog-title">
        <ForgotPasswordForm initialEmail={email} onBack={() => setForgot(false)} />
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="sign-in-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="sign-in-dialog-title">{tab === 'sign-in' ? 'Sign in to your account' : 'Create your account'}</DialogTitle>
        <Tabs value={tab} onChange={(_event, next: DialogTab) => switchTab(next)} variant="fullWidth" sx={{ px: 3 }}>
          <Tab value="sign-in" label="Sign in" />
          <Tab value="sign-up" label="Sign up" />
        </Tabs>
        <DialogContent>
          {active.error ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {errorText(active.error)}
            </Alert>
          ) : null}
          {tab === 'sign-up' ? (
            <>
              <FormTextField form={form} name="firstName" label="First name" autoComplete="given-name" required />
              <FormTextField form={form} name="lastName" label="Last name" autoComplete="family-name" required />
            </>
          ) : null}
          <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" autoFocus required />
          <FormTextField
            form={form}
            name="password"
            label="Password"
            type="password"
            autoComplete={tab === 'sign-in' ? 'current-password' : 'new-password'}
            hint={tab === 'sign-up' ? 'At least 8 characters' : undefined}
            required
          />
          {tab === 'sign-in' ? (
            <Box sx={{ textAlign: 'right' }}>
              <Button size="small" onClick={() => setForgot(true)}>
                Forgot password?
              </Button>
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={active.isPending}>
            {tab === 'sign-in' ? (active.isPending ? 'Signing in...' : 'Sign in') : active.isPending ? 'Creating account...' : 'Create account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

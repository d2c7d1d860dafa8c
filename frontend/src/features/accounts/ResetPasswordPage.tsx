import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { useResetLocalPassword } from '../../api/generated/endpoints/local-sign-in/local-sign-in';
import { useAuth } from '../../auth/auth-context';
import { accountErrorText, accountFieldError } from '../../auth/local/account-errors';
import { useLocalSession } from '../../auth/local/local-session';
import { FormTextField } from '../../ui/FormTextField';
import { useToast } from '../../ui/toast/toast-context';
import { useFormFields } from '../../ui/use-form-fields';
import { type NewPasswordValues, validateNewPassword } from '../settings/account-forms';
import { AccountPageFrame } from './AccountPageFrame';
import { useLinkToken } from './link-token';

/** `/reset-password?token=…`, from the e-mail of "Forgot password?": a new password, then signed in. */
export function ResetPasswordPage() {
  const token = useLinkToken('/reset-password');
  const { openSignIn, isSignedIn } = useAuth();
  const session = useLocalSession();
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useFormFields<NewPasswordValues>({ password: '', confirmPassword: '' });
  const { values, setErrors } = form;
  const reset = useResetLocalPassword({
    mutation: {
      onSuccess: async ({ token: sessionToken }) => {
        toast({ variant: 'success', title: 'Password changed', description: 'You are signed in with your new password; other sessions were signed out.' });
        // Away from the link first: signing in as another user than before reloads everything.
        await navigate('/', { replace: true });
        session?.acceptToken(sessionToken);
      },
      onError: (error) => setErrors({ password: accountFieldError(error, 'password') }),
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate({ data: { token, password: values.password } });
  };

  if (!token) {
    return (
      <AccountPageFrame title="Reset your password">
        <Alert severity="error">This reset link is not complete. Open the link from the e-mail again, or ask for a new one.</Alert>
        <Box>
          {isSignedIn ? (
            <Button component={Link} to="/">
              Go to Dashboard
            </Button>
          ) : (
            <Button onClick={openSignIn}>Sign in or ask for a new link</Button>
          )}
        </Box>
      </AccountPageFrame>
    );
  }

  const refused = reset.error && accountFieldError(reset.error, 'password') === undefined;
  return (
    <AccountPageFrame title="Choose a new password">
      <Typography variant="body2" color="text.secondary">
        The link works once. Once the password is set you are signed in, and every other session is signed out.
      </Typography>
      {refused ? (
        <Alert
          severity="error"
          action={
            isSignedIn ? undefined : (
              <Button color="inherit" size="small" onClick={openSignIn}>
                Sign in
              </Button>
            )
          }
        >
          {accountErrorText(reset.error)}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={submit} aria-label="Choose a new password">
        <Stack spacing={2}>
          <FormTextField
            form={form}
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            autoFocus
            hint="At least 8 characters"
            fullWidth
          />
          <FormTextField form={form} name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" fullWidth />
          <div>
            <Button type="submit" variant="contained" disabled={reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Set new password'}
            </Button>
          </div>
        </Stack>
      </Box>
    </AccountPageFrame>
  );
}

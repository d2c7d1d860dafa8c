import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';

import { getGetLocalAccountQueryKey, useChangeLocalEmail, useGetLocalAccount } from '../../api/generated/endpoints/local-sign-in/local-sign-in';
import { accountErrorText } from '../../auth/local/account-errors';
import { useResendVerification } from '../../auth/local/use-resend-verification';
import { FormTextField } from '../../ui/FormTextField';
import { useToast } from '../../ui/toast/toast-context';
import { useFormFields } from '../../ui/use-form-fields';
import { type ChangeEmailValues, validateChangeEmail } from './account-forms';
import { apiFieldErrors } from './form-errors';

const EMPTY: ChangeEmailValues = { newEmail: '', currentPassword: '' };
const FIELDS = ['newEmail', 'currentPassword'] as const;

/** Settings → Security, built-in sign-in: the address signed in with, whether it is verified, and a change that waits for the new address's link. */
export function ChangeEmailCard() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const account = useGetLocalAccount();
  const resend = useResendVerification();
  const form = useFormFields<ChangeEmailValues>(EMPTY);
  const { values, setValues, setErrors } = form;
  const change = useChangeLocalEmail({
    mutation: {
      onSuccess: async ({ message }) => {
        setValues(EMPTY);
        toast({ variant: 'success', title: 'Check your inbox', description: message });
        await queryClient.invalidateQueries({ queryKey: getGetLocalAccountQueryKey() });
      },
      onError: (error) => {
        const found = apiFieldErrors(error, FIELDS);
        setErrors(found);
        if (Object.keys(found).length === 0) toast({ variant: 'destructive', title: 'Failed to change e-mail', description: accountErrorText(error) });
      },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangeEmail(values, account.data?.email ?? null);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate({ data: { newEmail: values.newEmail.trim(), currentPassword: values.currentPassword } });
  };

  return (
    <Card>
      <CardHeader title="Sign-in e-mail" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {account.isPending ? <Skeleton width={280} height={32} /> : null}
        {account.isError ? (
          <Alert severity="error" action={<Button onClick={() => void account.refetch()}>Retry</Button>} sx={{ mb: 2 }}>
            Could not load your sign-in e-mail: {accountErrorText(account.error)}
          </Alert>
        ) : null}
        {account.data ? (
          <Stack spacing={1.5} sx={{ mb: 3 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{account.data.email}</Typography>
              {account.data.emailVerified ? <Chip size="small" color="success" label="Verified" /> : <Chip size="small" color="warning" label="Not verified" />}
            </Stack>
            {account.data.emailVerified ? null : (
              <Alert
                severity="info"
                action={
                  <Button color="inherit" size="small" disabled={resend.isPending} onClick={() => resend.mutate()}>
                    {resend.isPending ? 'Sending...' : 'Resend link'}
                  </Button>
                }
              >
                Open the link we sent to this address to verify it. You can use the platform in the meantime.
              </Alert>
            )}
            {account.data.pendingEmail ? (
              <Alert severity="info">Waiting for you to open the link sent to {account.data.pendingEmail}. Your address changes then.</Alert>
            ) : null}
          </Stack>
        ) : null}
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Change e-mail
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          We send a link to the new address. Your address changes only when you open it; then you sign in with the new address.
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label="Change e-mail">
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <FormTextField form={form} name="newEmail" label="New e-mail address" type="email" autoComplete="email" fullWidth />
            <FormTextField form={form} name="currentPassword" label="Current password" type="password" autoComplete="current-password" fullWidth />
            <div>
              <Button type="submit" variant="contained" disabled={change.isPending}>
                {change.isPending ? 'Sending...' : 'Send confirmation link'}
              </Button>
            </div>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

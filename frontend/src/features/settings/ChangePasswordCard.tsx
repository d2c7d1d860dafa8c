import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';

import { useChangeLocalPassword } from '../../api/generated/endpoints/local-sign-in/local-sign-in';
import { accountErrorText } from '../../auth/local/account-errors';
import { useLocalSession } from '../../auth/local/local-session';
import { FormTextField } from '../../ui/FormTextField';
import { useToast } from '../../ui/toast/toast-context';
import { useFormFields } from '../../ui/use-form-fields';
import { type ChangePasswordValues, validateChangePassword } from './account-forms';
import { apiFieldErrors } from './form-errors';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Settings → Security, built-in sign-in: a new password for the current one; every other session is signed out. */
export function ChangePasswordCard() {
  const { toast } = useToast();
  const session = useLocalSession();
  const form = useFormFields<ChangePasswordValues>(EMPTY);
  const { values, setValues, setErrors } = form;
  const change = useChangeLocalPassword({
    mutation: {
      onSuccess: ({ token }) => {
        // The old token is refused from now on: this session goes on with the new one.
        session?.acceptToken(token);
        setValues(EMPTY);
        toast({ variant: 'success', title: 'Password changed', description: 'Your other sessions were signed out.' });
      },
      onError: (error) => {
        const found = apiFieldErrors(error, FIELDS);
        setErrors(found);
        if (Object.keys(found).length === 0) toast({ variant: 'destructive', title: 'Failed to change password', description: accountErrorText(error) });
      },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate({ data: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
  };

  return (
    <Card>
      <CardHeader title="Change password" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your other sessions are signed out when the password changes; this one stays signed in.
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label="Change password">
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <FormTextField form={form} name="currentPassword" label="Current password" type="password" autoComplete="current-password" fullWidth />
            <FormTextField
              form={form}
              name="newPassword"
              label="New password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters"
              fullWidth
            />
            <FormTextField form={form} name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" fullWidth />
            <div>
              <Button type="submit" variant="contained" disabled={change.isPending}>
                {change.isPending ? 'Changing...' : 'Change password'}
              </Button>
            </div>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

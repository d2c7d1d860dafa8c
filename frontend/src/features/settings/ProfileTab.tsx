import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';

import { useUpdateAuthUser } from '../../api/generated/endpoints/account/account';
import type { UserDto } from '../../api/generated/model';
import type { AuthMode } from '../../auth/auth-context';
import { FormTextField } from '../../ui/FormTextField';
import { useToast } from '../../ui/toast/toast-context';
import { useFormFields } from '../../ui/use-form-fields';
import { apiFieldErrors } from './form-errors';
import { PROFILE_FIELDS, type ProfileFormValues, profileFormValues, toProfileInput, validateProfileForm } from './profile-form';
import { useUserUpdated } from './use-user-update';

export interface ProfileTabProps {
  user: UserDto | null;
  /** Which sign-in manages the e-mail: the built-in one (Settings → Security) or Clerk. */
  authMode?: AuthMode;
}

const EMAIL_NOTES: Record<AuthMode, string> = {
  local: 'To change it, use Change e-mail under Security: the new address must be verified first.',
  clerk: 'Managed, and verified, by your sign-in account.',
};

export function ProfileTab({ user, authMode = 'local' }: ProfileTabProps) {
  const { toast } = useToast();
  const userUpdated = useUserUpdated();
  const form = useFormFields<ProfileFormValues>(() => profileFormValues(user));
  const { values, setErrors } = form;
  const update = useUpdateAuthUser({
    mutation: {
      onSuccess: async (updated) => {
        toast({ variant: 'success', title: 'Success', description: 'Profile updated successfully' });
        await userUpdated(updated);
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error, PROFILE_FIELDS));
        toast({ title: 'Error', description: 'Failed to update profile', variant: 'destructive' });
      },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfileForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate({ data: toProfileInput(values) });
  };

  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <Card>
      <CardHeader title="Profile Information" subheader="Update your name" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          {user?.profileImageUrl ? (
            <Avatar src={user.profileImageUrl} alt={fullName || 'Profile image'} sx={{ width: 64, height: 64 }} />
          ) : (
            <Avatar sx={{ width: 64, height: 64 }} aria-hidden>
              {(user?.firstName ?? '?').slice(0, 1).toUpperCase()}
            </Avatar>
          )}
          <div>
            <Typography variant="subtitle2">Profile image</Typography>
            <Typography variant="body2" color="text.secondary">
              Your profile image is managed through your login account.
            </Typography>
          </div>
        </Stack>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2.5} sx={{ maxWidth: 560 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField form={form} name="firstName" label="First name" autoComplete="given-name" fullWidth />
              <FormTextField form={form} name="lastName" label="Last name" autoComplete="family-name" fullWidth />
            </Stack>
            <FormTextField
              form={form}
              name="email"
              label="Email"
              type="email"
              hint={EMAIL_NOTES[authMode]}
              autoComplete="email"
              slotProps={{ input: { readOnly: true } }}
              fullWidth
            />
            <div>
              <Button type="submit" variant="contained" disabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

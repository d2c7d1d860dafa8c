import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { useDeleteAuthUser } from '../../api/generated/endpoints/account/account';
import { useAuth } from '../../auth/auth-context';
import { useToast } from '../../ui/toast/toast-context';
import { ChangeEmailCard } from './ChangeEmailCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DELETE_CONFIRMATION_WORD, DeleteAccountDialog } from './DeleteAccountDialog';

/** A browser navigation (not a fetch): the API revokes every token, clears the session cookie and redirects to /. */
export const LOGOUT_URL = '/api/logout';

export function SecurityTab() {
  const { mode, signOut, openAccountSettings } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const deletion = useDeleteAuthUser({
    mutation: {
      onSuccess: async () => {
        setDeleteOpen(false);
        await signOut();
        await navigate('/', { replace: true });
        toast({ variant: 'success', title: 'Account deleted', description: 'Your account and personal data were removed.' });
      },
    },
  });

  const signOutEverywhere = async () => {
    // The local token would outlive the navigation; the API identifies the user by the session cookie.
    if (mode === 'local') await signOut();
    window.location.assign(LOGOUT_URL);
  };

  return (
    <Stack spacing={3}>
      {mode === 'local' ? (
        <>
          <ChangeEmailCard />
          <ChangePasswordCard />
        </>
      ) : (
        <Card>
          <CardHeader title="Password and e-mail" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent sx={{ pt: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Your password and e-mail addresses are managed, and verified, by your sign-in account.
            </Typography>
            {openAccountSettings ? (
              <Button variant="outlined" startIcon={<ManageAccountsOutlined />} onClick={openAccountSettings}>
                Manage sign-in account
              </Button>
            ) : null}
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader title="Sessions" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Signs you out on every device and browser: every session started until now stops working. Your API keys are not affected.
          </Typography>
          <Button variant="outlined" startIcon={<LogoutOutlined />} onClick={() => void signOutEverywhere()}>
            Sign out of all sessions
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Data Protection" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary">
            API keys are stored only as a one-way hash: nobody, the platform included, can read them back. Your profile, vendors and sales are visible to you
            and to the platform's administrators. When you delete your account, your personal data is removed.
          </Typography>
        </CardContent>
      </Card>
      <Card sx={{ borderColor: 'error.main' }}>
        <CardHeader title="Delete Account" slotProps={{ title: { variant: 'h6', component: 'h2', color: 'error' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Alert severity="warning" role="note" sx={{ mb: 2 }}>
            Deletion is permanent: your API keys are revoked, your vendors deactivated and your personal data removed. Sales records are kept for the buyers and
            the platform.
          </Alert>
          <Button variant="contained" color="error" startIcon={<DeleteForeverOutlined />} onClick={() => setDeleteOpen(true)}>
            Delete Account
          </Button>
        </CardContent>
      </Card>
      <DeleteAccountDialog
        open={deleteOpen}
        pending={deletion.isPending}
        error={deletion.error?.message}
        onConfirm={() => deletion.mutate({ data: { confirm: DELETE_CONFIRMATION_WORD } })}
        onCancel={() => {
          deletion.reset();
          setDeleteOpen(false);
        }}
      />
    </Stack>
  );
}

import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { useAuth } from '../../auth/auth-context';
import { FullPageMessage } from '../../ui/FullPageMessage';

/** The one page a deactivated account's open session shows, instead of a shell of cards that all fail. */
export function AccountDeactivatedPage() {
  const { signOut, user } = useAuth();
  return (
    <FullPageMessage icon={<BlockOutlined color="error" fontSize="large" aria-hidden />} title="Account deactivated">
      <Typography variant="body1">This account has been deactivated. Contact the platform&apos;s administrators.</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {user?.email ? `${user.email}: ` : ''}your vendors, API keys and sign-in stay off until an administrator reactivates the account.
      </Typography>
      <Button variant="contained" sx={{ mt: 3 }} onClick={() => void signOut()}>
        Sign out
      </Button>
    </FullPageMessage>
  );
}

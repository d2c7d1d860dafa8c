import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useAuth } from '../../auth/auth-context';

/** The one page a deactivated account's open session shows, instead of a shell of cards that all fail. */
export function AccountDeactivatedPage() {
  const { signOut, user } = useAuth();
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 480, height: 'auto' }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
            <BlockOutlined color="error" fontSize="large" aria-hidden />
            <Typography variant="h5" component="h1">
              Account deactivated
            </Typography>
          </Stack>
          <Typography variant="body1">This account has been deactivated. Contact the platform&apos;s administrators.</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {user?.email ? `${user.email}: ` : ''}your vendors, API keys and sign-in stay off until an administrator reactivates the account.
          </Typography>
          <Button variant="contained" sx={{ mt: 3 }} onClick={() => void signOut()}>
            Sign out
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { useGetLocalAccount } from '../../api/generated/endpoints/local-sign-in/local-sign-in';
import { useAuth } from '../auth-context';
import { useResendVerification } from './use-resend-verification';

/**
 * Above every signed-in page until the built-in account's address is verified: the account works meanwhile, but an
 * address listed in ADMIN_EMAILS becomes admin only once verified. 'Resend link' sends a new link; 'Later' hides the
 * notice until the next visit.
 */
export function VerifyEmailNotice() {
  const { mode, isSignedIn } = useAuth();
  const [hidden, setHidden] = useState(false);
  const account = useGetLocalAccount({ query: { enabled: mode === 'local' && isSignedIn } });
  const resend = useResendVerification();

  if (mode !== 'local' || hidden || !account.data || account.data.emailVerified) return null;
  return (
    <Alert
      severity="info"
      role="region"
      aria-label="E-mail verification"
      sx={{ mb: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? 'Sending...' : 'Resend link'}
          </Button>
          <Button color="inherit" size="small" onClick={() => setHidden(true)}>
            Later
          </Button>
        </Stack>
      }
    >
      Please verify your e-mail address: open the link we sent to {account.data.email}. You can use the platform in the meantime.
    </Alert>
  );
}

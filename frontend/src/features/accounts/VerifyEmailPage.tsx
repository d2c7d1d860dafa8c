import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { getGetAuthUserQueryKey } from '../../api/generated/endpoints/account/account';
import { getGetLocalAccountQueryKey, useVerifyLocalEmail } from '../../api/generated/endpoints/local-sign-in/local-sign-in';
import { useAuth } from '../../auth/auth-context';
import { accountErrorText } from '../../auth/local/account-errors';
import { useLocalSession } from '../../auth/local/local-session';
import { AccountPageFrame } from './AccountPageFrame';
import { useLinkToken } from './link-token';

/** `/verify-email?token=…`: opens a verification or change-of-address link at once (each link works once). */
export function VerifyEmailPage() {
  const token = useLinkToken('/verify-email');
  const { isSignedIn, openSignIn } = useAuth();
  const session = useLocalSession();
  const queryClient = useQueryClient();
  const verify = useVerifyLocalEmail({
    mutation: {
      onSuccess: async (result) => {
        // After a change of address, this browser's old token is refused: the answer carries its new one.
        if (result.token) session?.acceptToken(result.token);
        await queryClient.invalidateQueries({ queryKey: getGetLocalAccountQueryKey() });
        await queryClient.invalidateQueries({ queryKey: getGetAuthUserQueryKey() });
      },
    },
  });
  const { mutate } = verify;
  // A link can be spent once: never send it twice, even when the effect runs again.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate({ data: { token } });
  }, [token, mutate]);

  const next = isSignedIn ? (
    <Button variant="contained" component={Link} to="/">
      Go to Dashboard
    </Button>
  ) : (
    <Button variant="contained" onClick={openSignIn}>
      Sign in
    </Button>
  );

  if (!token) {
    return (
      <AccountPageFrame title="Verify your e-mail address">
        <Alert severity="error">This verification link is not complete. Open the link from the e-mail again.</Alert>
        <Box>{next}</Box>
      </AccountPageFrame>
    );
  }
  if (verify.isSuccess) {
    return (
      <AccountPageFrame title={verify.data.emailChanged ? 'E-mail address changed' : 'E-mail address verified'}>
        <Alert severity="success">{verify.data.message}</Alert>
        {verify.data.emailChanged && !isSignedIn ? (
          <Typography variant="body2" color="text.secondary">
            Sign in with {verify.data.email} from now on.
          </Typography>
        ) : null}
        <Box>{next}</Box>
      </AccountPageFrame>
    );
  }
  if (verify.isError) {
    return (
      <AccountPageFrame title="Verify your e-mail address">
        <Alert severity="error">{accountErrorText(verify.error)}</Alert>
        <Box>{next}</Box>
      </AccountPageFrame>
    );
  }
  return (
    <AccountPageFrame title="Verify your e-mail address">
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} />
        <Typography>Verifying your e-mail address...</Typography>
      </Stack>
    </AccountPageFrame>
  );
}

import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

import { useAuth } from '../../auth/auth-context';
import { FullPageMessage } from '../../ui/FullPageMessage';

export function NotFoundPage() {
  const { isSignedIn } = useAuth();
  return (
    <FullPageMessage icon={<ErrorOutline color="error" fontSize="large" aria-hidden />} title="404 Page Not Found">
      <Typography variant="body2" color="text.secondary">
        Did you forget to add the page to the router?
      </Typography>
      {/* The dashboard and the landing page share '/': which one shows depends on the sign-in. */}
      <Button component={Link} to="/" variant="contained" sx={{ mt: 3 }}>
        {isSignedIn ? 'Go to Dashboard' : 'Back to home'}
      </Button>
    </FullPageMessage>
  );
}

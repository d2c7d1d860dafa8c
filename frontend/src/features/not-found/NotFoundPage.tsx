import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

import { useAuth } from '../../auth/auth-context';

export function NotFoundPage() {
  const { isSignedIn } = useAuth();
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 440, height: 'auto' }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
            <ErrorOutline color="error" fontSize="large" aria-hidden />
            <Typography variant="h5" component="h1">
              404 Page Not Found
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Did you forget to add the page to the router?
          </Typography>
          {/* The dashboard and the landing page share '/': which one shows depends on the sign-in. */}
          <Button component={Link} to="/" variant="contained" sx={{ mt: 3 }}>
            {isSignedIn ? 'Go to Dashboard' : 'Back to home'}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

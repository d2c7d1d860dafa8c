import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link } from 'react-router';

import { useAuth } from '../../auth/auth-context';

/** The target of 'Get Started Free': opens the sign-in modal at once. */
export function VendorAuthPage() {
  const { openSignIn } = useAuth();

  useEffect(() => {
    openSignIn();
  }, [openSignIn]);

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 440, height: 'auto' }}>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <StorefrontOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h5" component="h1">
              Vendor sign in
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Sign in or create a free account to start selling.
            </Typography>
            <Button variant="contained" onClick={openSignIn}>
              Sign in or sign up
            </Button>
            <Button component={Link} to="/">
              Back to home
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

import { useAuth } from '../../auth/auth-context';

const ClerkAccountButtons = lazy(() => import('../../auth/clerk/ClerkAccountButtons'));

/** A public page that shows what the authentication layer knows, to check a deployment's sign-in set-up. */
export function ClerkTestPage() {
  const { mode, isLoaded, isSignedIn, userId, openSignIn, signOut } = useAuth();
  const rows: [string, string][] = [
    ['Authentication', mode === 'clerk' ? 'Clerk' : 'Local accounts'],
    ['Loaded', isLoaded ? 'Yes' : 'No'],
    ['Signed in', isSignedIn ? 'Yes' : 'No'],
    ['User ID', userId ?? 'None'],
    ['Host', window.location.hostname],
  ];

  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 520, height: 'auto' }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Authentication test
          </Typography>
          <Table size="small" aria-label="Authentication state">
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {label}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center' }}>
            {mode === 'clerk' ? (
              <Suspense fallback={null}>
                <ClerkAccountButtons />
              </Suspense>
            ) : isSignedIn ? (
              <Button variant="outlined" onClick={() => void signOut()}>
                Sign out
              </Button>
            ) : (
              <Button variant="contained" onClick={openSignIn}>
                Sign in
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

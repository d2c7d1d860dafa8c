import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FullPageMessageProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** One card in the middle of an otherwise empty page: the not-found page, a deactivated account. */
export function FullPageMessage({ icon, title, children }: FullPageMessageProps) {
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 440, height: 'auto' }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
            {icon}
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

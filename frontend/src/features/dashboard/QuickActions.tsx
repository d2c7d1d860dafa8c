import Add from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Fab from '@mui/material/Fab';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CREATE_VENDOR_PATH } from '../vendors/vendor-routes';

const ACTIONS: { label: string; text: string; to: string; icon: ReactNode }[] = [
  { label: 'Create Vendor', text: 'Set up a new vendor location in-world', to: CREATE_VENDOR_PATH, icon: <StorefrontOutlined /> },
  { label: 'Upload Products', text: 'Add the items your vendors sell', to: '/products', icon: <UploadFileOutlined /> },
  { label: 'Export Data', text: 'Download your transactions as CSV', to: '/transactions', icon: <FileDownloadOutlined /> },
];

export function QuickActions() {
  return (
    <>
      <Grid container spacing={3}>
        {ACTIONS.map((action) => (
          <Grid key={action.label} size={{ xs: 12, md: 4 }}>
            <Card>
              <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
                <Box aria-hidden sx={{ p: 1, borderRadius: 2, bgcolor: 'action.hover', color: 'primary.main', display: 'flex' }}>
                  {action.icon}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {action.text}
                </Typography>
                <Button component={RouterLink} to={action.to} variant="outlined">
                  {action.label}
                </Button>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {/* At the page's bottom right in its own row: fixed to the window, it covered cards at every width. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Fab component={RouterLink} to={CREATE_VENDOR_PATH} color="primary" aria-label="Add vendor">
          <Add />
        </Fab>
      </Box>
    </>
  );
}

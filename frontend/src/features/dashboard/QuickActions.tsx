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
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { ProductImportDialog } from '../products/ProductImportDialog';
import { ExportProgress } from '../transactions/ExportProgress';
import { useTransactionsExport } from '../transactions/use-transactions-export';
import { CREATE_VENDOR_PATH } from '../vendors/vendor-routes';

interface QuickAction {
  label: string;
  text: string;
  icon: ReactNode;
  /** A page to open, or an action to run: each button does what its label says. */
  to?: string;
  onClick?: () => void;
  busy?: boolean;
}

export function QuickActions() {
  const [importing, setImporting] = useState(false);
  const exporter = useTransactionsExport();
  const actions: QuickAction[] = [
    { label: 'Create Vendor', text: 'Set up a new vendor location in-world', to: CREATE_VENDOR_PATH, icon: <StorefrontOutlined /> },
    { label: 'Upload Products', text: 'Add the items your vendors sell from a CSV file', onClick: () => setImporting(true), icon: <UploadFileOutlined /> },
    {
      label: 'Export Data',
      text: 'Download all your transactions as CSV',
      onClick: () => exporter.start({}),
      busy: exporter.state.status === 'running',
      icon: <FileDownloadOutlined />,
    },
  ];
  return (
    <>
      <ExportProgress state={exporter.state} onCancel={exporter.cancel} onDismiss={exporter.dismiss} />
      <ProductImportDialog open={importing} onClose={() => setImporting(false)} />
      <Grid container spacing={3}>
        {actions.map((action) => (
          <Grid key={action.label} size={{ xs: 12, md: 4 }}>
            <Card>
              <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
                <Box aria-hidden sx={{ p: 1, borderRadius: 2, bgcolor: 'action.hover', color: 'primary.main', display: 'flex' }}>
                  {action.icon}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {action.text}
                </Typography>
                {action.to ? (
                  <Button component={RouterLink} to={action.to} variant="outlined">
                    {action.label}
                  </Button>
                ) : (
                  <Button variant="outlined" onClick={action.onClick} disabled={action.busy}>
                    {action.busy ? 'Exporting...' : action.label}
                  </Button>
                )}
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

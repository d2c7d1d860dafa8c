import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { getGetMarketplaceSettingsQueryKey, useGetMarketplaceSettings, useRotateMarketplaceAddress } from '../../api/generated/endpoints/settings/settings';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast/toast-context';
import { useCopyToClipboard } from '../../ui/use-copy-to-clipboard';

export interface CopyValueFieldProps {
  /** 'Notification URL', 'Salt': the caption, the copy button's name and the copy toast. */
  label: string;
  value: string;
}

/** A value to paste elsewhere: shown whole, with a Copy button. */
export function CopyValueField({ label, value }: CopyValueFieldProps) {
  const copy = useCopyToClipboard();
  const captionId = useId();
  return (
    <Box>
      <Typography id={captionId} variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', bgcolor: 'action.hover', borderRadius: 1, pl: 1.25 }}>
        <Typography variant="body2" aria-labelledby={captionId} sx={{ fontFamily: 'monospace', flex: 1, minWidth: 0, overflowWrap: 'anywhere', py: 0.75 }}>
          {value}
        </Typography>
        <Tooltip title={`Copy ${label}`}>
          <IconButton aria-label={`Copy ${label}`} size="small" onClick={() => void copy(value, label)}>
            <ContentCopyOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}

/** The address the SL Marketplace notifies of each sale and the salt it signs with, to paste into the Marketplace. */
export function MarketplaceTab() {
  const settings = useGetMarketplaceSettings();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [confirmRotate, setConfirmRotate] = useState(false);
  const rotate = useRotateMarketplaceAddress({
    mutation: {
      onSuccess: (rotated) => {
        queryClient.setQueryData(getGetMarketplaceSettingsQueryKey(), rotated);
        setConfirmRotate(false);
        toast({
          variant: 'success',
          title: 'New Marketplace URL and salt',
          description: 'Paste both into the Marketplace now: sales it reports to the old URL are no longer recorded.',
        });
      },
      onError: (error) => toast({ title: 'Error', description: `Failed to replace the Marketplace URL: ${error.message}`, variant: 'destructive' }),
    },
  });

  return (
    <Stack spacing={3}>
      <Card>
        <CardHeader
          title="SL Marketplace"
          subheader="Record your Second Life Marketplace sales here, next to your in-world ones"
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          action={
            <Button variant="outlined" startIcon={<AutorenewOutlined />} onClick={() => setConfirmRotate(true)} disabled={!settings.data || rotate.isPending}>
              Rotate
            </Button>
          }
          sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              In your Marketplace store settings, under Automatic Notification Service, paste this URL and this salt. The Marketplace then reports each sale,
              and it appears in Transactions and on the dashboard under the vendor &ldquo;SL Marketplace&rdquo;.
            </Typography>
            {settings.isPending ? <Skeleton variant="rounded" height={112} aria-label="Loading the Marketplace settings" /> : null}
            {settings.isError ? <Alert severity="error">{settings.error.message}</Alert> : null}
            {settings.data ? (
              <>
                <CopyValueField label="Notification URL" value={settings.data.ansUrl} />
                <CopyValueField label="Salt" value={settings.data.salt} />
              </>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              To record a Marketplace sale as one of your products, enter the listing&rsquo;s item ID (the number at the end of its Marketplace address) as the
              product&rsquo;s Marketplace item ID.
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirmRotate}
        title="Replace the Marketplace URL and salt?"
        description="The current URL stops working at once. Sales the Marketplace reports to it are not recorded until you paste the new URL and salt into the Marketplace."
        confirmLabel="Rotate"
        pendingLabel="Rotating..."
        pending={rotate.isPending}
        destructive
        onConfirm={() => rotate.mutate()}
        onCancel={() => setConfirmRotate(false)}
      />
    </Stack>
  );
}

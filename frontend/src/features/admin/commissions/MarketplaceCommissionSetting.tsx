import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

import {
  getGetAdminActivitiesQueryKey,
  getGetAdminMarketplaceSettingsQueryKey,
  useGetAdminMarketplaceSettings,
  useUpdateAdminMarketplaceSettings,
} from '../../../api/generated/endpoints/admin/admin';
import { useToast } from '../../../ui/toast/toast-context';
import { failureText } from '../failure-text';

/** Whether SL Marketplace sales carry commission (priced like in-world sales) or none. */
export function MarketplaceCommissionSetting() {
  const explanationId = useId();
  const settings = useGetAdminMarketplaceSettings();
  // The value chosen, shown at once while it is saved.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const update = useUpdateAdminMarketplaceSettings({
    mutation: {
      onSuccess: async (saved) => {
        queryClient.setQueryData(getGetAdminMarketplaceSettingsQueryKey(), saved);
        await queryClient.invalidateQueries({ queryKey: getGetAdminActivitiesQueryKey() });
        toast({
          variant: 'success',
          title: 'Success',
          description: saved.commissionExempt ? 'SL Marketplace sales are now exempt from commission' : 'SL Marketplace sales are now charged commission',
        });
      },
      onError: (error) => toast({ title: 'Error', description: failureText('Failed to save the Marketplace setting', error), variant: 'destructive' }),
      onSettled: () => setChosen(null),
    },
  });
  const change = (commissionExempt: boolean) => {
    setChosen(commissionExempt);
    update.mutate({ data: { commissionExempt } });
  };

  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 3 }}>
      {settings.isError ? (
        <Typography variant="body2" color="error">
          Could not load the Marketplace commission setting: {settings.error.message}
        </Typography>
      ) : settings.data ? (
        <FormControlLabel
          control={
            <Switch
              name="marketplaceCommissionExempt"
              checked={chosen ?? settings.data.commissionExempt}
              disabled={chosen !== null}
              onChange={(event) => change(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': explanationId } }}
            />
          }
          label="Exempt SL Marketplace sales from commission"
        />
      ) : (
        <Skeleton variant="text" width={320} height={38} aria-label="Loading the Marketplace commission setting" />
      )}
      <Typography id={explanationId} variant="body2" color="text.secondary">
        When on, sales the SL Marketplace reports carry no commission; otherwise they are charged like in-world sales, without event rates. Sales already
        recorded keep their commission.
      </Typography>
    </Paper>
  );
}

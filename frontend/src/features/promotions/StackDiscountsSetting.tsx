import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { useGetPromotionSettings, useUpdatePromotionSettings } from '../../api/generated/endpoints/promotions/promotions';
import { useRefreshAfter } from '../../api/query-refresh';
import { useToast } from '../../ui/toast/toast-context';

/** The merchant's choice between the best single discount and every discount that applies, added up. */
export function StackDiscountsSetting() {
  const explanationId = useId();
  const settings = useGetPromotionSettings();
  // The value chosen, shown at once while it is saved.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const invalidate = useRefreshAfter('/api/promotions');
  const { toast } = useToast();
  const update = useUpdatePromotionSettings({
    mutation: {
      onSuccess: async ({ stackDiscounts }) => {
        await invalidate();
        toast({
          variant: 'success',
          title: 'Success',
          description: stackDiscounts ? 'Discounts now add up' : 'Only the best discount applies now',
        });
      },
      onError: (error) => toast({ title: 'Error', description: `Failed to save the setting: ${error.message}`, variant: 'destructive' }),
      onSettled: () => setChosen(null),
    },
  });
  const change = (stackDiscounts: boolean) => {
    setChosen(stackDiscounts);
    update.mutate({ data: { stackDiscounts } });
  };

  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 3 }}>
      {settings.isError ? (
        <Typography variant="body2" color="error">
          Could not load whether discounts add up: {settings.error.message}
        </Typography>
      ) : settings.data ? (
        <FormControlLabel
          control={
            <Switch
              name="stackDiscounts"
              checked={chosen ?? settings.data.stackDiscounts}
              disabled={chosen !== null}
              onChange={(event) => change(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': explanationId } }}
            />
          }
          label="Let discounts add up"
        />
      ) : (
        <Skeleton variant="text" width={220} height={38} aria-label="Loading the discount setting" />
      )}
      <Typography id={explanationId} variant="body2" color="text.secondary">
        When on, every promotion that applies to a sale is taken off the list price; otherwise the best single discount applies.
      </Typography>
    </Paper>
  );
}

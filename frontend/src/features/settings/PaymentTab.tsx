import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

import { useUpdateCommissionSettings } from '../../api/generated/endpoints/settings/settings';
import type { UserDto } from '../../api/generated/model';
import { useToast } from '../../ui/toast/toast-context';
import { apiFieldErrors } from './form-errors';
import { useUserUpdated } from './use-user-update';

export const COMMISSION_HINT = 'Filled in as the commission rate of each new event you organise';

export interface PaymentTabProps {
  user: UserDto | null;
}

export function PaymentTab({ user }: PaymentTabProps) {
  const { toast } = useToast();
  const userUpdated = useUserUpdated();
  // Kept as the text typed: the rate is an exact decimal and is never parsed into a float.
  const [rate, setRate] = useState(user?.defaultCommissionRate ?? '5.00');
  const [rateError, setRateError] = useState<string | undefined>();
  const update = useUpdateCommissionSettings({
    mutation: {
      onSuccess: async (updated) => {
        setRate(updated.defaultCommissionRate);
        toast({ variant: 'success', title: 'Success', description: 'Commission settings updated' });
        await userUpdated(updated);
      },
      onError: (error) => {
        setRateError(apiFieldErrors(error, ['defaultCommissionRate'] as const).defaultCommissionRate);
        toast({ title: 'Error', description: 'Failed to update commission settings', variant: 'destructive' });
      },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ data: { defaultCommissionRate: rate.trim() } });
  };

  return (
    <Stack spacing={3}>
      <Card>
        <CardHeader
          title="Commission Settings"
          subheader="Your default rate for the events you organise, in percent. The rate charged on your own sales is set by the platform's administrators."
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={2.5} sx={{ maxWidth: 360 }}>
              <TextField
                label="Default Commission Rate (%)"
                type="number"
                value={rate}
                onChange={(event) => {
                  setRate(event.target.value);
                  setRateError(undefined);
                }}
                placeholder="5.00"
                error={Boolean(rateError)}
                helperText={rateError ?? COMMISSION_HINT}
                slotProps={{ htmlInput: { step: 0.01, min: 0, max: 100, inputMode: 'decimal' } }}
              />
              <div>
                <Button type="submit" variant="contained" disabled={update.isPending}>
                  {update.isPending ? 'Saving...' : 'Save Settings'}
                </Button>
              </div>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        <Alert severity="info" role="note" icon={<PaymentsOutlined />}>
          <AlertTitle>L$ Integration</AlertTitle>
          Buyers pay your in-world vendors in Linden dollars (L$) with Second Life's own payment system. Each sale is recorded here with its commission; the
          platform never holds your L$.
        </Alert>
        <Alert severity="info" role="note" icon={<AccountBalanceOutlined />}>
          <AlertTitle>USD Payout Integration</AlertTitle>
          To turn L$ into US dollars, sell them on the LindeX and withdraw through the payout account connected to your Second Life account by Linden Lab's
          official process. Payouts are handled there, not on this platform.
        </Alert>
      </Box>
    </Stack>
  );
}

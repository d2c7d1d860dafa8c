import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { useUpdateCommissionSettings } from '../../api/generated/endpoints/settings/settings';
import type { UserDto } from '../../api/generated/model';
import { useToast } from '../../ui/toast/toast-context';
import { apiFieldErrors } from './form-errors';
import { NumberSettingCard } from './NumberSettingCard';
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

  return (
    <Stack spacing={3}>
      <NumberSettingCard
        title="Commission Settings"
        subheader="Your default rate for the events you organise, in percent. The rate charged on your own sales is set by the platform's administrators."
        label="Default Commission Rate (%)"
        value={rate}
        onChange={(value) => {
          setRate(value);
          setRateError(undefined);
        }}
        placeholder="5.00"
        error={rateError}
        hint={COMMISSION_HINT}
        input={{ step: 0.01, min: 0, max: 100, inputMode: 'decimal' }}
        saveLabel="Save Settings"
        saving={update.isPending}
        onSave={() => update.mutate({ data: { defaultCommissionRate: rate.trim() } })}
      />
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

import { useState } from 'react';

import { useUpdateDeliverySettings } from '../../api/generated/endpoints/settings/settings';
import type { UserDto } from '../../api/generated/model';
import { useToast } from '../../ui/toast/toast-context';
import { apiFieldErrors } from './form-errors';
import { NumberSettingCard } from './NumberSettingCard';
import { useUserUpdated } from './use-user-update';

export const SALE_DELIVERY_HINT = "When a sale's item waits longer for a delivery box, you are alerted (bell and e-mail)";

export interface SaleDeliveryCardProps {
  user: UserDto | null;
}

/** How long a sale delivered by a box may wait before the merchant is alerted (docs/decisions/0090-central-delivery.md). */
export function SaleDeliveryCard({ user }: SaleDeliveryCardProps) {
  const { toast } = useToast();
  const userUpdated = useUserUpdated();
  const [minutes, setMinutes] = useState(String(user?.saleDeliveryAlertMinutes ?? 10));
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateDeliverySettings({
    mutation: {
      onSuccess: async (updated) => {
        setMinutes(String(updated.saleDeliveryAlertMinutes));
        toast({ variant: 'success', title: 'Success', description: 'Sale delivery alert updated' });
        await userUpdated(updated);
      },
      onError: (failure) => {
        setError(apiFieldErrors(failure, ['saleDeliveryAlertMinutes'] as const).saleDeliveryAlertMinutes);
        toast({ title: 'Error', description: 'Failed to update the sale delivery alert', variant: 'destructive' });
      },
    },
  });

  return (
    <NumberSettingCard
      title="Sale Deliveries"
      subheader="Sales your vendors do not hold the item for are delivered by a delivery box"
      label="Alert after (minutes)"
      value={minutes}
      onChange={(value) => {
        setMinutes(value);
        setError(undefined);
      }}
      error={error}
      hint={SALE_DELIVERY_HINT}
      input={{ step: 1, min: 1, max: 1440, inputMode: 'numeric' }}
      saveLabel="Save Alert"
      saving={update.isPending}
      // Sent as typed: the API says what is wrong with anything but a whole number of minutes (an empty field is null).
      onSave={() => update.mutate({ data: { saleDeliveryAlertMinutes: minutes.trim() === '' ? Number.NaN : Number(minutes) } })}
    />
  );
}

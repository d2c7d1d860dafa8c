import { useState } from 'react';

import { useUpdateAlertSettings, useUpdateDeliverySettings } from '../../api/generated/endpoints/settings/settings';
import type { UserDto } from '../../api/generated/model';
import { useToast } from '../../ui/toast/toast-context';
import { apiFieldErrors } from './form-errors';
import { NumberSettingCard } from './NumberSettingCard';
import { useUserUpdated } from './use-user-update';

export const SALE_DELIVERY_HINT = "When a sale's item waits longer for a delivery box, you are alerted (bell and e-mail)";
export const OFFLINE_ALERT_HINT =
  'When a vendor, box or terminal sends no heartbeat for longer, you are told it is offline (11 at the least: two missed heartbeats)';

type MinutesField = 'saleDeliveryAlertMinutes' | 'offlineAlertMinutes';

export interface SaleDeliveryCardProps {
  user: UserDto | null;
}

/** The field's value as typed, its message, and what a save answered (the user, or the API's message under the field). */
function useMinutesField(field: MinutesField, initial: number, toasts: { saved: string; failed: string }) {
  const { toast } = useToast();
  const userUpdated = useUserUpdated();
  const [minutes, setMinutes] = useState(String(initial));
  const [error, setError] = useState<string | undefined>();
  const callbacks = {
    onSuccess: async (updated: UserDto) => {
      setMinutes(String(updated[field]));
      toast({ variant: 'success', title: 'Success', description: toasts.saved });
      await userUpdated(updated);
    },
    onError: (failure: unknown) => {
      setError(apiFieldErrors(failure, [field] as const)[field]);
      toast({ title: 'Error', description: toasts.failed, variant: 'destructive' });
    },
  };
  const change = (value: string) => {
    setMinutes(value);
    setError(undefined);
  };
  // Sent as typed: the API says what is wrong with anything but a whole number of minutes (an empty field is null).
  const typed = () => (minutes.trim() === '' ? Number.NaN : Number(minutes));
  return { minutes, error, change, callbacks, typed };
}

/** How long a sale delivered by a box may wait before the merchant is alerted (docs/decisions/0090-central-delivery.md). */
export function SaleDeliveryCard({ user }: SaleDeliveryCardProps) {
  const field = useMinutesField('saleDeliveryAlertMinutes', user?.saleDeliveryAlertMinutes ?? 10, {
    saved: 'Sale delivery alert updated',
    failed: 'Failed to update the sale delivery alert',
  });
  const update = useUpdateDeliverySettings({ mutation: field.callbacks });
  return (
    <NumberSettingCard
      title="Sale Deliveries"
      subheader="Sales your vendors do not hold the item for are delivered by a delivery box"
      label="Alert after (minutes)"
      value={field.minutes}
      onChange={field.change}
      error={field.error}
      hint={SALE_DELIVERY_HINT}
      input={{ step: 1, min: 1, max: 1440, inputMode: 'numeric' }}
      saveLabel="Save Alert"
      saving={update.isPending}
      onSave={() => update.mutate({ data: { saleDeliveryAlertMinutes: field.typed() } })}
    />
  );
}

/** How long an object may go without a heartbeat before the merchant is told it is offline (docs/decisions/0104-signed-webhooks.md). */
export function OfflineAlertCard({ user }: SaleDeliveryCardProps) {
  const field = useMinutesField('offlineAlertMinutes', user?.offlineAlertMinutes ?? 11, {
    saved: 'Offline alert updated',
    failed: 'Failed to update the offline alert',
  });
  const update = useUpdateAlertSettings({ mutation: field.callbacks });
  return (
    <NumberSettingCard
      title="Offline Objects"
      subheader="Your vendors, delivery boxes and terminals send a heartbeat every 5 minutes"
      label="Offline after (minutes)"
      value={field.minutes}
      onChange={field.change}
      error={field.error}
      hint={OFFLINE_ALERT_HINT}
      input={{ step: 1, min: 11, max: 1440, inputMode: 'numeric' }}
      saveLabel="Save Offline Alert"
      saving={update.isPending}
      onSave={() => update.mutate({ data: { offlineAlertMinutes: field.typed() } })}
    />
  );
}

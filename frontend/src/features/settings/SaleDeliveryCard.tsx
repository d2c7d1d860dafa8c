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

/** One alert's minutes: what the card says, its limits, and the request that saves it. */
interface MinutesSetting {
  field: MinutesField;
  fallback: number;
  title: string;
  subheader: string;
  label: string;
  hint: string;
  least: number;
  saveLabel: string;
  saved: string;
  failed: string;
  useUpdate: typeof useUpdateDeliverySettings | typeof useUpdateAlertSettings;
}

/** A number of minutes the merchant sets, saved as typed: the API says what is wrong with anything but whole minutes. */
function MinutesSettingCard({ user, setting }: SaleDeliveryCardProps & { setting: MinutesSetting }) {
  const { toast } = useToast();
  const userUpdated = useUserUpdated();
  const [minutes, setMinutes] = useState(String(user?.[setting.field] ?? setting.fallback));
  const [error, setError] = useState<string | undefined>();
  const update = setting.useUpdate({
    mutation: {
      onSuccess: async (updated: UserDto) => {
        setMinutes(String(updated[setting.field]));
        toast({ variant: 'success', title: 'Success', description: setting.saved });
        await userUpdated(updated);
      },
      onError: (failure: unknown) => {
        setError(apiFieldErrors(failure, [setting.field] as const)[setting.field]);
        toast({ title: 'Error', description: setting.failed, variant: 'destructive' });
      },
    },
  });
  return (
    <NumberSettingCard
      title={setting.title}
      subheader={setting.subheader}
      label={setting.label}
      value={minutes}
      onChange={(value) => {
        setMinutes(value);
        setError(undefined);
      }}
      error={error}
      hint={setting.hint}
      input={{ step: 1, min: setting.least, max: 1440, inputMode: 'numeric' }}
      saveLabel={setting.saveLabel}
      saving={update.isPending}
      // An empty field is sent as null, which the API refuses with its message.
      onSave={() => update.mutate({ data: { [setting.field]: minutes.trim() === '' ? Number.NaN : Number(minutes) } } as never)}
    />
  );
}

const SALE_DELIVERY: MinutesSetting = {
  field: 'saleDeliveryAlertMinutes',
  fallback: 10,
  title: 'Sale Deliveries',
  subheader: 'Sales your vendors do not hold the item for are delivered by a delivery box',
  label: 'Alert after (minutes)',
  hint: SALE_DELIVERY_HINT,
  least: 1,
  saveLabel: 'Save Alert',
  saved: 'Sale delivery alert updated',
  failed: 'Failed to update the sale delivery alert',
  useUpdate: useUpdateDeliverySettings,
};

const OFFLINE_ALERT: MinutesSetting = {
  field: 'offlineAlertMinutes',
  fallback: 11,
  title: 'Offline Objects',
  subheader: 'Your vendors, delivery boxes and terminals send a heartbeat every 5 minutes',
  label: 'Offline after (minutes)',
  hint: OFFLINE_ALERT_HINT,
  least: 11,
  saveLabel: 'Save Offline Alert',
  saved: 'Offline alert updated',
  failed: 'Failed to update the offline alert',
  useUpdate: useUpdateAlertSettings,
};

/** How long a sale delivered by a box may wait before the merchant is alerted (docs/decisions/0090-central-delivery.md). */
export function SaleDeliveryCard({ user }: SaleDeliveryCardProps) {
  return <MinutesSettingCard user={user} setting={SALE_DELIVERY} />;
}

/** How long an object may go without a heartbeat before the merchant is told it is offline (docs/decisions/0104-signed-webhooks.md). */
export function OfflineAlertCard({ user }: SaleDeliveryCardProps) {
  return <MinutesSettingCard user={user} setting={OFFLINE_ALERT} />;
}

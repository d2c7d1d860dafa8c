import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useId, useState } from 'react';

import { useUpdateNotificationSettings } from '../../api/generated/endpoints/settings/settings';
import type { UpdateNotificationSettingsDto, UserDto } from '../../api/generated/model';
import { useToast } from '../../ui/toast/toast-context';
import { OfflineAlertCard, SaleDeliveryCard } from './SaleDeliveryCard';
import { useUserUpdated } from './use-user-update';

type NotificationPreferences = Required<UpdateNotificationSettingsDto>;
type PreferenceName = keyof NotificationPreferences;

const PREFERENCES: { name: PreferenceName; label: string; description: string }[] = [
  { name: 'emailTransactions', label: 'Transaction e-mails', description: "One e-mail a day with the day's sales, milestones, refunds and price mismatches" },
  { name: 'emailRedeliveries', label: 'Redelivery e-mails', description: 'An e-mail when a buyer asks for a redelivery or a delivery box fails one' },
  {
    name: 'emailEvents',
    label: 'Event e-mails',
    description: 'An e-mail when a product runs low or sells out, an in-world object goes offline, or an API key is created or revoked',
  },
  {
    name: 'inWorldNotifications',
    label: 'In-world notifications',
    description: 'Your notifications as instant messages from your delivery box in Second Life',
  },
];

function preferencesOf(user: UserDto | null): NotificationPreferences {
  // The product's defaults (docs/product.md, 3.17) while the user record is missing: true, true, false, true.
  return {
    emailTransactions: user?.emailTransactions ?? true,
    emailRedeliveries: user?.emailRedeliveries ?? true,
    emailEvents: user?.emailEvents ?? false,
    inWorldNotifications: user?.inWorldNotifications ?? true,
  };
}

interface PreferenceRowProps {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

function PreferenceRow({ label, description, checked, onChange }: PreferenceRowProps) {
  const labelId = useId();
  return (
    <ListItem
      divider
      sx={{ px: 0 }}
      secondaryAction={
        <Switch edge="end" checked={checked} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-labelledby': labelId } }} />
      }
    >
      <ListItemText id={labelId} primary={label} secondary={description} sx={{ pr: 6 }} />
    </ListItem>
  );
}

export interface NotificationsTabProps {
  user: UserDto | null;
}

export function NotificationsTab({ user }: NotificationsTabProps) {
  const { toast } = useToast();
  const userUpdated = useUserUpdated();
  const [preferences, setPreferences] = useState(() => preferencesOf(user));
  const update = useUpdateNotificationSettings({
    mutation: {
      onSuccess: async (updated) => {
        toast({ variant: 'success', title: 'Success', description: 'Notification preferences updated' });
        await userUpdated(updated);
      },
      onError: () => toast({ title: 'Error', description: 'Failed to update notification preferences', variant: 'destructive' }),
    },
  });

  return (
    <Stack spacing={3}>
      <Card>
        <CardHeader
          title="Notification Preferences"
          subheader="Choose how you hear about sales, redeliveries and events"
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <List disablePadding sx={{ mb: 3, maxWidth: 720 }}>
            {PREFERENCES.map((preference) => (
              <PreferenceRow
                key={preference.name}
                label={preference.label}
                description={preference.description}
                checked={preferences[preference.name]}
                onChange={(checked) => setPreferences((current) => ({ ...current, [preference.name]: checked }))}
              />
            ))}
          </List>
          <Button variant="contained" disabled={update.isPending} onClick={() => update.mutate({ data: preferences })}>
            {update.isPending ? 'Saving...' : 'Save Preferences'}
          </Button>
        </CardContent>
      </Card>
      <SaleDeliveryCard user={user} />
      <OfflineAlertCard user={user} />
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';

import { useAuth } from '../../auth/auth-context';
import { PageHeader } from '../../ui/PageHeader';
import { ApiTab } from './ApiTab';
import { DataTab } from './DataTab';
import { MarketplaceTab } from './MarketplaceTab';
import { NotificationsTab } from './NotificationsTab';
import { PaymentTab } from './PaymentTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { WebhooksTab } from './WebhooksTab';

const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'payment', label: 'Payment' },
  { value: 'security', label: 'Security' },
  { value: 'api', label: 'API' },
  { value: 'webhooks', label: 'Webhooks' },
  { value: 'marketplace', label: 'Marketplace' },
  { value: 'data', label: 'Data' },
] as const;

export type SettingsTab = (typeof TABS)[number]['value'];

function isSettingsTab(value: string | null): value is SettingsTab {
  return TABS.some((tab) => tab.value === value);
}

/** Eight tabs, Profile by default; the open tab is kept in the URL (?tab=api) so it survives a reload and can be linked to. */
export function SettingsPage() {
  const { user, mode } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current: SettingsTab = isSettingsTab(requested) ? requested : 'profile';

  const select = (tab: SettingsTab) => setSearchParams(tab === 'profile' ? {} : { tab }, { replace: true });

  return (
    <>
      <PageHeader title="Settings" subtitle="Manage your account, notifications, payments, API access, webhooks and Marketplace sales" />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current}
          onChange={(_event, tab: SettingsTab) => select(tab)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Settings sections"
        >
          {TABS.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={tab.label} id={`settings-tab-${tab.value}`} aria-controls="settings-panel" />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${current}`}>
        {current === 'profile' ? <ProfileTab key={user?.id} user={user} authMode={mode} /> : null}
        {current === 'notifications' ? <NotificationsTab key={user?.id} user={user} /> : null}
        {current === 'payment' ? <PaymentTab key={user?.id} user={user} /> : null}
        {current === 'security' ? <SecurityTab /> : null}
        {current === 'api' ? <ApiTab /> : null}
        {current === 'webhooks' ? <WebhooksTab /> : null}
        {current === 'marketplace' ? <MarketplaceTab /> : null}
        {current === 'data' ? <DataTab /> : null}
      </Box>
    </>
  );
}

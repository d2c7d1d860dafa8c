import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';

import { PageHeader } from '../../ui/PageHeader';
import { CommissionBalancesCard } from './commissions/CommissionBalancesCard';
import { CommissionCollectionSetting } from './commissions/CommissionCollectionSetting';
import { ConfigureCommissionTab } from './commissions/ConfigureCommissionTab';
import { CurrentSettingsTab } from './commissions/CurrentSettingsTab';
import { MarketplaceCommissionSetting } from './commissions/MarketplaceCommissionSetting';

type CommissionTab = 'configure' | 'current' | 'balances';

/** docs/product.md, 3.20: Commission Management at `/admin/commissions`: the Marketplace switch, commission collection, then the tabs Configure, Current Settings and Balances. */
export function CommissionManagementPage() {
  const [tab, setTab] = useState<CommissionTab>('configure');

  return (
    <>
      <PageHeader title="Commission Management" subtitle="Set the platform's commission rates and volume discounts" />
      <MarketplaceCommissionSetting />
      <CommissionCollectionSetting />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_event, next: CommissionTab) => setTab(next)} aria-label="Commission sections">
          <Tab value="configure" label="Configure" id="commission-tab-configure" aria-controls="commission-panel-configure" />
          <Tab value="current" label="Current Settings" id="commission-tab-current" aria-controls="commission-panel-current" />
          <Tab value="balances" label="Balances" id="commission-tab-balances" aria-controls="commission-panel-balances" />
        </Tabs>
      </Box>
      {/* The Configure panel stays mounted so a half-filled form survives a look at Current Settings. */}
      <div role="tabpanel" id="commission-panel-configure" aria-labelledby="commission-tab-configure" hidden={tab !== 'configure'}>
        <ConfigureCommissionTab />
      </div>
      <div role="tabpanel" id="commission-panel-current" aria-labelledby="commission-tab-current" hidden={tab !== 'current'}>
        {tab === 'current' ? <CurrentSettingsTab /> : null}
      </div>
      <div role="tabpanel" id="commission-panel-balances" aria-labelledby="commission-tab-balances" hidden={tab !== 'balances'}>
        {tab === 'balances' ? <CommissionBalancesCard /> : null}
      </div>
    </>
  );
}

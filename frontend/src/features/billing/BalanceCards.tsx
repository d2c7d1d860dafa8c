import Grid from '@mui/material/Grid';

import type { BillingBalanceDto } from '../../api/generated/model';
import { formatLindens, roundedLindens } from '../../ui/format-money';
import { sltDateLabel } from '../../ui/slt-format';
import { StatCard } from '../../ui/StatCard';

export interface BalanceCardsProps {
  balance: BillingBalanceDto;
}

/** Commission owed, collected and outstanding (or a credit), each exact on hover. */
export function BalanceCards({ balance }: BalanceCardsProps) {
  const owed = roundedLindens(balance.owed);
  const outstanding = roundedLindens(balance.outstanding);
  const credit = balance.outstanding.startsWith('-');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <StatCard title="Commission owed" value={owed.rounded} exactValue={owed.exact} change="On every sale that stands (refunds credited back)" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <StatCard
          title="Collected"
          value={formatLindens(balance.collected)}
          change={balance.lastPayment ? `Last paid ${sltDateLabel(balance.lastPayment.at)}: ${formatLindens(balance.lastPayment.amount)}` : 'No payment yet'}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <StatCard
          title={credit ? 'Credit' : 'Outstanding'}
          value={credit ? roundedLindens(balance.outstanding.slice(1)).rounded : outstanding.rounded}
          exactValue={credit ? roundedLindens(balance.outstanding.slice(1)).exact : outstanding.exact}
          change={
            credit
              ? 'Covers the commission of your next sales'
              : `${formatLindens(balance.dueNow)} at your vendors' next payment; the fraction waits for the one after`
          }
          changeType={credit ? 'positive' : 'neutral'}
        />
      </Grid>
    </Grid>
  );
}

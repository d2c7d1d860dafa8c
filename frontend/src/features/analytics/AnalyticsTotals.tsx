import Grid from '@mui/material/Grid';

import type { AnalyticsTotalsDto } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';
import { StatCard } from '../../ui/StatCard';

export interface AnalyticsTotalsProps {
  totals: AnalyticsTotalsDto;
  /** 'Mar 1 – Mar 20 (SLT)', under each figure. */
  rangeText: string;
}

/** The range's totals: revenue, commission (exact, 2 decimals), number of sales and, on the platform's view, new merchants. */
export function AnalyticsTotals({ totals, rangeText }: AnalyticsTotalsProps) {
  const cards = [
    { title: 'Revenue', value: formatLindens(totals.revenue) },
    { title: 'Commission', value: formatLindens(totals.commission, 2) },
    { title: 'Sales', value: totals.sales.toLocaleString('en-US') },
    ...(totals.newMerchants === null ? [] : [{ title: 'New merchants', value: totals.newMerchants.toLocaleString('en-US') }]),
  ];
  return (
    <Grid container spacing={3} component="section" aria-label="Totals" sx={{ mb: 3 }}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 12 / cards.length }}>
          <StatCard title={card.title} value={card.value} change={rangeText} />
        </Grid>
      ))}
    </Grid>
  );
}

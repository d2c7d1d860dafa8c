import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import type { AnalyticsBreakdownRowDto, AnalyticsDto } from '../../api/generated/model';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { sltDayLabel } from '../../ui/slt-time';
import { analyticsParams, type AnalyticsSelection, periodSpan, selectionFromSearchParams, spansYears, withSelection } from './analytics-range';
import { AnalyticsRangeBar } from './AnalyticsRangeBar';
import { AnalyticsSeriesCharts } from './AnalyticsSeriesCharts';
import { AnalyticsTotals } from './AnalyticsTotals';
import { BreakdownCard } from './BreakdownCard';
import { CustomerCohortsCard } from './CustomerCohortsCard';
import { DemoConversionCard } from './DemoConversionCard';
import { type AnalyticsScope, useAnalytics } from './use-analytics';

export interface AnalyticsViewProps {
  scope: AnalyticsScope;
}

/** Rows of each top list. */
const TOP_ROWS = 10;

const HEADINGS: Record<AnalyticsScope, { title: string; subtitle: string }> = {
  own: { title: 'Analytics', subtitle: 'Your completed sales by SLT day, week or month, and what sold best' },
  platform: { title: 'Platform Analytics', subtitle: 'Revenue, commission, sales and new merchants across the platform, in SLT' },
};

const merchantLink = (row: AnalyticsBreakdownRowDto) => (row.id ? `/admin/users/${encodeURIComponent(row.id)}` : null);

/**
 * `/analytics` (the user's own sales) and `/admin/analytics` (the platform's): totals, charts per period and top lists,
 * for a range kept in the page address.
 */
export function AnalyticsView({ scope }: AnalyticsViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = sltDayLabel(new Date());
  const addressKey = searchParams.toString();
  const selection = useMemo(() => selectionFromSearchParams(new URLSearchParams(addressKey), today), [addressKey, today]);
  const analytics = useAnalytics(scope, analyticsParams(selection, TOP_ROWS));
  const onChange = useCallback((next: AnalyticsSelection) => setSearchParams((params) => withSelection(params, next), { replace: true }), [setSearchParams]);
  const heading = HEADINGS[scope];

  let content;
  if (analytics.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void analytics.refetch()}>
            Retry
          </Button>
        }
      >
        {`Failed to fetch the analytics: ${analytics.error.message}`}
      </Alert>
    );
  } else if (!analytics.data) {
    content = <AnalyticsSkeleton />;
  } else {
    content = <AnalyticsContent data={analytics.data} platform={scope === 'platform'} />;
  }

  return (
    <>
      <PageHeader title={heading.title} subtitle={heading.subtitle} />
      <AnalyticsRangeBar selection={selection} today={today} onChange={onChange} />
      {analytics.isFetching && analytics.data ? <LinearProgress aria-label="Loading the analytics" sx={{ mb: 2 }} /> : null}
      {content}
      {scope === 'own' ? (
        <Grid container spacing={3} sx={{ mt: 3 }}>
          <Grid size={12}>
            <CustomerCohortsCard />
          </Grid>
        </Grid>
      ) : null}
    </>
  );
}

function AnalyticsContent({ data, platform }: { data: AnalyticsDto; platform: boolean }) {
  const rangeText = `${periodSpan(data.from, data.to, spansYears(data.from, data.to))} (SLT)`;
  if (data.totals.sales === 0 && (data.totals.newMerchants ?? 0) === 0 && data.demoConversion.length === 0) {
    return (
      <EmptyState
        icon={<InsightsOutlined />}
        title="No sales in this range"
        description={`Completed sales from ${rangeText} will show here. Try a longer range.`}
      />
    );
  }
  const { breakdowns } = data;
  return (
    <>
      <AnalyticsTotals totals={data.totals} rangeText={rangeText} />
      <AnalyticsSeriesCharts data={data} platform={platform} />
      <Grid container spacing={3}>
        {breakdowns.merchants ? (
          <Grid size={{ xs: 12, lg: 6 }}>
            <BreakdownCard title="Top merchants" itemLabel="Merchant" rows={breakdowns.merchants} linkTo={merchantLink} />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, lg: 6 }}>
          <BreakdownCard title="Top vendors" itemLabel="Vendor" rows={breakdowns.vendors} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <BreakdownCard title="Top products" itemLabel="Product" rows={breakdowns.products} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <BreakdownCard title="Events" itemLabel="Event" rows={breakdowns.events} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <BreakdownCard title="Regions" itemLabel="Region" rows={breakdowns.regions} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DemoConversionCard rows={data.demoConversion} />
        </Grid>
      </Grid>
    </>
  );
}

function AnalyticsSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label="Loading the analytics">
      <Grid container spacing={3}>
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={{ xs: 12, sm: 4 }}>
            <Skeleton variant="rounded" height={104} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { useAuth } from '../../auth/auth-context';
import { PageHeader } from '../../ui/PageHeader';
import { CurrentEventCard } from './CurrentEventCard';
import { DEFAULT_SALES_RANGE, type SalesRange } from './dashboard-models';
import { DashboardStats } from './DashboardStats';
import { LslStatusCard } from './LslStatusCard';
import { PriceMismatchAlert } from './PriceMismatchAlert';
import { QuickActions } from './QuickActions';
import { RecentTransactionsCard } from './RecentTransactionsCard';
import { SalesOverviewCard } from './SalesOverviewCard';
import { SoldOutAlert } from './SoldOutAlert';
import { TopProductsCard } from './TopProductsCard';
import { LSL_STATUS_POLL_MS, useDashboardData } from './use-dashboard-data';
import { useNow } from './use-now';

export function DashboardPage() {
  const [range, setRange] = useState<SalesRange>(DEFAULT_SALES_RANGE);
  const data = useDashboardData(range);
  const now = useNow(LSL_STATUS_POLL_MS);
  const { isAdmin, userId } = useAuth();

  return (
    <Stack spacing={3}>
      <PageHeader title="Dashboard" subtitle="Welcome back! Here's what's happening with your vendors today." />
      {data.statsError ? <Alert severity="error">Could not load the statistics: {data.statsError}</Alert> : null}
      {isAdmin ? (
        <Alert severity="info">
          Your own vendors&apos; figures. Platform-wide figures are on the{' '}
          <Link component={RouterLink} to="/admin">
            Admin Dashboard
          </Link>
          .
        </Alert>
      ) : null}
      <SoldOutAlert userId={userId} />
      <PriceMismatchAlert count={data.priceMismatches} />
      <DashboardStats stats={data.stats} changes={data.changes} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <SalesOverviewCard range={range} onRangeChange={setRange} sales={data.sales} error={data.salesError} setup={data.setup} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <TopProductsCard products={data.topProducts} error={data.topProductsError} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <RecentTransactionsCard transactions={data.recentTransactions} error={data.recentTransactionsError} now={now} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <LslStatusCard endpoint={data.apiEndpoint} status={data.lslStatus} script={data.vendorScript} scriptBaseUrl={data.scriptBaseUrl} now={now} />
        </Grid>
        {/* Shown while it loads too: a card appearing late would move the quick actions under the pointer. */}
        <Grid size={12}>
          <CurrentEventCard event={data.currentEvent} error={data.currentEventError} />
        </Grid>
      </Grid>
      <QuickActions />
    </Stack>
  );
}

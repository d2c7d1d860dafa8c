import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

import { useGetPlatformStats } from '../../../api/generated/endpoints/admin/admin';
import type { PlatformStatsDto } from '../../../api/generated/model';
import { formatLindens, roundedLindens } from '../../../ui/format-money';
import { StatCard, type StatCardProps } from '../../../ui/StatCard';
import { averageRateChange, revenueGrowthChange, transactionsTodayChange } from './platform-stats-text';

const CARD_SIZE = { xs: 12, sm: 6, lg: 3 } as const;

function statCards(stats: PlatformStatsDto): StatCardProps[] {
  const growth = revenueGrowthChange(stats.revenueGrowth);
  const averageRate = averageRateChange(stats.avgCommissionRate);
  const commission = roundedLindens(stats.totalCommission);
  return [
    { title: 'Total Revenue (30d)', value: formatLindens(stats.totalRevenue), change: growth.text, changeType: growth.type, icon: <PaidOutlined /> },
    {
      title: 'Active Vendors',
      value: stats.activeVendors.toLocaleString(),
      change: `of ${stats.totalVendors.toLocaleString()} registered`,
      icon: <StorefrontOutlined />,
    },
    {
      title: 'Total Transactions',
      value: stats.totalTransactions.toLocaleString(),
      change: transactionsTodayChange(stats.transactionsToday).text,
      icon: <ReceiptLongOutlined />,
    },
    {
      title: 'Commission Earned',
      value: commission.rounded,
      exactValue: commission.exact,
      change: averageRate.text,
      changeType: averageRate.type,
      icon: <PercentOutlined />,
    },
  ];
}

function StatCardSkeleton() {
  return (
    <Card aria-hidden>
      <CardContent>
        <Skeleton width="55%" />
        <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="70%" />
        <Skeleton width="45%" />
      </CardContent>
    </Card>
  );
}

/** Platform Administration's four figures (docs/product.md, 3.18): Total Revenue (30d), Active Vendors, Total Transactions, Commission Earned. */
export function PlatformStatCards() {
  const { data: stats, error, isPending } = useGetPlatformStats();

  if (error) return <Alert severity="error">{`Failed to fetch platform stats: ${error.message}`}</Alert>;

  return (
    <Grid container spacing={2} aria-busy={isPending} aria-label="Platform figures" component="section">
      {isPending
        ? [0, 1, 2, 3].map((index) => (
            <Grid key={index} size={CARD_SIZE}>
              <StatCardSkeleton />
            </Grid>
          ))
        : statCards(stats).map((card) => (
            <Grid key={card.title} size={CARD_SIZE}>
              <StatCard {...card} />
            </Grid>
          ))}
    </Grid>
  );
}

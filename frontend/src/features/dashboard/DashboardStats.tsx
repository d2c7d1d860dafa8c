import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

import { formatLindens, roundedLindens } from '../../ui/format-money';
import { StatCard } from '../../ui/StatCard';
import type { StatChange } from './stat-changes';

/** The stats call's answer; any figure may be missing and then shows as 0 (docs/product.md, 3.7). */
export interface DashboardStatsValues {
  totalSalesToday?: number | null;
  activeVendors?: number | null;
  /** L$ with 2 decimals, as a number or an exact decimal string. */
  commissionEarned?: number | string | null;
  eventVisitors?: number | null;
}

export interface DashboardStatsChanges {
  sales?: StatChange;
  vendors?: StatChange;
  commission?: StatChange;
  event?: StatChange;
}

export interface DashboardStatsProps {
  /** Undefined while loading: four placeholder cards show. */
  stats: DashboardStatsValues | undefined;
  changes: DashboardStatsChanges;
}

const CELL = { xs: 12, sm: 6, lg: 3 } as const;

export function DashboardStats({ stats, changes }: DashboardStatsProps) {
  if (!stats) {
    return (
      <Grid container spacing={3} role="status" aria-label="Loading statistics" aria-busy>
        {Array.from({ length: 4 }, (_, index) => (
          <Grid key={index} size={CELL}>
            <Card data-testid="stat-card-placeholder">
              <CardContent>
                <Skeleton variant="text" width="50%" />
                <Skeleton variant="text" width="70%" height={40} />
                <Skeleton variant="text" width="60%" />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  }

  const commission = roundedLindens(stats.commissionEarned ?? 0);
  const cards: { title: string; value: string; exactValue?: string; change?: StatChange; icon: ReactNode }[] = [
    {
      title: 'Total Sales Today',
      value: formatLindens(stats.totalSalesToday ?? 0),
      change: changes.sales,
      icon: <AttachMoneyOutlined />,
    },
    {
      title: 'Active Vendors',
      value: (stats.activeVendors ?? 0).toLocaleString(),
      change: changes.vendors,
      icon: <StorefrontOutlined />,
    },
    {
      title: 'Commission Earned',
      value: commission.rounded,
      exactValue: commission.exact,
      change: changes.commission,
      icon: <PercentOutlined />,
    },
    {
      title: 'Event Visitors',
      value: (stats.eventVisitors ?? 0).toLocaleString(),
      change: changes.event,
      icon: <GroupsOutlined />,
    },
  ];

  return (
    <Grid container spacing={3}>
      {cards.map((card) => (
        <Grid key={card.title} size={CELL} role="group" aria-label={card.title}>
          <StatCard
            title={card.title}
            value={card.value}
            exactValue={card.exactValue}
            change={card.change?.text}
            changeType={card.change?.type}
            icon={card.icon}
          />
        </Grid>
      ))}
    </Grid>
  );
}

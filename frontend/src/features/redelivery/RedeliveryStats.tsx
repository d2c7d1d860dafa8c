import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

import { useGetRedeliveryStats } from '../../api/generated/endpoints/redeliveries/redeliveries';
import { StatCard } from '../../ui/StatCard';
import { successRateLabel } from './redelivery-rules';

/** Pending Requests, Assigned to Boxes, Completed Today (SLT day) and Success Rate (last 30 days), from the stats endpoint. */
export function RedeliveryStats() {
  const stats = useGetRedeliveryStats();
  const value = (figure: string | number | undefined) => (stats.data ? figure : <Skeleton width={64} aria-label="Loading" />);

  return (
    <>
      {stats.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          Could not load the redelivery figures: {stats.error.message}
        </Alert>
      ) : null}
      <Box
        component="section"
        aria-label="Redelivery figures"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, mb: 3 }}
      >
        <StatCard
          title="Pending Requests"
          value={value(stats.data?.pending.toLocaleString())}
          change="Waiting for a delivery box"
          icon={<HourglassEmptyOutlined />}
        />
        <StatCard
          title="Assigned to Boxes"
          value={value(stats.data?.assigned.toLocaleString())}
          change="Handed to a delivery box, not yet delivered"
          icon={<Inventory2Outlined />}
        />
        <StatCard
          title="Completed Today"
          value={value(stats.data?.completedToday.toLocaleString())}
          change="Since midnight SLT"
          icon={<CheckCircleOutlineOutlined />}
        />
        <StatCard
          title="Success Rate"
          value={value(successRateLabel(stats.data?.successRate))}
          change="Completed of finished requests, last 30 days"
          icon={<TrendingUpOutlined />}
        />
      </Box>
    </>
  );
}

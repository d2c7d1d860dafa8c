import Stack from '@mui/material/Stack';

import { PageHeader } from '../../ui/PageHeader';
import { AdminLinkCards } from './dashboard/AdminLinkCards';
import { PlatformStatCards } from './dashboard/PlatformStatCards';
import { RecentActivityCard } from './dashboard/RecentActivityCard';

/** docs/product.md, 3.18: Platform Administration at `/admin`. */
export function AdminDashboardPage() {
  return (
    <>
      <PageHeader title="Platform Administration" subtitle="Platform-wide figures, users, vendors and commission settings" />
      <Stack spacing={3}>
        <PlatformStatCards />
        <AdminLinkCards />
        <RecentActivityCard />
      </Stack>
    </>
  );
}

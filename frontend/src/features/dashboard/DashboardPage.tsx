import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" subtitle="Welcome back! Here's what's happening with your vendors today." />;
}

import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function VendorsPage() {
  return <PlaceholderPage title="Vendors" subtitle="Manage your vendor locations and settings" />;
}

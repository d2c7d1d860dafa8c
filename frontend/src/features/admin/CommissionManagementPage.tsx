import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function CommissionManagementPage() {
  return <PlaceholderPage title="Commission Management" />;
}

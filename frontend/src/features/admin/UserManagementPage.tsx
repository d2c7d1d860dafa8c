import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function UserManagementPage() {
  return <PlaceholderPage title="User Management" />;
}

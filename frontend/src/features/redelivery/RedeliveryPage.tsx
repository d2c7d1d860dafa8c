import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function RedeliveryPage() {
  return <PlaceholderPage title="Redelivery System" />;
}

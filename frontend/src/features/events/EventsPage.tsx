import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function EventsPage() {
  return <PlaceholderPage title="Events" />;
}

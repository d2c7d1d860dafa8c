import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function LslIntegrationPage() {
  return <PlaceholderPage title="LSL Integration" />;
}

import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function ProductsPage() {
  return <PlaceholderPage title="Products" />;
}

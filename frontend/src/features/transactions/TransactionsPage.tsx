import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function TransactionsPage() {
  return <PlaceholderPage title="Transactions" />;
}

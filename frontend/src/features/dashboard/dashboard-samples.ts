import type { CurrentEvent, RecentTransaction, SalesPoint, TopProduct } from './dashboard-models';

// The product's sample figures (docs/product.md, 3.7), shown only while a merchant has no data of their own.

export const SAMPLE_SALES: SalesPoint[] = [
  { label: 'Mon', total: 12000 },
  { label: 'Tue', total: 19000 },
  { label: 'Wed', total: 15000 },
  { label: 'Thu', total: 25000 },
  { label: 'Fri', total: 32000 },
  { label: 'Sat', total: 28000 },
  { label: 'Sun', total: 48000 },
];

export const SAMPLE_TOP_PRODUCTS: TopProduct[] = [
  { key: 'sample-1', name: 'Designer Dress Collection', sold: 234, revenue: 46800 },
  { key: 'sample-2', name: 'Luxury Hair Bundle', sold: 189, revenue: 37800 },
  { key: 'sample-3', name: 'Mesh Body Applier', sold: 156, revenue: 23400 },
  { key: 'sample-4', name: 'Animated Pose Pack', sold: 98, revenue: 9800 },
];

export const SAMPLE_RECENT_TRANSACTIONS: RecentTransaction[] = [
  { key: 'sample-1', product: 'Designer Dress', buyer: 'Avalon Resident', amount: 250, status: 'completed', time: { text: '2 min ago' } },
  { key: 'sample-2', product: 'Luxury Hair', buyer: 'Marina Starlight', amount: 180, status: 'completed', time: { text: '5 min ago' } },
  { key: 'sample-3', product: 'Mesh Body', buyer: 'Kai Moonwhisper', amount: 420, status: 'pending', time: { text: '12 min ago' } },
  { key: 'sample-4', product: 'Pose Pack', buyer: 'Juniper Vale', amount: 95, status: 'completed', time: { text: '18 min ago' } },
];

export const SAMPLE_CURRENT_EVENT: CurrentEvent = {
  id: null,
  name: 'Uber Shopping Event',
  daysRunning: 23,
  vendorCount: 89,
  totalSales: 247000,
  uniqueVisitors: 12394,
};

import type { CurrentEvent, RecentTransaction, SalesPoint, Shown, TopProduct } from './dashboard-models';
import { SAMPLE_CURRENT_EVENT, SAMPLE_RECENT_TRANSACTIONS, SAMPLE_SALES, SAMPLE_TOP_PRODUCTS } from './dashboard-samples';

// A merchant without data of their own (a new account) sees the product's sample figures (docs/product.md, 3.7), marked as such.

const real = <T>(value: T): Shown<T> => ({ value, sample: false });
const sample = <T>(value: T): Shown<T> => ({ value, sample: true });

/** A range without a single sale shows the product's seven sample days. */
export function salesOrSample(points: SalesPoint[]): Shown<SalesPoint[]> {
  return points.some((point) => point.total !== 0) ? real(points) : sample(SAMPLE_SALES);
}

export function topProductsOrSample(products: TopProduct[]): Shown<TopProduct[]> {
  return products.length > 0 ? real(products) : sample(SAMPLE_TOP_PRODUCTS);
}

export function recentTransactionsOrSample(transactions: RecentTransaction[]): Shown<RecentTransaction[]> {
  return transactions.length > 0 ? real(transactions) : sample(SAMPLE_RECENT_TRANSACTIONS);
}

export function currentEventOrSample(event: CurrentEvent | null): Shown<CurrentEvent> {
  return event ? real(event) : sample(SAMPLE_CURRENT_EVENT);
}

import type { CurrentEvent, RecentTransaction, SalesPoint, Shown, TopProduct } from './dashboard-models';
import { SAMPLE_CURRENT_EVENT, SAMPLE_RECENT_TRANSACTIONS, SAMPLE_SALES, SAMPLE_TOP_PRODUCTS } from './dashboard-samples';

// A merchant without data of their own (a new account) sees the product's sample figures (docs/product.md, 3.7), marked as such.
// An admin never does: their dashboard shows their own figures, empty ones included (docs/decisions/0053-dashboard-page.md).

const real = <T>(value: T): Shown<T> => ({ value, sample: false });
const sample = <T>(value: T): Shown<T> => ({ value, sample: true });

/** A range without a single sale shows the product's seven sample days. */
export function salesOrSample(points: SalesPoint[], samples = true): Shown<SalesPoint[]> {
  return !samples || points.some((point) => point.total !== 0) ? real(points) : sample(SAMPLE_SALES);
}

export function topProductsOrSample(products: TopProduct[], samples = true): Shown<TopProduct[]> {
  return !samples || products.length > 0 ? real(products) : sample(SAMPLE_TOP_PRODUCTS);
}

export function recentTransactionsOrSample(transactions: RecentTransaction[], samples = true): Shown<RecentTransaction[]> {
  return !samples || transactions.length > 0 ? real(transactions) : sample(SAMPLE_RECENT_TRANSACTIONS);
}

/** Null when there is no event to show (no current event, and no sample for this user). */
export function currentEventOrSample(event: CurrentEvent | null, samples = true): Shown<CurrentEvent> | null {
  if (event) return real(event);
  return samples ? sample(SAMPLE_CURRENT_EVENT) : null;
}

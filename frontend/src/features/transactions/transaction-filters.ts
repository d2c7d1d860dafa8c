import type { GetTransactionsParams, GetTransactionsSortBy, GetTransactionsStatus } from '../../api/generated/model';
import { type InstantRange, type QuickRange, sltDayRange, sltQuickRange } from '../../ui/slt-time';

/** No date limit, one of the quick SLT ranges (fixed when chosen), or SLT days picked in the filter panel. */
export type DateFilter = { kind: 'any' } | ({ kind: QuickRange } & InstantRange) | { kind: 'custom'; fromDay: string; toDay: string };

export interface TransactionFilters {
  status: GetTransactionsStatus | '';
  vendorId: number | '';
  productId: number | '';
  dates: DateFilter;
  /** Only the sales flagged as a price mismatch (kept in the page's address: the dashboard links to it). */
  priceMismatch: boolean;
}

export const NO_FILTERS: TransactionFilters = { status: '', vendorId: '', productId: '', dates: { kind: 'any' }, priceMismatch: false };

/** The page address's parameter for the price-mismatch filter: /transactions?priceMismatch=true. */
export const PRICE_MISMATCH_PARAM = 'priceMismatch';

export const SORTABLE_FIELDS: readonly GetTransactionsSortBy[] = ['createdAt', 'amount', 'commission', 'id', 'status'];

export function quickDateFilter(kind: QuickRange, now: Date = new Date()): DateFilter {
  return { kind, ...sltQuickRange(kind, now) };
}

function instantsOf(dates: DateFilter): Partial<InstantRange> {
  switch (dates.kind) {
    case 'any':
      return {};
    case 'custom': {
      const range = sltDayRange(dates.fromDay, dates.toDay);
      // A From day after the To day matches nothing; the panel says so and the list ignores it.
      return range.from && range.to && range.from >= range.to ? {} : range;
    }
    default:
      return { from: dates.from, to: dates.to };
  }
}

/** The status, vendor, product, price-mismatch, date and search parts of a list or export request; empty ones are left out. */
export function filterParams(filters: TransactionFilters, search: string): GetTransactionsParams {
  const { from, to } = instantsOf(filters.dates);
  const q = search.trim();
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.vendorId !== '' ? { vendorId: filters.vendorId } : {}),
    ...(filters.productId !== '' ? { productId: filters.productId } : {}),
    ...(filters.priceMismatch ? { priceMismatch: 'true' as const } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(q ? { q } : {}),
  };
}

/** True when the panel's From day is after its To day. */
export function isBackwardsDateRange(dates: DateFilter): boolean {
  return dates.kind === 'custom' && dates.fromDay !== '' && dates.toDay !== '' && dates.fromDay > dates.toDay;
}

/** How many of the panel's filters are set (status, vendor, product, dates, price mismatch), for the Filter button's badge. */
export function countActiveFilters(filters: TransactionFilters): number {
  const { from, to } = instantsOf(filters.dates);
  return [filters.status !== '', filters.vendorId !== '', filters.productId !== '', Boolean(from ?? to), filters.priceMismatch].filter(Boolean).length;
}

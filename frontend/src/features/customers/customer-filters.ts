import type { GetCustomersParams, GetCustomersSortBy } from '../../api/generated/model';
import { pagingFromParams, withPagingParams } from '../../ui/url-paging';

/** The Customers list's search, filter, page and sort, as kept in the page address. */
export interface CustomerListState {
  search: string;
  repeatOnly: boolean;
  page: number;
  pageSize: number;
  sort: CustomerSort;
}

export interface CustomerSort {
  field: GetCustomersSortBy;
  sort: 'asc' | 'desc';
}

export const CUSTOMER_PAGE_SIZE_OPTIONS = [25, 50, 100];
export const DEFAULT_CUSTOMER_PAGE_SIZE = 25;
export const CUSTOMER_SORT_FIELDS: readonly GetCustomersSortBy[] = ['lastPurchaseAt', 'spent', 'purchases', 'firstPurchaseAt'];
/** Latest buyer first, as the API answers without a sort. */
export const DEFAULT_CUSTOMER_SORT: CustomerSort = { field: 'lastPurchaseAt', sort: 'desc' };

function isSortField(value: string | null): value is GetCustomersSortBy {
  return value !== null && (CUSTOMER_SORT_FIELDS as readonly string[]).includes(value);
}

/** The list's state from the address; unknown values fall back to the defaults. */
export function customerListFromParams(params: URLSearchParams): CustomerListState {
  const field = params.get('sort');
  return {
    search: params.get('q') ?? '',
    repeatOnly: params.get('repeat') === 'true',
    ...pagingFromParams(params, CUSTOMER_PAGE_SIZE_OPTIONS, DEFAULT_CUSTOMER_PAGE_SIZE),
    sort: isSortField(field) ? { field, sort: params.get('order') === 'asc' ? 'asc' : 'desc' } : DEFAULT_CUSTOMER_SORT,
  };
}

/** The address with this search and filter (blank ones left out), back on page 1. */
export function withCustomerFilters(params: URLSearchParams, change: { search?: string; repeatOnly?: boolean }): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.search !== undefined) {
    if (change.search.trim() === '') next.delete('q');
    else next.set('q', change.search);
  }
  if (change.repeatOnly !== undefined) {
    if (change.repeatOnly) next.set('repeat', 'true');
    else next.delete('repeat');
  }
  next.delete('page');
  return next;
}

export function withCustomerPaging(params: URLSearchParams, page: number, pageSize: number): URLSearchParams {
  return withPagingParams(params, page, pageSize, DEFAULT_CUSTOMER_PAGE_SIZE);
}

/** The address for this sort (null or a column the server cannot sort by: the default order), back on page 1. */
export function withCustomerSort(params: URLSearchParams, sort: { field: string; sort: 'asc' | 'desc' } | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (sort === null || !isSortField(sort.field) || (sort.field === DEFAULT_CUSTOMER_SORT.field && sort.sort === DEFAULT_CUSTOMER_SORT.sort)) {
    next.delete('sort');
    next.delete('order');
  } else {
    next.set('sort', sort.field);
    next.set('order', sort.sort);
  }
  return next;
}

/** The API's query for the list (the CSV takes the same without the page). */
export function customersQueryParams(state: CustomerListState): GetCustomersParams {
  const params: GetCustomersParams = { page: state.page, pageSize: state.pageSize, sortBy: state.sort.field, sortOrder: state.sort.sort };
  const search = state.search.trim();
  if (search !== '') params.q = search;
  if (state.repeatOnly) params.repeat = 'true';
  return params;
}

/** A buyer's page. */
export function customerPath(avatarKey: string): string {
  return `/customers/${encodeURIComponent(avatarKey)}`;
}

/** An exact share ('0.3333') as a percentage with one decimal ('33.3%'), by string arithmetic: no floating point. */
export function shareLabel(share: string): string {
  const [whole, fraction = ''] = share.split('.');
  const tenThousandths = Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4));
  // Tenths of a percent, rounded half up from ten-thousandths.
  const tenths = Math.floor((tenThousandths + 5) / 10);
  return `${Math.floor(tenths / 10)}.${tenths % 10}%`;
}

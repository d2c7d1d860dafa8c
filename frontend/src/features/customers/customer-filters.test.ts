import { describe, expect, it } from 'vitest';

import {
  customerListFromParams,
  customerPath,
  customersQueryParams,
  DEFAULT_CUSTOMER_SORT,
  shareLabel,
  withCustomerFilters,
  withCustomerPaging,
  withCustomerSort,
} from './customer-filters';

describe('customer list state in the address', () => {
  it('reads the defaults from an empty address', () => {
    expect(customerListFromParams(new URLSearchParams())).toEqual({ search: '', repeatOnly: false, page: 1, pageSize: 25, sort: DEFAULT_CUSTOMER_SORT });
  });

  it('reads search, repeat filter, page and sort, ignoring unknown values', () => {
    const state = customerListFromParams(new URLSearchParams('q=ava&repeat=true&page=3&pageSize=50&sort=spent&order=asc'));
    expect(state).toEqual({ search: 'ava', repeatOnly: true, page: 3, pageSize: 50, sort: { field: 'spent', sort: 'asc' } });
    expect(customerListFromParams(new URLSearchParams('repeat=yes&pageSize=7&sort=name')).sort).toEqual(DEFAULT_CUSTOMER_SORT);
    expect(customerListFromParams(new URLSearchParams('repeat=yes&pageSize=7')).pageSize).toBe(25);
  });

  it('goes back to page 1 when the search, the filter or the sort changes', () => {
    const params = new URLSearchParams('page=4&q=old');
    expect(withCustomerFilters(params, { search: 'new' }).toString()).toBe('q=new');
    expect(withCustomerFilters(params, { search: '  ' }).toString()).toBe('');
    expect(withCustomerFilters(params, { repeatOnly: true }).toString()).toBe('q=old&repeat=true');
    expect(withCustomerSort(params, { field: 'purchases', sort: 'desc' }).toString()).toBe('q=old&sort=purchases&order=desc');
    expect(withCustomerSort(new URLSearchParams('sort=spent&order=asc'), null).toString()).toBe('');
    expect(withCustomerSort(new URLSearchParams(), { field: 'name', sort: 'asc' }).toString()).toBe('');
    expect(withCustomerPaging(new URLSearchParams('q=a'), 2, 25).toString()).toBe('q=a&page=2');
  });

  it('builds the API query from the state', () => {
    expect(customersQueryParams({ search: ' ava ', repeatOnly: true, page: 2, pageSize: 50, sort: { field: 'spent', sort: 'asc' } })).toEqual({
      q: 'ava',
      repeat: 'true',
      page: 2,
      pageSize: 50,
      sortBy: 'spent',
      sortOrder: 'asc',
    });
    expect(customersQueryParams(customerListFromParams(new URLSearchParams()))).toEqual({ page: 1, pageSize: 25, sortBy: 'lastPurchaseAt', sortOrder: 'desc' });
  });

  it("links to a buyer's page", () => {
    expect(customerPath('a0000000-0000-4000-8000-00000000000a')).toBe('/customers/a0000000-0000-4000-8000-00000000000a');
  });
});

describe('shareLabel', () => {
  it('writes an exact share as a percentage with one decimal, rounded half up', () => {
    expect(shareLabel('0.3333')).toBe('33.3%');
    expect(shareLabel('0.6667')).toBe('66.7%');
    expect(shareLabel('0.1235')).toBe('12.4%');
    expect(shareLabel('1.0000')).toBe('100.0%');
    expect(shareLabel('0.0000')).toBe('0.0%');
    expect(shareLabel('0.0005')).toBe('0.1%');
  });
});

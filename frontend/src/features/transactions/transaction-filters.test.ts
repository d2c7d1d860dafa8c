import { describe, expect, it } from 'vitest';

import { countActiveFilters, filterParams, isBackwardsDateRange, NO_FILTERS, quickDateFilter } from './transaction-filters';

describe('transaction filters', () => {
  it('sends nothing when no filter is set and the search is blank', () => {
    expect(filterParams(NO_FILTERS, '   ')).toEqual({});
    expect(countActiveFilters(NO_FILTERS)).toBe(0);
  });

  it('sends status, vendor, product, trimmed search and the SLT instants of a quick range', () => {
    const dates = quickDateFilter('today', new Date('2026-01-16T03:00:00Z'));
    expect(filterParams({ status: 'refunded', vendorId: 7, productId: 31, dates, priceMismatch: false }, ' ava ')).toEqual({
      status: 'refunded',
      vendorId: 7,
      productId: 31,
      from: '2026-01-15T08:00:00.000Z',
      to: '2026-01-16T08:00:00.000Z',
      q: 'ava',
    });
    expect(countActiveFilters({ status: 'refunded', vendorId: 7, productId: 31, dates, priceMismatch: false })).toBe(4);
    expect(countActiveFilters({ ...NO_FILTERS, productId: 31 })).toBe(1);
  });

  it('sends the price-mismatch filter as priceMismatch=true and counts it', () => {
    expect(filterParams({ ...NO_FILTERS, priceMismatch: true }, '')).toEqual({ priceMismatch: 'true' });
    expect(countActiveFilters({ ...NO_FILTERS, priceMismatch: true })).toBe(1);
    expect(filterParams({ ...NO_FILTERS, priceMismatch: false }, '')).toEqual({});
  });

  it('turns picked days into whole SLT days, and sends one side alone', () => {
    expect(filterParams({ ...NO_FILTERS, dates: { kind: 'custom', fromDay: '2026-07-01', toDay: '2026-07-31' } }, '')).toEqual({
      from: '2026-07-01T07:00:00.000Z',
      to: '2026-08-01T07:00:00.000Z',
    });
    expect(filterParams({ ...NO_FILTERS, dates: { kind: 'custom', fromDay: '', toDay: '2026-07-31' } }, '')).toEqual({
      to: '2026-08-01T07:00:00.000Z',
    });
  });

  it('ignores a From day after the To day, which it reports as backwards', () => {
    const dates = { kind: 'custom', fromDay: '2026-07-31', toDay: '2026-07-01' } as const;
    expect(isBackwardsDateRange(dates)).toBe(true);
    expect(filterParams({ ...NO_FILTERS, dates }, '')).toEqual({});
    expect(countActiveFilters({ ...NO_FILTERS, dates })).toBe(0);
    expect(isBackwardsDateRange({ kind: 'custom', fromDay: '2026-07-01', toDay: '2026-07-01' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';

import { currentEventOrSample, recentTransactionsOrSample, salesOrSample, topProductsOrSample } from './dashboard-fallback';
import type { CurrentEvent, RecentTransaction, SalesPoint, TopProduct } from './dashboard-models';

const zeroWeek: SalesPoint[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((label) => ({ label, total: 0 }));

describe('sales chart fallback', () => {
  it('shows the sample week, marked as sample, when the range has no sales', () => {
    const shown = salesOrSample(zeroWeek);
    expect(shown.sample).toBe(true);
    expect(shown.value.map((point) => point.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(shown.value.map((point) => point.total)).toEqual([12000, 19000, 15000, 25000, 32000, 28000, 48000]);
  });

  it('shows the sample for an empty series too', () => {
    expect(salesOrSample([]).sample).toBe(true);
  });

  it('shows the real series as it came as soon as one day has sales, zero days included', () => {
    const week = zeroWeek.map((point, index) => (index === 6 ? { ...point, total: 250 } : point));
    expect(salesOrSample(week)).toEqual({ value: week, sample: false });
  });
});

describe('top products, recent transactions and current event fallbacks', () => {
  it('show four sample products, marked as sample, when nothing has sold', () => {
    const shown = topProductsOrSample([]);
    expect(shown.sample).toBe(true);
    expect(shown.value).toHaveLength(4);
    for (const product of shown.value) {
      expect(product.name).not.toBe('');
      expect(product.sold).toBeGreaterThan(0);
      expect(product.revenue).toBeGreaterThan(0);
    }
  });

  it('show the real products, even a single one', () => {
    const products: TopProduct[] = [{ key: '3', name: 'Red Dress', sold: 2, revenue: 500 }];
    expect(topProductsOrSample(products)).toEqual({ value: products, sample: false });
  });

  it('show four sample transactions with completed and pending rows when there are none', () => {
    const shown = recentTransactionsOrSample([]);
    expect(shown.sample).toBe(true);
    expect(shown.value).toHaveLength(4);
    expect(shown.value.map((row) => row.status)).toContain('pending');
    expect(shown.value.map((row) => row.status)).toContain('completed');
  });

  it('show the real transactions when there are any', () => {
    const rows: RecentTransaction[] = [
      { key: '9', product: 'Red Dress', buyer: 'Ann Resident', amount: 250, status: 'completed', time: { iso: '2026-11-22T10:00:00Z' } },
    ];
    expect(recentTransactionsOrSample(rows)).toEqual({ value: rows, sample: false });
  });

  it('show the sample Uber Shopping Event figures when no event is running', () => {
    expect(currentEventOrSample(null)).toEqual({
      sample: true,
      value: { id: null, name: 'Uber Shopping Event', daysRunning: 23, vendorCount: 89, totalSales: 247000, uniqueVisitors: 12394 },
    });
  });

  it('show the running event as it is', () => {
    const event: CurrentEvent = { id: 4, name: 'Winter Fair', daysRunning: 2, vendorCount: 1, totalSales: 0, uniqueVisitors: 0 };
    expect(currentEventOrSample(event)).toEqual({ value: event, sample: false });
  });
});

describe("without samples (an admin's own dashboard)", () => {
  it('shows the real, empty figures and no sample event', () => {
    expect(salesOrSample(zeroWeek, false)).toEqual({ value: zeroWeek, sample: false });
    expect(topProductsOrSample([], false)).toEqual({ value: [], sample: false });
    expect(recentTransactionsOrSample([], false)).toEqual({ value: [], sample: false });
    expect(currentEventOrSample(null, false)).toBeNull();
  });
});

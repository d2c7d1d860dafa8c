import { MAX_RANGE_DAYS, resolveAnalyticsRange } from './analytics-range';

const TODAY = '2026-03-10';

describe('resolveAnalyticsRange', () => {
  it('defaults to the last 30 SLT days by day, today included', () => {
    expect(resolveAnalyticsRange({}, TODAY)).toEqual({ from: '2026-02-09', to: '2026-03-10', interval: 'day' });
  });

  it('fills in the missing end: 30 days before `to`, or up to today after `from`', () => {
    expect(resolveAnalyticsRange({ to: '2026-01-31', interval: 'week' }, TODAY)).toEqual({ from: '2026-01-02', to: '2026-01-31', interval: 'week' });
    expect(resolveAnalyticsRange({ from: '2026-03-01' }, TODAY)).toEqual({ from: '2026-03-01', to: TODAY, interval: 'day' });
    // A future start alone is a one-day range rather than a backwards one.
    expect(resolveAnalyticsRange({ from: '2026-04-01' }, TODAY)).toEqual({ from: '2026-04-01', to: '2026-04-01', interval: 'day' });
  });

  it('accepts a one-day range and the longest range of each interval', () => {
    expect(resolveAnalyticsRange({ from: TODAY, to: TODAY }, TODAY)).toEqual({ from: TODAY, to: TODAY, interval: 'day' });
    // 2024-03-10 to 2026-03-10 is 731 days, both counted: the limit by day.
    expect(resolveAnalyticsRange({ from: '2024-03-10', to: '2026-03-10' }, TODAY)).toEqual({ from: '2024-03-10', to: '2026-03-10', interval: 'day' });
    expect(MAX_RANGE_DAYS).toEqual({ day: 731, week: 1827, month: 3653 });
  });

  it('refuses a range that ends before it starts, saying which days', () => {
    expect(resolveAnalyticsRange({ from: '2026-03-02', to: '2026-03-01' }, TODAY)).toEqual({
      problem: 'The range starts after it ends: from (2026-03-02) must be on or before to (2026-03-01).',
    });
  });

  it('refuses a range longer than its interval allows, suggesting a coarser interval', () => {
    expect(resolveAnalyticsRange({ from: '2024-03-09', to: '2026-03-10' }, TODAY)).toEqual({
      problem: 'A range by day covers at most 731 days (2 years), and 2024-03-09 to 2026-03-10 is 732 days: choose a shorter range, or group by week or month.',
    });
    expect(resolveAnalyticsRange({ from: '2024-03-09', to: '2026-03-10', interval: 'week' }, TODAY)).toMatchObject({ interval: 'week' });
    expect(resolveAnalyticsRange({ from: '2020-01-01', to: '2026-03-10', interval: 'week' }, TODAY)).toEqual({
      problem: 'A range by week covers at most 1827 days (5 years), and 2020-01-01 to 2026-03-10 is 2261 days: choose a shorter range, or group by month.',
    });
    expect(resolveAnalyticsRange({ from: '2010-01-01', to: '2026-03-10', interval: 'month' }, TODAY)).toEqual({
      problem: 'A range by month covers at most 3653 days (10 years), and 2010-01-01 to 2026-03-10 is 5913 days: choose a shorter range.',
    });
  });
});

import { describe, expect, it } from 'vitest';

import { analyticsPath, defaultInterval, periodLabel, periodSpan, presetRange, selectionFromSearchParams, spansYears, withSelection } from './analytics-range';

const TODAY = '2026-03-20';
const params = (text: string) => new URLSearchParams(text);

describe('presetRange', () => {
  it('ends each preset today, counting today', () => {
    expect(presetRange('7d', TODAY)).toEqual({ from: '2026-03-14', to: TODAY });
    expect(presetRange('30d', TODAY)).toEqual({ from: '2026-02-19', to: TODAY });
    expect(presetRange('90d', TODAY)).toEqual({ from: '2025-12-21', to: TODAY });
  });

  it('takes 12 months as this month and the 11 before it, from their first day', () => {
    expect(presetRange('12m', TODAY)).toEqual({ from: '2025-04-01', to: TODAY });
    expect(presetRange('12m', '2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});

describe('defaultInterval', () => {
  it('groups by day up to three months, by week up to about ten, by month beyond', () => {
    expect(defaultInterval('2026-03-14', TODAY)).toBe('day');
    expect(defaultInterval('2025-12-21', TODAY)).toBe('day');
    expect(defaultInterval('2025-12-01', TODAY)).toBe('week');
    expect(defaultInterval('2025-04-01', TODAY)).toBe('month');
  });
});

describe('selectionFromSearchParams', () => {
  it('shows the last 30 days by day when the address says nothing', () => {
    expect(selectionFromSearchParams(params(''), TODAY)).toEqual({ preset: '30d', from: '2026-02-19', to: TODAY, interval: 'day' });
  });

  it('reads a preset and an interval', () => {
    expect(selectionFromSearchParams(params('range=7d&interval=week'), TODAY)).toEqual({ preset: '7d', from: '2026-03-14', to: TODAY, interval: 'week' });
    expect(selectionFromSearchParams(params('range=12m'), TODAY)).toEqual({ preset: '12m', from: '2025-04-01', to: TODAY, interval: 'month' });
  });

  it('reads custom days, which win over a preset', () => {
    expect(selectionFromSearchParams(params('range=7d&from=2026-01-01&to=2026-01-31'), TODAY)).toEqual({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      interval: 'day',
    });
    // Backwards days are kept as written: the API's answer says what is wrong.
    expect(selectionFromSearchParams(params('from=2026-02-01&to=2026-01-01'), TODAY)).toMatchObject({ preset: 'custom', from: '2026-02-01', to: '2026-01-01' });
  });

  it('ignores what it cannot read: unknown presets and intervals, days that do not exist, one day alone', () => {
    expect(selectionFromSearchParams(params('range=5y&interval=hour'), TODAY)).toEqual({ preset: '30d', from: '2026-02-19', to: TODAY, interval: 'day' });
    expect(selectionFromSearchParams(params('from=2026-02-30&to=2026-03-01'), TODAY)).toMatchObject({ preset: '30d' });
    expect(selectionFromSearchParams(params('from=2026-02-01'), TODAY)).toMatchObject({ preset: '30d' });
  });
});

describe('withSelection', () => {
  it('writes a preset without days, and the interval only when it is not the default', () => {
    const written = withSelection(params('tab=x&from=2026-01-01&to=2026-01-02&interval=week'), {
      preset: '7d',
      from: '2026-03-14',
      to: TODAY,
      interval: 'day',
    });
    expect(written.toString()).toBe('tab=x&range=7d');
    expect(withSelection(params(''), { preset: '90d', from: '2025-12-21', to: TODAY, interval: 'week' }).toString()).toBe('range=90d&interval=week');
  });

  it('writes custom days without a preset', () => {
    expect(withSelection(params('range=30d'), { preset: 'custom', from: '2026-01-01', to: '2026-01-31', interval: 'week' }).toString()).toBe(
      'from=2026-01-01&to=2026-01-31&interval=week',
    );
  });

  it('reads back what it wrote', () => {
    const selection = { preset: 'custom', from: '2025-11-01', to: '2026-02-28', interval: 'day' } as const;
    expect(selectionFromSearchParams(withSelection(params(''), selection), TODAY)).toEqual(selection);
  });
});

describe('labels', () => {
  it('names days and weeks by their day, months by month and year, in SLT days as given', () => {
    expect(periodLabel('2026-03-09', 'day')).toBe('Mar 9');
    expect(periodLabel('2026-03-09', 'week')).toBe('Mar 9');
    expect(periodLabel('2025-12-29', 'day', true)).toBe('Dec 29, 2025');
    expect(periodLabel('2026-03-01', 'month')).toBe('Mar 2026');
  });

  it('spans a period from its first to its last day in the range', () => {
    expect(periodSpan('2026-03-09', '2026-03-15')).toBe('Mar 9 – Mar 15');
    expect(periodSpan('2026-02-28', '2026-02-28')).toBe('Feb 28');
  });

  it('knows when a range crosses into another year', () => {
    expect(spansYears('2025-12-21', TODAY)).toBe(true);
    expect(spansYears('2026-01-01', TODAY)).toBe(false);
  });

  it('links the dashboard to a preset', () => {
    expect(analyticsPath('7d')).toBe('/analytics?range=7d');
  });
});

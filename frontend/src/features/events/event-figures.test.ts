import { describe, expect, it } from 'vitest';

import { eventSchedule, percentLabel, salesLabel, vendorCountLabel } from './event-figures';

describe('salesLabel', () => {
  it.each([
    [0, 'L$0 Sales'],
    [950, 'L$950 Sales'],
    [1200, 'L$1.2K Sales'],
    [12500, 'L$12.5K Sales'],
    [247000, 'L$247K Sales'],
    [999_999, 'L$1M Sales'],
    [2_000_000, 'L$2M Sales'],
  ])('writes L$%i compactly', (amount, expected) => {
    expect(salesLabel(amount)).toBe(expected);
  });
});

describe('vendorCountLabel', () => {
  it('says Vendor for one and Vendors otherwise', () => {
    expect(vendorCountLabel(0)).toBe('0 Vendors');
    expect(vendorCountLabel(1)).toBe('1 Vendor');
    expect(vendorCountLabel(24)).toBe('24 Vendors');
  });
});

describe('percentLabel', () => {
  it('shows the exact decimal string from the API', () => {
    expect(percentLabel('7.50')).toBe('7.50%');
  });
});

describe('eventSchedule', () => {
  const start = '2026-12-01T08:00:00.000Z';
  const end = '2026-12-08T08:00:00.000Z';

  it('counts days until the start of an upcoming event', () => {
    expect(eventSchedule(start, end, new Date('2026-11-29T08:00:00.000Z'))).toEqual({
      phase: 'upcoming',
      daysRunning: 0,
      daysRemaining: 7,
      daysUntilStart: 2,
    });
  });

  it('counts the first day of a running event as day 1', () => {
    expect(eventSchedule(start, end, new Date('2026-12-01T09:00:00.000Z'))).toMatchObject({ phase: 'running', daysRunning: 1, daysRemaining: 7 });
    expect(eventSchedule(start, end, new Date('2026-12-04T08:00:00.000Z'))).toMatchObject({ phase: 'running', daysRunning: 4, daysRemaining: 4 });
  });

  it('treats the end instant as over', () => {
    expect(eventSchedule(start, end, new Date(end))).toEqual({ phase: 'ended', daysRunning: 7, daysRemaining: 0, daysUntilStart: 0 });
  });
});

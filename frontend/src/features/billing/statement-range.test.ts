import { describe, expect, it } from 'vitest';

import { currentSltMonth, monthDays, rangeLabel, rangeProblem, statementRangeFrom, withStatementRange } from './statement-range';

describe('statement range', () => {
  it('gives the first and last day of a month, leap years included', () => {
    expect(monthDays('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthDays('2026-13')).toBeNull();
    expect(monthDays('november')).toBeNull();
  });

  it('takes the current month in SLT, not UTC', () => {
    // 1 December 05:00 UTC is still 30 November in SLT (UTC-8).
    expect(currentSltMonth(new Date('2026-12-01T05:00:00Z'))).toBe('2026-11');
  });

  it('reads the range from the address: custom days, a month, else this month', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(statementRangeFrom(new URLSearchParams('from=2026-10-05&to=2026-11-04'), now)).toEqual({ mode: 'custom', from: '2026-10-05', to: '2026-11-04' });
    expect(statementRangeFrom(new URLSearchParams('month=2026-02'), now)).toEqual({ mode: 'month', month: '2026-02', from: '2026-02-01', to: '2026-02-28' });
    expect(statementRangeFrom(new URLSearchParams('month=bad&from=2026-01-01'), now)).toEqual({
      mode: 'month',
      month: '2026-11',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('writes only the parameters of its mode back to the address', () => {
    const params = new URLSearchParams('month=2026-02&tab=x');
    expect(withStatementRange(params, { mode: 'custom', from: '2026-01-01', to: '2026-01-31' }).toString()).toBe('tab=x&from=2026-01-01&to=2026-01-31');
    expect(withStatementRange(params, { mode: 'month', month: '2026-03', from: '2026-03-01', to: '2026-03-31' }).toString()).toBe('tab=x&month=2026-03');
  });

  it('says why a custom range cannot be asked for', () => {
    expect(rangeProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(rangeProblem('', '2026-11-30')).toBe('Choose the first day.');
    expect(rangeProblem('2026-11-30', '2026-11-01')).toBe('The first day must be on or before the last day.');
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBe('A statement covers at most 366 days.');
    expect(rangeProblem('2024-01-01', '2024-12-31')).toBeNull();
  });

  it('names the range', () => {
    expect(rangeLabel({ mode: 'month', month: '2026-11', from: '2026-11-01', to: '2026-11-30' })).toBe('November 2026');
    expect(rangeLabel({ mode: 'custom', from: '2026-10-05', to: '2026-11-04' })).toBe('Oct 5, 2026 – Nov 4, 2026');
  });
});

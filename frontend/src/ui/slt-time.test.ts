import { describe, expect, it } from 'vitest';

import { fromSltDateTimeLocal, sltDayLabel, sltDayRange, sltMidnight, sltQuickRange, toSltDateTimeLocal } from './slt-time';

const HOUR = 3_600_000;
const hoursBetween = ({ from, to }: { from: string; to: string }) => (Date.parse(to) - Date.parse(from)) / HOUR;

describe('sltMidnight', () => {
  it('is 08:00 UTC in winter (PST, UTC-8) and 07:00 UTC in summer (PDT, UTC-7)', () => {
    expect(sltMidnight(2026, 1, 15).toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(sltMidnight(2026, 7, 4).toISOString()).toBe('2026-07-04T07:00:00.000Z');
  });

  it('gets the days on which the clocks change right', () => {
    // 2026-03-08 02:00 PST jumps to 03:00 PDT; 2026-11-01 02:00 PDT falls back to 01:00 PST.
    expect(sltMidnight(2026, 3, 8).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(sltMidnight(2026, 3, 9).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(sltMidnight(2026, 11, 1).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(sltMidnight(2026, 11, 2).toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });

  it('rolls overflowing days and months into the next month and year', () => {
    expect(sltMidnight(2026, 12, 32).toISOString()).toBe('2027-01-01T08:00:00.000Z');
    expect(sltMidnight(2026, 13, 1).toISOString()).toBe('2027-01-01T08:00:00.000Z');
  });
});

describe('sltQuickRange', () => {
  it('Today is the SLT day, which in UTC may still be yesterday or already tomorrow', () => {
    // 2026-01-16 03:00 UTC is 2026-01-15 19:00 SLT.
    expect(sltQuickRange('today', new Date('2026-01-16T03:00:00Z'))).toEqual({
      from: '2026-01-15T08:00:00.000Z',
      to: '2026-01-16T08:00:00.000Z',
    });
    // One minute after SLT midnight is a new SLT day.
    expect(sltQuickRange('today', new Date('2026-01-16T08:01:00Z')).from).toBe('2026-01-16T08:00:00.000Z');
    // One minute before it is still the previous one.
    expect(sltQuickRange('today', new Date('2026-01-16T07:59:00Z')).from).toBe('2026-01-15T08:00:00.000Z');
  });

  it('Today lasts 23 hours when the clocks go forward and 25 when they go back', () => {
    expect(hoursBetween(sltQuickRange('today', new Date('2026-03-08T20:00:00Z')))).toBe(23);
    expect(hoursBetween(sltQuickRange('today', new Date('2026-11-01T20:00:00Z')))).toBe(25);
    expect(hoursBetween(sltQuickRange('today', new Date('2026-06-10T20:00:00Z')))).toBe(24);
  });

  it('This Week starts on Monday, also when today is Sunday or Monday', () => {
    // Wednesday 2026-01-14.
    expect(sltQuickRange('week', new Date('2026-01-14T20:00:00Z'))).toEqual({
      from: '2026-01-12T08:00:00.000Z',
      to: '2026-01-19T08:00:00.000Z',
    });
    // Sunday 2026-01-18 22:00 SLT (Monday 06:00 UTC) still belongs to the week that began on the 12th.
    expect(sltQuickRange('week', new Date('2026-01-19T06:00:00Z')).from).toBe('2026-01-12T08:00:00.000Z');
    // Monday 2026-01-19 00:30 SLT starts a new week.
    expect(sltQuickRange('week', new Date('2026-01-19T08:30:00Z')).from).toBe('2026-01-19T08:00:00.000Z');
  });

  it('This Week holding the autumn clock change runs from Monday 00:00 PDT to Monday 00:00 PST (169 hours)', () => {
    // Thursday 2026-10-29 SLT; the clocks go back on Sunday 2026-11-01.
    const week = sltQuickRange('week', new Date('2026-10-29T18:00:00Z'));
    expect(week).toEqual({ from: '2026-10-26T07:00:00.000Z', to: '2026-11-02T08:00:00.000Z' });
    expect(hoursBetween(week)).toBe(169);
  });

  it('This Week holding the spring clock change is 167 hours long', () => {
    // Tuesday 2026-03-03 SLT; the clocks go forward on Sunday 2026-03-08.
    const week = sltQuickRange('week', new Date('2026-03-03T18:00:00Z'));
    expect(week).toEqual({ from: '2026-03-02T08:00:00.000Z', to: '2026-03-09T07:00:00.000Z' });
    expect(hoursBetween(week)).toBe(167);
  });

  it('This Week may start in the previous month and year', () => {
    // Friday 2027-01-01 SLT: the week began on Monday 2026-12-28.
    expect(sltQuickRange('week', new Date('2027-01-01T20:00:00Z'))).toEqual({
      from: '2026-12-28T08:00:00.000Z',
      to: '2027-01-04T08:00:00.000Z',
    });
  });

  it('This Month runs from the 1st to the 1st of the next month in SLT, across the year end', () => {
    expect(sltQuickRange('month', new Date('2026-11-20T20:00:00Z'))).toEqual({
      from: '2026-11-01T07:00:00.000Z',
      to: '2026-12-01T08:00:00.000Z',
    });
    expect(sltQuickRange('month', new Date('2026-12-31T20:00:00Z'))).toEqual({
      from: '2026-12-01T08:00:00.000Z',
      to: '2027-01-01T08:00:00.000Z',
    });
    // 2026-03-01 05:00 UTC is still February 28th in SLT.
    expect(sltQuickRange('month', new Date('2026-03-01T05:00:00Z'))).toEqual({
      from: '2026-02-01T08:00:00.000Z',
      to: '2026-03-01T08:00:00.000Z',
    });
  });
});

describe('sltDayRange', () => {
  it('covers both chosen SLT days whole', () => {
    expect(sltDayRange('2026-10-31', '2026-11-01')).toEqual({ from: '2026-10-31T07:00:00.000Z', to: '2026-11-02T08:00:00.000Z' });
  });

  it('leaves out an empty or impossible day', () => {
    expect(sltDayRange('', '2026-01-15')).toEqual({ from: undefined, to: '2026-01-16T08:00:00.000Z' });
    expect(sltDayRange('2026-02-30', '')).toEqual({ from: undefined, to: undefined });
  });
});

describe('sltDayLabel', () => {
  it('is the SLT date, not the UTC date', () => {
    expect(sltDayLabel(new Date('2026-01-16T03:00:00Z'))).toBe('2026-01-15');
    expect(sltDayLabel(new Date('2026-01-16T09:00:00Z'))).toBe('2026-01-16');
  });
});

describe('datetime-local values on the SLT clock', () => {
  it('reads a date and time as SLT, in winter (UTC-8) and in summer (UTC-7), whatever the browser zone', () => {
    expect(fromSltDateTimeLocal('2026-01-15T18:30')).toBe('2026-01-16T02:30:00.000Z');
    expect(fromSltDateTimeLocal('2026-07-04T00:00')).toBe('2026-07-04T07:00:00.000Z');
    expect(fromSltDateTimeLocal('2026-07-04T00:00:00')).toBe('2026-07-04T07:00:00.000Z');
  });

  it('shows an instant as the SLT clock reads it, and reads it back to the same instant', () => {
    expect(toSltDateTimeLocal('2026-01-16T02:30:00.000Z')).toBe('2026-01-15T18:30');
    expect(toSltDateTimeLocal('2026-11-01T07:00:00.000Z')).toBe('2026-11-01T00:00');
    for (const iso of ['2026-03-08T10:00:00.000Z', '2026-11-01T10:15:00.000Z', '2027-01-01T07:59:00.000Z']) {
      expect(fromSltDateTimeLocal(toSltDateTimeLocal(iso))).toBe(iso);
    }
  });

  it('gets the hours around the clock changes right', () => {
    // 03:00 PDT on the day the clocks go forward; 01:30 on the day they go back is the first 01:30 (PDT).
    expect(fromSltDateTimeLocal('2026-03-08T03:00')).toBe('2026-03-08T10:00:00.000Z');
    expect(fromSltDateTimeLocal('2026-03-08T01:59')).toBe('2026-03-08T09:59:00.000Z');
    // 02:30 does not exist that day: it is read an hour earlier.
    expect(fromSltDateTimeLocal('2026-03-08T02:30')).toBe('2026-03-08T09:30:00.000Z');
    expect(fromSltDateTimeLocal('2026-11-01T01:30')).toBe('2026-11-01T08:30:00.000Z');
    expect(fromSltDateTimeLocal('2026-11-01T03:00')).toBe('2026-11-01T11:00:00.000Z');
  });

  it('gives nothing for a blank, impossible or unreadable value', () => {
    expect(fromSltDateTimeLocal('')).toBeUndefined();
    expect(fromSltDateTimeLocal('soon')).toBeUndefined();
    expect(fromSltDateTimeLocal('2026-02-30T10:00')).toBeUndefined();
    expect(fromSltDateTimeLocal('2026-01-15T24:00')).toBeUndefined();
    expect(fromSltDateTimeLocal('2026-01-15')).toBeUndefined();
  });
});

import { SLT_TIME_ZONE } from './slt-format';

export { SLT_TIME_ZONE };

export type QuickRange = 'today' | 'week' | 'month';

/** A half-open range of instants, [from, to), as ISO 8601 UTC strings the API accepts. */
export interface InstantRange {
  from: string;
  to: string;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const sltPartsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SLT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The SLT wall-clock reading of an instant, as numbers. */
function sltWallClock(instant: Date) {
  const parts: Record<string, number> = {};
  for (const part of sltPartsFormat.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** How far SLT is ahead of UTC at this instant, in milliseconds (negative: -7 h in summer, -8 h in winter). */
function sltOffsetMs(instant: Date): number {
  const wall = sltWallClock(instant);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar date in SLT at this instant. */
export function sltCalendarDate(instant: Date): CalendarDate {
  const { year, month, day } = sltWallClock(instant);
  return { year, month, day };
}

/** The instant the SLT clock reads this date and time (fields may overflow, as in Date.UTC: day 32 is the next month). */
export function sltInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes: the offset at the first guess may differ from the offset at that time when a clock change lies between them.
  let instant = wallAsUtc - sltOffsetMs(new Date(wallAsUtc));
  instant = wallAsUtc - sltOffsetMs(new Date(instant));
  return new Date(instant);
}

/** The instant SLT midnight starts this calendar date (months and days may overflow: day 32 is the next month). */
export function sltMidnight(year: number, month: number, day: number): Date {
  return sltInstant(year, month, day);
}

/** Monday = 0 … Sunday = 6, for a calendar date (time zone free). */
function weekdayFromMonday({ year, month, day }: CalendarDate): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

function range(from: Date, to: Date): InstantRange {
  return { from: from.toISOString(), to: to.toISOString() };
}

/**
 * Today, this week (from Monday) or this month in SLT, as UTC instants: the day of a clock change is 23 or 25 hours
 * long, and so is the week or month holding it.
 */
export function sltQuickRange(kind: QuickRange, now: Date): InstantRange {
  const today = sltCalendarDate(now);
  switch (kind) {
    case 'today':
      return range(sltMidnight(today.year, today.month, today.day), sltMidnight(today.year, today.month, today.day + 1));
    case 'week': {
      const monday = today.day - weekdayFromMonday(today);
      return range(sltMidnight(today.year, today.month, monday), sltMidnight(today.year, today.month, monday + 7));
    }
    case 'month':
      return range(sltMidnight(today.year, today.month, 1), sltMidnight(today.year, today.month + 1, 1));
  }
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(day: string): CalendarDate | undefined {
  const match = DAY_PATTERN.exec(day);
  if (!match) return undefined;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dayOfMonth) return undefined;
  return { year, month, day: dayOfMonth };
}

/**
 * The SLT days from `fromDay` to `toDay` inclusive ('YYYY-MM-DD', either may be empty) as a half-open range of instants.
 * An invalid day is left out.
 */
export function sltDayRange(fromDay: string, toDay: string): Partial<InstantRange> {
  const first = parseDay(fromDay);
  const last = parseDay(toDay);
  return {
    from: first ? sltMidnight(first.year, first.month, first.day).toISOString() : undefined,
    to: last ? sltMidnight(last.year, last.month, last.day + 1).toISOString() : undefined,
  };
}

/** 'YYYY-MM-DD' of the SLT day holding this instant, e.g. for a file name. */
export function sltDayLabel(instant: Date): string {
  const { year, month, day } = sltCalendarDate(instant);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** An instant as a datetime-local input value on the SLT clock, e.g. '2026-12-01T18:00'. */
export function toSltDateTimeLocal(iso: string): string {
  const { year, month, day, hour, minute } = sltWallClock(new Date(iso));
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

const DATE_TIME_LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A datetime-local value read on the SLT clock, as the ISO 8601 instant the API wants; undefined when blank or not a
 * date and time. A time the clocks skip in spring (02:30 on the day they go forward) is read an hour earlier (01:30 PST).
 */
export function fromSltDateTimeLocal(value: string): string | undefined {
  const match = DATE_TIME_LOCAL_PATTERN.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number);
  const date = parseDay(`${match[1]}-${match[2]}-${match[3]}`);
  if (!date || hour > 23 || minute > 59) return undefined;
  return sltInstant(year, month, day, hour, minute).toISOString();
}

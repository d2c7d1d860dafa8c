import type { GetAnalyticsParams } from '../../api/generated/model';

/** One point per SLT day, week (from Monday) or calendar month. */
export type AnalyticsInterval = 'day' | 'week' | 'month';
export type RangePreset = '7d' | '30d' | '90d' | '12m';

/** What the analytics page shows, as kept in its address: a preset range or custom days, and the interval. */
export interface AnalyticsSelection {
  preset: RangePreset | 'custom';
  /** First and last SLT day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  interval: AnalyticsInterval;
}

export const RANGE_PRESETS: { value: RangePreset; label: string }[] = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: '12m', label: '12 months' },
];

export const INTERVALS: { value: AnalyticsInterval; label: string }[] = [
  { value: 'day', label: 'By day' },
  { value: 'week', label: 'By week' },
  { value: 'month', label: 'By month' },
];

export const DEFAULT_PRESET: RangePreset = '30d';

const PRESET_DAYS: Record<Exclude<RangePreset, '12m'>, number> = { '7d': 7, '30d': 30, '90d': 90 };
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** True for a calendar day that exists, written YYYY-MM-DD. */
export function isDay(value: string | null): value is string {
  if (value === null || !DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Calendar-day arithmetic on YYYY-MM-DD (a day is a name here, not an instant: no time zone applies). */
export function addDays(day: string, days: number): string {
  return toDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY));
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;
}

/** The SLT days a preset covers, ending today: 12 months are this month and the 11 before it, from their first day. */
export function presetRange(preset: RangePreset, today: string): { from: string; to: string } {
  if (preset === '12m') {
    const [year, month] = today.split('-').map(Number) as [number, number];
    return { from: toDay(new Date(Date.UTC(year, month - 1 - 11, 1))), to: today };
  }
  return { from: addDays(today, -(PRESET_DAYS[preset] - 1)), to: today };
}

/** The interval shown unless one is chosen: days up to three months, weeks up to about ten months, months beyond. */
export function defaultInterval(from: string, to: string): AnalyticsInterval {
  const days = daysBetween(from, to);
  if (days <= 92) return 'day';
  return days <= 300 ? 'week' : 'month';
}

function isPreset(value: string | null): value is RangePreset {
  return RANGE_PRESETS.some((preset) => preset.value === value);
}

function isInterval(value: string | null): value is AnalyticsInterval {
  return INTERVALS.some((interval) => interval.value === value);
}

/**
 * The selection written in the address (`?range=7d`, or `?from=2026-01-01&to=2026-01-31`, and `&interval=week`); the
 * last 30 days by day when nothing usable is there. Custom days are kept as written: the API says when they cannot be used.
 */
export function selectionFromSearchParams(params: URLSearchParams, today: string): AnalyticsSelection {
  const from = params.get('from');
  const to = params.get('to');
  const interval = params.get('interval');
  if (isDay(from) && isDay(to)) {
    return { preset: 'custom', from, to, interval: isInterval(interval) ? interval : defaultInterval(from, to) };
  }
  const rangeParam = params.get('range');
  const preset = isPreset(rangeParam) ? rangeParam : DEFAULT_PRESET;
  const days = presetRange(preset, today);
  return { preset, ...days, interval: isInterval(interval) ? interval : defaultInterval(days.from, days.to) };
}

/** The address parameters of a selection, other parameters kept; the interval is written only when it is not the default. */
export function withSelection(params: URLSearchParams, selection: AnalyticsSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('range');
  next.delete('from');
  next.delete('to');
  next.delete('interval');
  if (selection.preset === 'custom') {
    next.set('from', selection.from);
    next.set('to', selection.to);
  } else {
    next.set('range', selection.preset);
  }
  if (selection.interval !== defaultInterval(selection.from, selection.to)) next.set('interval', selection.interval);
  return next;
}

/** The API's query for a selection. */
export function analyticsParams(selection: AnalyticsSelection, limit: number): GetAnalyticsParams {
  return { from: selection.from, to: selection.to, interval: selection.interval, limit };
}

/** The dashboard's chart ranges as the analytics page's presets, for its 'View analytics' link. */
export const DASHBOARD_RANGE_PRESET: Record<'7days' | '30days' | '3months', RangePreset> = { '7days': '7d', '30days': '30d', '3months': '90d' };

/** `/analytics?range=7d`: the analytics page for a preset. */
export function analyticsPath(preset: RangePreset): string {
  return `/analytics?${new URLSearchParams({ range: preset }).toString()}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 9' for an SLT day (or 'Mar 9, 2025' with the year), without passing it through the browser's time zone. */
export function dayLabel(day: string, withYear = false): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const text = `${MONTHS[month - 1] ?? '?'} ${date}`;
  return withYear ? `${text}, ${year}` : text;
}

/** The axis label of a period: 'Mar 9' for a day or a week (its Monday), 'Mar 2026' for a month. */
export function periodLabel(period: string, interval: AnalyticsInterval, withYear = false): string {
  if (interval === 'month') {
    const [year, month] = period.split('-').map(Number) as [number, number];
    return `${MONTHS[month - 1] ?? '?'} ${year}`;
  }
  return dayLabel(period, withYear);
}

/** What a period covers inside the range: 'Mar 9', 'Mar 9 – Mar 15', 'Feb 28 – Feb 28' is 'Feb 28'. */
export function periodSpan(firstDay: string, lastDay: string, withYear = false): string {
  return firstDay === lastDay ? dayLabel(firstDay, withYear) : `${dayLabel(firstDay, withYear)} – ${dayLabel(lastDay, withYear)}`;
}

/** True when the range crosses into another year, so day labels need the year to be read right. */
export function spansYears(from: string, to: string): boolean {
  return from.slice(0, 4) !== to.slice(0, 4);
}

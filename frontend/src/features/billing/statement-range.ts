import { sltCalendarDate } from '../../ui/slt-time';

/** A statement covers at most this many SLT days (the API's limit). */
export const MAX_STATEMENT_DAYS = 366;

export type StatementRange = { mode: 'month'; month: string; from: string; to: string } | { mode: 'custom'; from: string; to: string };

const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** The current SLT month as YYYY-MM. */
export function currentSltMonth(now: Date): string {
  const { year, month } = sltCalendarDate(now);
  return `${year}-${pad(month)}`;
}

/** The first and last day of a month given as YYYY-MM, or null for anything else. */
export function monthDays(month: string): { from: string; to: string } | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  const [year, number] = [Number(match[1]), Number(match[2])];
  if (number < 1 || number > 12) return null;
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
}

/** The range the address asks for: ?from=&to= (custom), else ?month= , else the current SLT month. */
export function statementRangeFrom(params: URLSearchParams, now: Date): StatementRange {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null && DAY.test(from) && DAY.test(to)) return { mode: 'custom', from, to };
  const asked = params.get('month') ?? '';
  const month = monthDays(asked) ? asked : currentSltMonth(now);
  return { mode: 'month', month, ...monthDays(month)! };
}

/** The address parameters for a range (only those of its mode). */
export function withStatementRange(params: URLSearchParams, range: StatementRange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['month', 'from', 'to']) next.delete(key);
  if (range.mode === 'month') next.set('month', range.month);
  else {
    next.set('from', range.from);
    next.set('to', range.to);
  }
  return next;
}

/** Why a custom range cannot be asked for, or null when it can. */
export function rangeProblem(from: string, to: string): string | null {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!DAY.test(from) || Number.isNaN(start)) return 'Choose the first day.';
  if (!DAY.test(to) || Number.isNaN(end)) return 'Choose the last day.';
  if (start > end) return 'The first day must be on or before the last day.';
  if ((end - start) / 86_400_000 + 1 > MAX_STATEMENT_DAYS) return `A statement covers at most ${MAX_STATEMENT_DAYS} days.`;
  return null;
}

/** "November 2026" for 2026-11; "1 Nov 2026 – 15 Dec 2026" style for a custom range. */
export function rangeLabel(range: StatementRange): string {
  const day = (text: string) => new Date(`${text}T12:00:00Z`);
  if (range.mode === 'month') return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day(range.from));
  const format = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return `${format.format(day(range.from))} – ${format.format(day(range.to))}`;
}

export const LINE_KIND_LABELS: Record<string, string> = {
  sale: 'Sale',
  refund: 'Refund',
  commission_payment: 'Commission paid',
  commission_payment_failed: 'Payment failed',
  partner_payout: 'Partner payout',
};

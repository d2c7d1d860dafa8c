import { addDays, daysInRange } from '../common/time/slt-day';

export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

/** Without `from` and `to`: the last 30 SLT days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/**
 * The longest range each interval may cover, both ends counted, so a chart never has more than about 731 points:
 * 2 years by day, 5 years by week, 10 years by month.
 */
export const MAX_RANGE_DAYS: Record<AnalyticsInterval, number> = { day: 731, week: 1827, month: 3653 };

const LONGER_CHOICE: Record<AnalyticsInterval, string> = {
  day: 'choose a shorter range, or group by week or month',
  week: 'choose a shorter range, or group by month',
  month: 'choose a shorter range',
};

const YEARS: Record<AnalyticsInterval, number> = { day: 2, week: 5, month: 10 };

export interface AnalyticsRange {
  /** First and last SLT day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  interval: AnalyticsInterval;
}

export interface AnalyticsRangeQuery {
  from?: string;
  to?: string;
  interval?: AnalyticsInterval;
}

/** The range asked for, with the defaults filled in from today's SLT day, or the sentence saying why it cannot be used. */
export function resolveAnalyticsRange(query: AnalyticsRangeQuery, today: string): AnalyticsRange | { problem: string } {
  const interval = query.interval ?? 'day';
  const to = query.to ?? (query.from !== undefined && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) return { problem: `The range starts after it ends: from (${from}) must be on or before to (${to}).` };
  const days = daysInRange(from, to);
  const limit = MAX_RANGE_DAYS[interval];
  if (days > limit) {
    return {
      problem: `A range by ${interval} covers at most ${limit} days (${YEARS[interval]} years), and ${from} to ${to} is ${days} days: ${LONGER_CHOICE[interval]}.`,
    };
  }
  return { from, to, interval };
}

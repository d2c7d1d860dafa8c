/**
 * Second Life time (SLT) is Pacific time, with daylight saving; a sales day runs from SLT midnight to midnight.
 * Day arithmetic is done in SQL, where `AT TIME ZONE` applies the right UTC offset on each side of a DST switch.
 */
export const SLT_TIME_ZONE = 'America/Los_Angeles';

/** SQL: the SLT calendar date of a timestamptz expression. */
export function sltDateSql(instant: string): string {
  return `((${instant}) AT TIME ZONE '${SLT_TIME_ZONE}')::date`;
}

/** SQL: the instant (timestamptz) at which the SLT calendar date given by a date expression begins. */
export function sltMidnightSql(date: string): string {
  return `((${date})::timestamp AT TIME ZONE '${SLT_TIME_ZONE}')`;
}

const sltDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SLT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The SLT calendar date of an instant, as YYYY-MM-DD. */
export function sltDate(instant: Date): string {
  return sltDateFormat.format(instant);
}

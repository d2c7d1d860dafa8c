/** Second Life time (SLT) is the US Pacific time zone, with its daylight saving changes. */
export const SLT_TIME_ZONE = 'America/Los_Angeles';

const sltDateTime = new Intl.DateTimeFormat(undefined, { timeZone: SLT_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const sltDate = new Intl.DateTimeFormat(undefined, { timeZone: SLT_TIME_ZONE, dateStyle: 'medium' });

function instantOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * The one way the app shows a date and time: in Second Life time with the zone named, e.g. 'Jan 15, 2026, 11:04 AM SLT';
 * `none` ('N/A' unless given) when there is none.
 */
export function sltDateTimeLabel(iso: string | null | undefined, format: Intl.DateTimeFormat = sltDateTime, none = 'N/A'): string {
  const instant = instantOf(iso);
  return instant ? `${format.format(instant)} SLT` : none;
}

/** The SLT calendar date of an instant, e.g. 'Jan 15, 2026'; `none` when there is none. */
export function sltDateLabel(iso: string | null | undefined, none = 'N/A'): string {
  const instant = instantOf(iso);
  return instant ? sltDate.format(instant) : none;
}

import { fromSltDateTimeLocal, toSltDateTimeLocal } from './slt-time';

/**
 * Values of `<input type="datetime-local">` in the app's forms, read and written on the SLT clock (Second Life
 * time), as every date and time the app shows: a merchant types the time their in-world customers see.
 */

/** An instant as a datetime-local value on the SLT clock: '2026-12-01T10:00' for 18:00 UTC in winter. */
export function toDateTimeLocal(value: Date | string): string {
  return toSltDateTimeLocal(typeof value === 'string' ? value : value.toISOString());
}

/** A datetime-local value read on the SLT clock as the ISO 8601 instant the API wants; undefined when blank or invalid. */
export function fromDateTimeLocal(value: string): string | undefined {
  return fromSltDateTimeLocal(value);
}

/** The hint under a date and time field, so no one reads it as their own time zone. */
export const SLT_FIELD_HINT = 'Second Life time (SLT)';

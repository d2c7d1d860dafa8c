import { applyDecorators } from '@nestjs/common';
import { IsString, Matches, ValidateBy } from 'class-validator';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** A calendar day that exists (2026-02-30 does not), written YYYY-MM-DD, between the years 2000 and 2999. */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '2000-01-01' && value < '3000-01-01';
}

/** A query field holding an SLT calendar day, YYYY-MM-DD; every failure answers `message`. */
export function IsSltDay(message: string): PropertyDecorator {
  // class-validator runs the decorators bottom-up and we stop at the first error: the basic check goes last.
  return applyDecorators(
    ValidateBy({ name: 'calendarDay', validator: { validate: (value: unknown) => typeof value === 'string' && isCalendarDay(value) } }, { message }),
    Matches(DAY_PATTERN, { message }),
    IsString({ message }),
  );
}

/** Calendar-day arithmetic on YYYY-MM-DD strings (no time zone is involved: a day is a name, not an instant). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted: 1 for the same day, 0 or less when `to` comes first. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;
}

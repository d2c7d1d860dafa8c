import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDefined, Matches, ValidateBy, ValidateIf } from 'class-validator';
import Decimal from 'decimal.js';

/** Trims text; other values pass through for the type checks to refuse. */
export const trimText = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trims text and turns blank text into null, for optional text a person may clear. */
export const trimToNull = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
});

/**
 * The field may be left out, but when present it is checked (null included).
 * Unlike IsOptional, null cannot slip past the rules into a NOT NULL column.
 */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

export interface PercentMessages {
  required: string;
  range: string;
  decimals: string;
}

/**
 * A percent from 0 to 100 with at most 2 decimals, sent as a decimal string ('7.50') or a JSON number (7.5).
 * The value is kept as a string so it never passes through a float.
 */
export function IsPercent(messages: PercentMessages): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value)),
    IsDefined({ message: messages.required }),
    Matches(/^\d+(\.\d+)?$/, { message: messages.range }),
    ValidateBy({ name: 'percentRange', validator: { validate: (value: string) => new Decimal(value).lte(100) } }, { message: messages.range }),
    Matches(/^\d+(\.\d{1,2})?$/, { message: messages.decimals }),
  );
}

/** A validated percent as PostgreSQL numeric(5,2) returns it: '7.5' becomes '7.50'. */
export function toPercentString(value: string): string {
  return new Decimal(value).toFixed(2);
}

/** An ISO 8601 date and time with its zone (Z or an offset), seconds and fraction optional. */
export const DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * For a list of objects checked with ValidateNested: refuses a list inside the list (`[[], []]`), which ValidateNested
 * looks into instead of refusing. Other items that are not objects are left to ValidateNested's own message.
 */
export function HasNoListItems(message: string): PropertyDecorator {
  return ValidateBy({ name: 'hasNoListItems', validator: { validate: (items: unknown) => !Array.isArray(items) || !items.some(Array.isArray) } }, { message });
}

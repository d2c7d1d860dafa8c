import { ValidateBy, type ValidationOptions } from 'class-validator';
import Decimal from 'decimal.js';

const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A JSON number or a plain decimal string ('0.05'), read exactly; null for anything else (hex, exponents in strings, NaN). */
export function parseDecimalInput(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(String(value)) : null;
  if (typeof value === 'string' && PLAIN_DECIMAL.test(value.trim())) return new Decimal(value.trim());
  return null;
}

/** The value as an exact decimal string in plain notation without trailing zeros ('0.05'); call only after validation. */
export function normalizeDecimalInput(value: number | string): string {
  const decimal = parseDecimalInput(value);
  if (decimal === null) throw new RangeError(`Not a decimal: ${String(value)}`);
  return decimal.toFixed();
}

export function IsDecimalInput(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isDecimalInput', validator: { validate: (value) => parseDecimalInput(value) !== null } }, options);
}

/** Inclusive bounds; null for no bound on that side. */
export function IsDecimalInRange(min: string | null, max: string | null, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDecimalInRange',
      validator: {
        validate: (value) => {
          const decimal = parseDecimalInput(value);
          return decimal !== null && (min === null || decimal.gte(min)) && (max === null || decimal.lte(max));
        },
      },
    },
    options,
  );
}

export function HasAtMostDecimalPlaces(places: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasAtMostDecimalPlaces',
      validator: { validate: (value) => (parseDecimalInput(value)?.decimalPlaces() ?? Infinity) <= places },
    },
    options,
  );
}

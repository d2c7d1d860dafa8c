/**
 * Exact arithmetic on plain decimal strings ('0.05', '12.5'): rates and commissions are never floats.
 * Only non-negative values in plain notation are read; anything else gives null.
 */

const PLAIN_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/** Moves the decimal point `places` to the right (negative: to the left), e.g. ('5', -2) → '0.05'; null for text that is not a plain decimal. */
export function shiftDecimalPoint(text: string, places: number): string | null {
  const match = PLAIN_DECIMAL.exec(text.trim());
  if (!match) return null;
  const integer = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (integer === '' && fraction === '') return null;

  let digits = integer + fraction;
  let point = integer.length + places;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const decimals = digits.slice(point).replace(/0+$/, '');
  const wholeText = whole === '' ? '0' : whole;
  return decimals === '' ? wholeText : `${wholeText}.${decimals}`;
}

/** Rounds a plain non-negative decimal half-up to exactly `decimals` places, e.g. ('4.505', 2) → '4.51'. */
export function roundHalfUp(text: string, decimals: number): string {
  const normalized = shiftDecimalPoint(text, 0);
  if (normalized === null) throw new RangeError(`Not a plain decimal: ${text}`);
  const [integer = '0', fraction = ''] = normalized.split('.');
  const padded = fraction.padEnd(decimals + 1, '0');
  let scaled = BigInt(integer + padded.slice(0, decimals));
  if (padded.charAt(decimals) >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  if (decimals === 0) return digits;
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** A fraction as a percentage with fixed decimals: ('0.045', 2) → '4.50%'. */
export function formatFractionAsPercent(fraction: string, decimals: number): string {
  const percent = shiftDecimalPoint(fraction, 2);
  return percent === null ? `${fraction}%` : `${roundHalfUp(percent, decimals)}%`;
}

import { roundHalfUp } from './decimal-text';

/** The locale's decimal separator ('.' in en-US). */
function decimalSeparator(): string {
  return new Intl.NumberFormat().formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * L$ with the locale's thousands separators: `formatLindens(48000)` is 'L$48,000'.
 * Exact decimal strings from the API (commissions, '1234.5') are formatted digit by digit, never through a float;
 * `decimals` pads or cuts the fraction for display.
 */
export function formatLindens(amount: number | string, decimals = 0): string {
  const text = typeof amount === 'number' ? amount.toFixed(decimals) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return `L$${text}`;
  const [, sign, whole, fraction = ''] = match;
  const wholeText = BigInt(whole).toLocaleString();
  const fractionText = decimals > 0 ? decimalSeparator() + fraction.padEnd(decimals, '0').slice(0, decimals) : '';
  return `${sign}L$${wholeText}${fractionText}`;
}

/** Short L$ figures for tight spaces: 247000 is 'L$247K', 12500 is 'L$12.5K'. */
export function formatLindensCompact(amount: number): string {
  // English suffixes whatever the browser language: the product writes 'L$12.5K' and 'L$2M'.
  return `L$${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(amount)}`;
}

/**
 * Whole L$ for a card, from an exact amount with decimals ('1234.56' is 'L$1,235', rounded half up), with the exact
 * amount to show on hover ('L$1,234.56'). L$ move in whole units; commissions are recorded with 2 decimals.
 */
export function roundedLindens(amount: number | string): { rounded: string; exact: string } {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const negative = text.startsWith('-');
  const magnitude = negative ? text.slice(1) : text;
  let wholeText: string;
  try {
    wholeText = roundHalfUp(magnitude, 0);
  } catch {
    return { rounded: `L$${text}`, exact: `L$${text}` };
  }
  const sign = negative && wholeText !== '0' ? '-' : '';
  return { rounded: formatLindens(`${sign}${wholeText}`), exact: formatLindens(text, 2) };
}

import { describe, expect, it } from 'vitest';

import { formatLindens, formatLindensCompact, roundedLindens } from './format-money';

// The test runner's locale is en-US.
describe('formatLindens', () => {
  it('shows whole L$ with thousands separators', () => {
    expect(formatLindens(48000)).toBe('L$48,000');
    expect(formatLindens(0)).toBe('L$0');
    expect(formatLindens(1234567)).toBe('L$1,234,567');
  });

  it('formats exact decimal strings digit by digit with the requested decimals', () => {
    expect(formatLindens('1234.5', 2)).toBe('L$1,234.50');
    expect(formatLindens('98765432109876543.21', 2)).toBe('L$98,765,432,109,876,543.21');
    expect(formatLindens('12', 2)).toBe('L$12.00');
    expect(formatLindens(3, 2)).toBe('L$3.00');
  });

  it('keeps the sign of a negative amount before the currency', () => {
    expect(formatLindens(-250)).toBe('-L$250');
  });

  it('shows text that is not a number as it came, rather than NaN', () => {
    expect(formatLindens('n/a')).toBe('L$n/a');
  });
});

describe('formatLindensCompact', () => {
  it('abbreviates thousands and millions', () => {
    expect(formatLindensCompact(247000)).toBe('L$247K');
    expect(formatLindensCompact(12500)).toBe('L$12.5K');
    expect(formatLindensCompact(2_000_000)).toBe('L$2M');
    expect(formatLindensCompact(900)).toBe('L$900');
  });
});

describe('roundedLindens', () => {
  it.each([
    ['1234.56', 'L$1,235', 'L$1,234.56'],
    ['1234.49', 'L$1,234', 'L$1,234.49'],
    ['0.50', 'L$1', 'L$0.50'],
    ['0.49', 'L$0', 'L$0.49'],
    ['12', 'L$12', 'L$12.00'],
    ['-2.50', '-L$3', '-L$2.50'],
  ])('rounds %s half up to whole L$ for the card (%s) and keeps the exact amount (%s)', (amount, rounded, exact) => {
    expect(roundedLindens(amount)).toEqual({ rounded, exact });
  });

  it('takes a number as an amount with 2 decimals', () => {
    expect(roundedLindens(7.5)).toEqual({ rounded: 'L$8', exact: 'L$7.50' });
  });
});

import { describe, expect, it } from 'vitest';
import { formatLindens, formatLindensCompact } from './format-money';

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

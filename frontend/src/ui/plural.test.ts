import { describe, expect, it } from 'vitest';

import { countLabel, plural } from './plural';

describe('plural', () => {
  it('takes the singular for exactly one', () => {
    expect(plural(1, 'vendor')).toBe('vendor');
    expect(plural(1, 'participating vendor')).toBe('participating vendor');
  });

  it('takes the plural for none, several and fractions', () => {
    expect(plural(0, 'vendor')).toBe('vendors');
    expect(plural(2, 'vendor')).toBe('vendors');
    expect(plural(1.5, 'day')).toBe('days');
    expect(plural(-1, 'day')).toBe('days');
  });

  it('uses the given plural for nouns that do not just add an s', () => {
    expect(plural(1, 'delivery box', 'delivery boxes')).toBe('delivery box');
    expect(plural(3, 'delivery box', 'delivery boxes')).toBe('delivery boxes');
    expect(plural(1, 'is', 'are')).toBe('is');
    expect(plural(4, 'is', 'are')).toBe('are');
  });

  it('keeps the capitals it is given', () => {
    expect(plural(24, 'Vendor')).toBe('Vendors');
  });
});

describe('countLabel', () => {
  it('puts the count before the noun', () => {
    expect(countLabel(0, 'vendor')).toBe('0 vendors');
    expect(countLabel(1, 'vendor')).toBe('1 vendor');
    expect(countLabel(89, 'participating vendor')).toBe('89 participating vendors');
  });

  it('writes thousands with separators whatever the browser language', () => {
    expect(countLabel(12_394, 'unique visitor')).toBe('12,394 unique visitors');
    expect(countLabel(1000, 'transaction')).toBe('1,000 transactions');
  });

  it('uses the given plural', () => {
    expect(countLabel(2, 'delivery report', 'delivery reports')).toBe('2 delivery reports');
    expect(countLabel(2, 'box', 'boxes')).toBe('2 boxes');
  });
});

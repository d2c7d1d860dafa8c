import { describe, expect, it } from 'vitest';

import { formatFractionAsPercent, roundHalfUp, shiftDecimalPoint } from './decimal-text';

describe('shiftDecimalPoint', () => {
  it.each([
    ['5', -2, '0.05'],
    ['0.05', 2, '5'],
    ['1', 3, '1000'],
    ['1234.5', -1, '123.45'],
    ['000.100', 0, '0.1'],
  ] as const)('moves the point of %s by %i places: %s', (text, places, expected) => {
    expect(shiftDecimalPoint(text, places)).toBe(expected);
  });

  it.each(['', '-5', '1e3', '1.2.3', 'NaN'])('reads %j as no decimal', (text) => {
    expect(shiftDecimalPoint(text, 2)).toBeNull();
  });
});

describe('roundHalfUp', () => {
  it.each([
    ['4.505', 2, '4.51'],
    ['4.504999', 2, '4.50'],
    ['7.5', 1, '7.5'],
    ['7.5', 2, '7.50'],
    ['0.05', 1, '0.1'],
    ['9.999', 2, '10.00'],
    ['12', 0, '12'],
    ['0.4', 0, '0'],
  ] as const)('rounds %s to %i decimals: %s', (text, decimals, expected) => {
    expect(roundHalfUp(text, decimals)).toBe(expected);
  });
});

describe('formatFractionAsPercent', () => {
  it('shows a fraction in percent with the requested decimals', () => {
    expect(formatFractionAsPercent('0.05', 1)).toBe('5.0%');
    expect(formatFractionAsPercent('0.045', 2)).toBe('4.50%');
    expect(formatFractionAsPercent('0.0123456789', 2)).toBe('1.23%');
    expect(formatFractionAsPercent('0', 2)).toBe('0.00%');
  });
});

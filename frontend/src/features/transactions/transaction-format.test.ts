import { describe, expect, it } from 'vitest';

import { amountLabel, buyerLabel, commissionLabel, percentLabel, productLabel, shortId, sltDateTimeLabel } from './transaction-format';

// The test runner's locale is en-US.
describe('buyer formatting', () => {
  it("shows the buyer's name, or Unknown when there is none", () => {
    expect(buyerLabel('Ava Resident')).toBe('Ava Resident');
    expect(buyerLabel(null)).toBe('Unknown');
    expect(buyerLabel(undefined)).toBe('Unknown');
    expect(buyerLabel('   ')).toBe('Unknown');
  });

  it('shortens an avatar key to its first 8 characters', () => {
    expect(shortId('a2e76fcd-9360-4f6d-a924-000000000001')).toBe('a2e76fcd');
    expect(shortId('abc')).toBe('abc');
  });
});

describe('product formatting', () => {
  it('shows the product id with its name when there is one, or None', () => {
    expect(productLabel(7, 'Mesh Jacket')).toBe('#7 Mesh Jacket');
    expect(productLabel(7, null)).toBe('#7');
    expect(productLabel(null, null)).toBe('No product');
  });
});

describe('amount formatting', () => {
  it('shows a sale amount as whole L$ with thousands separators', () => {
    expect(amountLabel(0)).toBe('L$0');
    expect(amountLabel(1500)).toBe('L$1,500');
    expect(amountLabel(1_000_000_000)).toBe('L$1,000,000,000');
  });

  it('shows a commission string with exactly 2 decimals', () => {
    expect(commissionLabel('75')).toBe('L$75.00');
    expect(commissionLabel('12.5')).toBe('L$12.50');
    expect(commissionLabel('1234.56')).toBe('L$1,234.56');
    expect(commissionLabel('0.00')).toBe('L$0.00');
  });

  it('never rounds a commission through a float', () => {
    // As a double this is 90071992547409.984375, which would print .98.
    expect(commissionLabel('90071992547409.99')).toBe('L$90,071,992,547,409.99');
  });

  it('shows a commission rate as a percent without trailing zeros', () => {
    expect(percentLabel('5.0000', 'en-US')).toBe('5%');
    expect(percentLabel('7.2500', 'en-US')).toBe('7.25%');
    expect(percentLabel('0.0125', 'en-US')).toBe('0.0125%');
  });
});

describe('date formatting', () => {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', dateStyle: 'medium', timeStyle: 'short' });

  it('shows the instant in Second Life time', () => {
    expect(sltDateTimeLabel('2026-01-16T03:04:00Z', format)).toBe('Jan 15, 2026, 7:04 PM SLT');
  });

  it('shows N/A when there is no date', () => {
    expect(sltDateTimeLabel(null, format)).toBe('N/A');
    expect(sltDateTimeLabel(undefined, format)).toBe('N/A');
    expect(sltDateTimeLabel('not a date', format)).toBe('N/A');
  });
});

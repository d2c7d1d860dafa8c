import { describe, expect, it } from 'vitest';
import { buyerLabel, formatCommission, formatLindens, formatPercent, formatSltDateTime, shortId } from './transaction-format';

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

describe('amount formatting', () => {
  it('shows whole L$ with thousands separators', () => {
    expect(formatLindens(0, 'en-US')).toBe('L$0');
    expect(formatLindens(1500, 'en-US')).toBe('L$1,500');
    expect(formatLindens(1_000_000_000, 'en-US')).toBe('L$1,000,000,000');
    expect(formatLindens(1500, 'de-DE')).toBe('L$1.500');
  });

  it('shows a commission string with exactly 2 decimals', () => {
    expect(formatCommission('75', 'en-US')).toBe('L$75.00');
    expect(formatCommission('12.5', 'en-US')).toBe('L$12.50');
    expect(formatCommission('1234.56', 'en-US')).toBe('L$1,234.56');
    expect(formatCommission('0.00', 'en-US')).toBe('L$0.00');
  });

  it('never rounds a commission through a float', () => {
    // As a double this is 90071992547409.984375, which would print .98.
    expect(formatCommission('90071992547409.99', 'en-US')).toBe('L$90,071,992,547,409.99');
    expect(formatCommission('999999999999.99', 'de-DE')).toBe('L$999.999.999.999,99');
  });

  it('shows a commission rate as a percent without trailing zeros', () => {
    expect(formatPercent('5.0000', 'en-US')).toBe('5%');
    expect(formatPercent('7.2500', 'en-US')).toBe('7.25%');
    expect(formatPercent('0.0125', 'en-US')).toBe('0.0125%');
  });
});

describe('date formatting', () => {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', dateStyle: 'medium', timeStyle: 'short' });

  it('shows the instant in Second Life time', () => {
    expect(formatSltDateTime('2026-01-16T03:04:00Z', format)).toBe('Jan 15, 2026, 7:04 PM SLT');
  });

  it('shows N/A when there is no date', () => {
    expect(formatSltDateTime(null, format)).toBe('N/A');
    expect(formatSltDateTime(undefined, format)).toBe('N/A');
    expect(formatSltDateTime('not a date', format)).toBe('N/A');
  });
});

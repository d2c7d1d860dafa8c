import { describe, expect, it } from 'vitest';

import { appliesToLabel, audienceLabel, periodLines, statusChip, takesOffLabel, usesLabel } from './promotion-format';

// The test runner's locale is en-US.
const format = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', dateStyle: 'medium', timeStyle: 'short' });

describe('promotion list labels', () => {
  it('says what it takes off: a percent without trailing zeros, or whole L$', () => {
    expect(takesOffLabel({ percentOff: '10.00', amountOff: null })).toBe('10% off');
    expect(takesOffLabel({ percentOff: '12.50', amountOff: null })).toBe('12.5% off');
    expect(takesOffLabel({ percentOff: null, amountOff: 1500 })).toBe('L$1,500 off');
  });

  it('names the one product, or all of them', () => {
    expect(appliesToLabel({ productId: 7, productName: 'Mesh Jacket' })).toBe('Mesh Jacket');
    expect(appliesToLabel({ productId: 7, productName: null })).toBe('Product #7');
    expect(appliesToLabel({ productId: null, productName: null })).toBe('All products');
  });

  it('says who gets a VIP list or a loyalty reward', () => {
    expect(audienceLabel({ kind: 'vip', avatarKeys: ['a', 'b', 'c'], minSpent: null })).toBe('3 VIP avatars');
    expect(audienceLabel({ kind: 'vip', avatarKeys: ['a'], minSpent: null })).toBe('1 VIP avatar');
    expect(audienceLabel({ kind: 'loyalty', avatarKeys: [], minSpent: 5000 })).toBe('After L$5,000 spent');
    expect(audienceLabel({ kind: 'sale', avatarKeys: [], minSpent: null })).toBeNull();
  });

  it("counts a coupon's uses against its limit, and nothing for other kinds", () => {
    expect(usesLabel({ kind: 'coupon', uses: 3, maxUses: 100 })).toBe('3 / 100');
    expect(usesLabel({ kind: 'coupon', uses: 1200, maxUses: null })).toBe('1,200 / no limit');
    expect(usesLabel({ kind: 'sale', uses: 0, maxUses: null })).toBeNull();
  });

  it('shows the period in SLT, one line for each end that is set', () => {
    expect(periodLines({ startsAt: '2026-01-16T08:00:00Z', endsAt: '2026-01-23T08:00:00Z' }, format)).toEqual([
      'From Jan 16, 2026, 12:00 AM SLT',
      'Until Jan 23, 2026, 12:00 AM SLT',
    ]);
    expect(periodLines({ startsAt: null, endsAt: '2026-07-04T07:00:00Z' }, format)).toEqual(['Until Jul 4, 2026, 12:00 AM SLT']);
    expect(periodLines({ startsAt: null, endsAt: null }, format)).toEqual(['Always']);
  });

  it('colours the status chip by where the promotion stands', () => {
    expect(statusChip('running')).toEqual({ label: 'Running', color: 'success' });
    expect(statusChip('scheduled')).toEqual({ label: 'Scheduled', color: 'info' });
    expect(statusChip('used up')).toEqual({ label: 'Used up', color: 'warning' });
    expect(statusChip('ended')).toEqual({ label: 'Ended', color: 'default' });
    expect(statusChip('inactive')).toEqual({ label: 'Inactive', color: 'default' });
  });
});

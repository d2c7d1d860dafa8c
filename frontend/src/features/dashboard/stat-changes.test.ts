import { describe, expect, it } from 'vitest';
import type { SalesPoint } from './dashboard-models';
import { commissionRateText, currentEventText, newVendorsThisWeek, salesChangeFromYesterday } from './stat-changes';

function week(yesterday: number, today: number): SalesPoint[] {
  return [0, 0, 0, 0, 0, yesterday, today].map((total, index) => ({ label: String(index), total }));
}

describe('salesChangeFromYesterday', () => {
  it('gives the change from yesterday in percent with one decimal', () => {
    expect(salesChangeFromYesterday(week(800, 900))).toEqual({ text: '+12.5% from yesterday', type: 'positive' });
    expect(salesChangeFromYesterday(week(300, 200))).toEqual({ text: '-33.3% from yesterday', type: 'negative' });
    expect(salesChangeFromYesterday(week(500, 500))).toEqual({ text: '+0.0% from yesterday', type: 'neutral' });
  });

  it('says so when there was nothing to compare with yesterday', () => {
    expect(salesChangeFromYesterday(week(0, 250))).toEqual({ text: 'Up from L$0 yesterday', type: 'positive' });
    expect(salesChangeFromYesterday(week(0, 0))).toEqual({ text: 'No sales yesterday', type: 'neutral' });
  });

  it('shows no change line before the series has loaded', () => {
    expect(salesChangeFromYesterday(undefined)).toBeUndefined();
  });
});

describe('newVendorsThisWeek', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('counts vendors created in the last seven days', () => {
    const vendors = [{ createdAt: '2026-11-22T08:00:00Z' }, { createdAt: '2026-11-16T12:00:01Z' }, { createdAt: '2026-11-15T11:59:59Z' }];
    expect(newVendorsThisWeek(vendors, now)).toEqual({ text: '+2 this week', type: 'positive' });
  });

  it('says +0 this week, neutral, when none is new', () => {
    expect(newVendorsThisWeek([], now)).toEqual({ text: '+0 this week', type: 'neutral' });
  });
});

describe('commissionRateText', () => {
  it("shows the profile's default rate without trailing zeros", () => {
    expect(commissionRateText('5.00').text).toBe('5% commission rate');
    expect(commissionRateText('7.50').text).toBe('7.5% commission rate');
    expect(commissionRateText('12.25').text).toBe('12.25% commission rate');
    expect(commissionRateText('10.00').text).toBe('10% commission rate');
    expect(commissionRateText('0.00').text).toBe('0% commission rate');
  });
});

describe('currentEventText', () => {
  it("names the current event, or says there is none", () => {
    const event = { id: 1, name: 'Winter Fair', daysRunning: 1, vendorCount: 1, totalSales: 0, uniqueVisitors: 0 };
    expect(currentEventText(event)?.text).toBe('Winter Fair');
    expect(currentEventText(null)?.text).toBe('No current event');
    expect(currentEventText(undefined)).toBeUndefined();
  });
});

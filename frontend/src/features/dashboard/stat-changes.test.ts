import { describe, expect, it } from 'vitest';

import type { SalesPoint } from './dashboard-models';
import { commissionPeriodText, currentEventText, newVendorsThisWeek, salesChangeFromYesterday } from './stat-changes';

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

  const vendor = (createdAt: string, isActive = true, pausedAt: string | null = null) => ({ createdAt, isActive, pausedAt });

  it('counts vendors created in the last seven days', () => {
    const vendors = [vendor('2026-11-22T08:00:00Z'), vendor('2026-11-16T12:00:01Z'), vendor('2026-11-15T11:59:59Z')];
    expect(newVendorsThisWeek(vendors, now)).toEqual({ text: '+2 this week', type: 'positive' });
  });

  it('leaves out new vendors that are inactive or paused, as the Active Vendors figure does', () => {
    const vendors = [vendor('2026-11-22T08:00:00Z'), vendor('2026-11-21T08:00:00Z', false), vendor('2026-11-20T08:00:00Z', true, '2026-11-21T00:00:00Z')];
    expect(newVendorsThisWeek(vendors, now)).toEqual({ text: '+1 this week', type: 'positive' });
  });

  it('says +0 this week, neutral, when none is new', () => {
    expect(newVendorsThisWeek([], now)).toEqual({ text: '+0 this week', type: 'neutral' });
  });
});

describe('commissionPeriodText', () => {
  it("names the card's period and the sales it was charged on", () => {
    expect(commissionPeriodText(250).text).toBe('Today, on L$250 of sales');
    expect(commissionPeriodText(12500).text).toBe('Today, on L$12,500 of sales');
    expect(commissionPeriodText(undefined).text).toBe('Today, on L$0 of sales');
  });
});

describe('currentEventText', () => {
  it('names the current event, or says there is none', () => {
    const event = { id: 1, name: 'Winter Fair', daysRunning: 1, vendorCount: 1, totalSales: 0, uniqueVisitors: 0 };
    expect(currentEventText(event)?.text).toBe('Winter Fair');
    expect(currentEventText(null)?.text).toBe('No current event');
    expect(currentEventText(undefined)).toBeUndefined();
  });
});

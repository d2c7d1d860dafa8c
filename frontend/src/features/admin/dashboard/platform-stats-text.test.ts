import { describe, expect, it } from 'vitest';

import { averageRateChange, revenueGrowthChange, transactionsTodayChange } from './platform-stats-text';

describe('revenueGrowthChange', () => {
  it('shows growth with a plus sign, in green', () => {
    expect(revenueGrowthChange('12.5')).toEqual({ text: '+12.5% from last period', type: 'positive' });
  });

  it('shows a decline in red', () => {
    expect(revenueGrowthChange('-3.0')).toEqual({ text: '-3.0% from last period', type: 'negative' });
  });

  it('shows no change as neutral', () => {
    expect(revenueGrowthChange('0.0')).toEqual({ text: '0% from last period', type: 'neutral' });
    expect(revenueGrowthChange('-0.0')).toEqual({ text: '0% from last period', type: 'neutral' });
  });

  it('says so when the previous period had no revenue to compare with', () => {
    expect(revenueGrowthChange(null)).toEqual({ text: 'No revenue in the previous period', type: 'neutral' });
  });
});

describe('averageRateChange', () => {
  it('shows the average rate, or 5 % without sales', () => {
    expect(averageRateChange('4.75').text).toBe('Last 30 days · 4.75% average rate');
    expect(averageRateChange(null).text).toBe('Last 30 days · no sales');
  });
});

describe('transactionsTodayChange', () => {
  it('says the count is all time without refunded sales, and gives the count of today', () => {
    expect(transactionsTodayChange(12).text).toBe('All time, refunds left out · 12 today');
    expect(transactionsTodayChange(1234).text).toBe('All time, refunds left out · 1,234 today');
  });
});

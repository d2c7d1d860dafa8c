import type { StatChangeType } from '../../../ui/StatCard';

export interface StatChange {
  text: string;
  type: StatChangeType;
}

/** '12.5' → '+12.5% from last period' (green), '-3.0' → red; null means the previous 30 days had no revenue to compare with. */
export function revenueGrowthChange(growth: string | null): StatChange {
  if (growth === null) return { text: 'No revenue in the previous period', type: 'neutral' };
  const trimmed = growth.trim();
  const isZero = /^[+-]?0*(\.0*)?$/.test(trimmed);
  if (isZero) return { text: '0% from last period', type: 'neutral' };
  if (trimmed.startsWith('-')) return { text: `${trimmed}% from last period`, type: 'negative' };
  return { text: `+${trimmed.replace(/^\+/, '')}% from last period`, type: 'positive' };
}

/** The Commission Earned card's period and the average rate charged in it; no made-up rate when nothing sold. */
export function averageRateChange(averageRate: string | null): StatChange {
  return { text: averageRate === null ? 'Last 30 days · no sales' : `Last 30 days · ${averageRate}% average rate`, type: 'neutral' };
}

/** The Total Transactions card counts every completed sale (refunded ones are not); its line says so and gives today's. */
export function transactionsTodayChange(today: number): StatChange {
  return { text: `All time, refunds left out · ${today.toLocaleString()} today`, type: 'neutral' };
}

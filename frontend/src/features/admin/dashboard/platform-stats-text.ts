import type { StatChangeType } from '../../../ui/StatCard';

/** Spec section 9: the average commission rate shown when there were no sales to average. */
export const AVERAGE_RATE_FALLBACK = '5';

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

export function averageRateChange(averageRate: string | null): StatChange {
  return { text: `${averageRate ?? AVERAGE_RATE_FALLBACK}% average rate`, type: 'neutral' };
}

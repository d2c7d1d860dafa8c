import type { CommissionCalculationDto, CommissionTierDto } from '../../../api/generated/model';
import { formatLindens } from '../../../ui/format-money';

/** Where the base rate came from (the API's `source`), as the calculator says it. */
export const RATE_SOURCE_LABELS: Record<CommissionCalculationDto['source'], string> = {
  event: "A running event's rate",
  vendor: "This vendor's own configuration",
  global: 'The global configuration',
  default: 'The platform default (no active configuration applies)',
};

/** One volume tier in words: 'From L$10,000 of 30-day sales: 20% off the rate' or '… L$5 off each commission'. */
export function tierLabel(tier: CommissionTierDto): string {
  const discount = tier.discountType === 'percentage' ? `${tier.discountValue}% off the rate` : `${formatLindens(tier.discountValue, 2)} off each commission`;
  return `From ${formatLindens(tier.minVolume)} of 30-day sales: ${discount}`;
}

/** Why the applied rate is what it is: the tier reached, or that none was. */
export function appliedTierLabel(calculation: Pick<CommissionCalculationDto, 'appliedTier'>): string {
  return calculation.appliedTier ? tierLabel(calculation.appliedTier) : 'No volume tier reached: the base rate applies';
}

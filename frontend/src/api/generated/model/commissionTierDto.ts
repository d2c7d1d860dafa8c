/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CommissionTierDtoDiscountType } from './commissionTierDtoDiscountType';

export interface CommissionTierDto {
  discountType: CommissionTierDtoDiscountType;
  /** Percent off the base rate, or L$ off the commission; a decimal string. */
  discountValue: string;
  /** Whole L$ of 30-day sales volume from which the tier applies. */
  minVolume: number;
}

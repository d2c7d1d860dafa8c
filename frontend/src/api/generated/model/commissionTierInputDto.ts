/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CommissionTierInputDtoDiscountType } from './commissionTierInputDtoDiscountType';
import type { CommissionTierInputDtoDiscountValue } from './commissionTierInputDtoDiscountValue';

export interface CommissionTierInputDto {
  discountType: CommissionTierInputDtoDiscountType;
  /** Percent off the base rate (0 to 100) for percentage, L$ off the commission for fixed; up to 4 decimals. */
  discountValue: CommissionTierInputDtoDiscountValue;
  /**
   * Whole L$ of 30-day sales volume from which the tier applies.
   * @minimum 0
   */
  minVolume: number;
}

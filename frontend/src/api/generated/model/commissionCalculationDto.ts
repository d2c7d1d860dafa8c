/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CommissionCalculationDtoAppliedTier } from './commissionCalculationDtoAppliedTier';
import type { CommissionCalculationDtoSource } from './commissionCalculationDtoSource';

export interface CommissionCalculationDto {
  /** Fraction actually charged (base rate less the discount). */
  appliedRate: string;
  /**
   * The volume tier that applied, if any.
   * @nullable
   */
  appliedTier: CommissionCalculationDtoAppliedTier;
  /** Fraction before any tier discount. */
  baseRate: string;
  /** L$ with 2 decimals, rounded half-up. */
  commissionAmount: string;
  /** Fraction taken off the base rate by the volume tier. */
  discount: string;
  /** Where the base rate comes from: a running event, the vendor's configuration, the global one, or the owner's default rate. */
  source: CommissionCalculationDtoSource;
}

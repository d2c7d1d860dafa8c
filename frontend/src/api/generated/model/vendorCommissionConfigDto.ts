/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CommissionTierDto } from './commissionTierDto';
import type { CommissionConfigVendorDto } from './commissionConfigVendorDto';

export interface VendorCommissionConfigDto {
  /** Fraction of the sale, as a decimal string. */
  baseRate: string;
  id: number;
  isActive: boolean;
  /** Ordered by minVolume. */
  tiers: CommissionTierDto[];
  vendor: CommissionConfigVendorDto;
  /**
   * The vendor this configuration applies to.
   */
  vendorId: number;
}

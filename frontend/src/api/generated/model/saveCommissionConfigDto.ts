/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { SaveCommissionConfigDtoBaseRate } from './saveCommissionConfigDtoBaseRate';
import type { CommissionTierInputDto } from './commissionTierInputDto';

export interface SaveCommissionConfigDto {
  /** Commission as a fraction of the sale, 0 to 1, up to 6 decimals (0.05 is 5 %). */
  baseRate: SaveCommissionConfigDtoBaseRate;
  /** Whether the configuration applies; true unless given. */
  isActive?: boolean;
  /** Volume discount tiers, at most 20, each with a different minVolume. They replace the saved tiers; none when omitted. */
  tiers?: CommissionTierInputDto[];
  /**
   * The vendor to configure, or null for the global default.
   * @nullable
   */
  vendorId: number | null;
}

/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CommissionTierDto } from './commissionTierDto';

export interface CommissionConfigDto {
  /** Fraction of the sale, as a decimal string. */
  baseRate: string;
  id: number;
  isActive: boolean;
  /** Ordered by minVolume. */
  tiers: CommissionTierDto[];
  /**
   * Null for the global configuration.
   * @nullable
   */
  vendorId: number | null;
}

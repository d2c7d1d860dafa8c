/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CommissionConfigsDtoGlobal } from './commissionConfigsDtoGlobal';
import type { RateInForceDto } from './rateInForceDto';
import type { VendorCommissionConfigDto } from './vendorCommissionConfigDto';

export interface CommissionConfigsDto {
  /**
   * The default for every vendor without its own configuration.
   * @nullable
   */
  global: CommissionConfigsDtoGlobal;
  /** The base rate charged now on sales of a vendor without its own configuration, outside events, and where it comes from. */
  rateInForce: RateInForceDto;
  /** Vendor-specific configurations, by vendor name. */
  vendors: VendorCommissionConfigDto[];
}

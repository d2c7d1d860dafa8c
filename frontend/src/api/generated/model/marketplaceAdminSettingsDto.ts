/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface MarketplaceAdminSettingsDto {
  /** SL Marketplace sales carry no commission (L$0.00 at rate 0) when true; otherwise they are priced like in-world sales. */
  commissionExempt: boolean;
}

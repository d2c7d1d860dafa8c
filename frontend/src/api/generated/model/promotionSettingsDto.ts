/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface PromotionSettingsDto {
  /** Promotions add up on a sale (each taken off the list price) instead of the best single one applying. */
  stackDiscounts: boolean;
}

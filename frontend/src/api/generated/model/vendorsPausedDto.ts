/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface VendorsPausedDto {
  /** Vendors paused by this call; vendors already paused are left as they were. */
  paused: number;
}

/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface VendorsResumedDto {
  /** Vendors no longer paused after this call. A vendor switched off on its own stays off: only the pause is lifted. */
  resumed: number;
}

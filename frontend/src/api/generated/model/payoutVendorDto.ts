/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface PayoutVendorDto {
  /** A delivery box's key (LSL Integration page), for a payouts script in a delivery box; sent instead of vendor_id. */
  box_id?: string;
  /** The vendor's LSL key, shown on the Vendors page. */
  vendor_id?: string;
}

/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface VendorInventoryDto {
  /** false (default): these names replace what the object held; true: they are added to it. */
  append?: boolean;
  /** Inventory names the object can give, at most 50 a call. */
  items: string[];
  /** The vendor's LSL key, shown on the Vendors page. */
  vendor_id: string;
}

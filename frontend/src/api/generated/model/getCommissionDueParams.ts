/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetCommissionDueParams = {
  /**
   * The vendor's LSL key, shown on the Vendors page.
   */
  vendor_id: string;
};

/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetLslScriptsParams = {
  /**
   * One of your vendors: its LSL key is filled into the vendor and payouts scripts.
   */
  vendorId?: number;
  /**
   * One of your delivery boxes: its key is filled into the delivery box script.
   */
  boxId?: number;
};

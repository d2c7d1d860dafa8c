/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetPendingRedeliveriesParams = {
  /**
   * The delivery box's key, shown on the LSL Integration page.
   */
  box_id: string;
};

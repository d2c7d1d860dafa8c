/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetTopProductsParams = {
  /**
   * Rows to return, 1 to 20.
   * @minimum 1
   * @maximum 20
   */
  limit?: number;
};

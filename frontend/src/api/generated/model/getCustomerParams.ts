/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetCustomerParams = {
  /**
   * Page number, from 1.
   * @minimum 1
   */
  page?: number;
  /**
   * Rows per page, at most 100.
   * @minimum 1
   * @maximum 100
   */
  pageSize?: number;
};

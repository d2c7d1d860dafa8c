/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetProductsParams = {
  /**
   * Only the products of this vendor.
   */
  vendorId?: number;
};

/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetCatalogueParams = {
  /**
   * The vendor's LSL key, shown on the Vendors page.
   */
  vendor_id: string;
  /**
   * The previous page's nextCursor: this page starts after that page's last product.
   */
  cursor?: string;
};

/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetBuyerPurchasesParams = {
  /**
   * The buyer's avatar key.
   */
  buyer: string;
  /**
   * A vendor's LSL key: only that vendor's sales (the vendor's own redelivery menu).
   */
  vendor_id?: string;
};

/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetQuoteParams = {
  /**
   * The vendor's LSL key, shown on the Vendors page.
   */
  vendor_id: string;
  /**
   * The product's id on the Products page.
   */
  product_id: number;
  /**
   * The buyer's avatar key: without it, only the sales running apply (VIP and loyalty need the buyer).
   */
  user_id?: string;
  /**
   * A coupon code the buyer typed (any case).
   */
  coupon?: string;
};

/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface RecordSaleDto {
  /**
   * Whole L$ paid.
   * @minimum 1
   * @maximum 1000000000
   */
  amount: number;
  /** The buyer's name, when the script knows it. */
  buyer_name?: string;
  /** The product's id on the Products page; leave it out to record the sale without a product. */
  product_id?: number;
  /** A UUID the script makes once per sale (llGenerateKey) and sends on every retry: the same sale_id records the sale once. */
  sale_id?: string;
  /** The buyer's avatar key. */
  user_id: string;
  /** The vendor's LSL key, shown on the Vendors page. */
  vendor_id: string;
}

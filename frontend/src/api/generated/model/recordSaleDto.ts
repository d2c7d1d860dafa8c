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
  /** The catalogue version (GET /api/lsl/catalogue) whose price due the buyer paid; older scripts leave it out. A sale priced on an older version is recorded at the price paid when that was the product's price due on this vendor's catalogue within the last 5 minutes, else refused with 409 and nothing recorded: the vendor refunds the buyer and reads its catalogue again. Paid at the current version's price due, a running sale is not taken off again; a coupon gives back only what it adds. A vendor that registered no URL in its heartbeat reads the version at most every 60 s (a registered one is pinged on each change). */
  catalogue_version?: string;
  /** A coupon code the buyer typed at the vendor (any case). */
  coupon?: string;
  /** A gift: the recipient's avatar key. The recipient gets the item (and the gift card, for a gift card product) and may ask for redeliveries. */
  gift_to?: string;
  /** The gift's recipient's name, as the buyer typed it and the script resolved it. */
  gift_to_name?: string;
  /** True when the vendor gave the item before the platform answered (it did not answer in time): the sale is then recorded even when the product is sold out or outside its availability dates. */
  given?: boolean;
  /** The product's id on the Products page; leave it out to record the sale without a product. */
  product_id?: number;
  /** A UUID the script makes once per sale (llGenerateKey) and sends on every retry: the same sale_id records the sale once. Required: a script that sends none (an old sample) takes L$ without giving the item, so its sales are refused. */
  sale_id: string;
  /** The buyer's avatar key. */
  user_id: string;
  /** The vendor's LSL key, shown on the Vendors page. */
  vendor_id: string;
}

/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface RedeemVoucherDto {
  /** The buyer's name, when the script knows it. */
  buyer_name?: string;
  /** The gift card's code, as typed (any case). */
  code: string;
  /** A coupon code the buyer typed at the vendor (any case): it lowers the price taken from the card. */
  coupon?: string;
  /** A gift: the recipient's avatar key. The recipient gets the item (and the gift card, for a gift card product) and may ask for redeliveries. */
  gift_to?: string;
  /** The gift's recipient's name, as the buyer typed it and the script resolved it. */
  gift_to_name?: string;
  /** The product bought: its price is taken from the card's balance. */
  product_id: number;
  /** A UUID the script makes once per redemption and sends on every retry: it spends the card once. */
  sale_id: string;
  /** The buyer's avatar key. */
  user_id: string;
  /** The vendor's LSL key, shown on the Vendors page. */
  vendor_id: string;
}

/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type ReceiveMarketplaceSaleParams = {
  /**
   * The Marketplace's id of the order (required, at most 64 characters): a repeated notification records nothing.
   */
  TransactionID?: string;
  /**
   * The payer's avatar key (required): the buyer.
   */
  PayerKey?: string;
  /**
   * The payer's avatar name.
   */
  PayerName?: string;
  /**
   * The avatar who got the item: a gift when it is not the payer.
   */
  ReceiverKey?: string;
  /**
   * The receiver's avatar name.
   */
  ReceiverName?: string;
  /**
   * The listing's item id: the sale is recorded as your product with this "Marketplace item ID".
   */
  ItemID?: string;
  /**
   * The listing's name.
   */
  ItemName?: string;
  /**
   * Whole L$ paid (required, at least 0): the sale amount.
   */
  PaymentGross?: string;
  /**
   * The Marketplace's fee (not recorded).
   */
  PaymentFee?: string;
  /**
   * Your avatar name (not recorded).
   */
  MerchantName?: string;
  /**
   * Your avatar key (not recorded).
   */
  MerchantKey?: string;
  /**
   * The kind of notification (not recorded).
   */
  Type?: string;
  /**
   * A region, recorded as the sale region.
   */
  Region?: string;
  /**
   * Recorded as the sale region when there is no Region.
   */
  Location?: string;
};

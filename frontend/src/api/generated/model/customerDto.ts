/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface CustomerDto {
  /** The buyer's avatar key (lower case). */
  avatarKey: string;
  /** Their first sale recorded. */
  firstPurchaseAt: string;
  /** Sales they bought as a gift for another avatar. */
  giftsGiven: number;
  /** Completed sales others bought for them as a gift. */
  giftsReceived: number;
  /** Their latest sale recorded. */
  lastPurchaseAt: string;
  /**
   * The name on their latest sale, when the script sent one.
   * @nullable
   */
  name: string | null;
  /** Completed sales. */
  purchases: number;
  /** Sales refunded, whole or in part. */
  refunds: number;
  /** Whole L$: their completed sales less the parts refunded. */
  spent: number;
}

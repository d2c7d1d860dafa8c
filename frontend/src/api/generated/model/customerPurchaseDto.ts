/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CustomerPurchaseDtoStatus } from './customerPurchaseDtoStatus';

export interface CustomerPurchaseDto {
  /** Sale amount in whole L$. */
  amount: number;
  createdAt: string;
  /**
   * A gift: the recipient's avatar key.
   * @nullable
   */
  giftTo: string | null;
  /**
   * A gift: the recipient's name.
   * @nullable
   */
  giftToName: string | null;
  /** Transaction id. */
  id: number;
  /**
   * The product sold, when known.
   * @nullable
   */
  productId: number | null;
  /**
   * The product's name, when it still exists.
   * @nullable
   */
  productName: string | null;
  /** Whole L$ refunded so far. */
  refundedAmount: number;
  status: CustomerPurchaseDtoStatus;
}

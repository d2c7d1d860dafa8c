/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { BuyerPurchaseDtoRedelivery } from './buyerPurchaseDtoRedelivery';

export interface BuyerPurchaseDto {
  /** Whole L$ paid. */
  amount: number;
  /** Day of the purchase in Second Life time (America/Los_Angeles), YYYY-MM-DD. */
  date: string;
  /** The product's name, else 'Purchase #<id>'. */
  productName: string;
  /**
   * The open redelivery request of this purchase (pending or assigned), or null when none is open.
   * @nullable
   */
  redelivery: BuyerPurchaseDtoRedelivery;
  /** The purchase, to deliver again. */
  transactionId: number;
}

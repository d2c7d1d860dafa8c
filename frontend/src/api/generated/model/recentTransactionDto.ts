/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { RecentTransactionDtoPaidWith } from './recentTransactionDtoPaidWith';
import type { RecentTransactionDtoStatus } from './recentTransactionDtoStatus';

export interface RecentTransactionDto {
  /** Whole L$. */
  amount: number;
  /**
   * The buyer's avatar name, when known.
   * @nullable
   */
  buyerName: string | null;
  /** UTC, ISO 8601. */
  createdAt: string;
  /** Whole L$ a promotion took off the price (amount is after it). */
  discountAmount: number;
  /**
   * A gift: the recipient's avatar key; null otherwise.
   * @nullable
   */
  giftTo: string | null;
  /**
   * A gift's recipient's name.
   * @nullable
   */
  giftToName: string | null;
  id: number;
  /** lindens, or voucher for a sale paid with a gift card. */
  paidWith: RecentTransactionDtoPaidWith;
  /**
   * The product's name, when known.
   * @nullable
   */
  productName: string | null;
  status: RecentTransactionDtoStatus;
}

/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { PayoutDtoStatus } from './payoutDtoStatus';

export interface PayoutDto {
  /** Whole L$: the percent of the price paid, rounded down. */
  amount: number;
  /** Transfers the vendor reported for it. */
  attempts: number;
  avatarKey: string;
  avatarName: string;
  /** When the sale made it. */
  createdAt: string;
  /** The payout id (the vendor pays and reports by it). */
  id: number;
  /** The split it was computed from, in percent. */
  percent: string;
  /** @nullable */
  productId: number | null;
  /** @nullable */
  productName: string | null;
  /**
   * Why it failed.
   * @nullable
   */
  reason: string | null;
  /** due: the vendor is to pay it; paid: the vendor paid it; failed: see reason. */
  status: PayoutDtoStatus;
  /** The sale it is a share of. */
  transactionId: number;
  /**
   * The Second Life transaction key the vendor reported.
   * @nullable
   */
  transactionKey: string | null;
  /** When it last changed. */
  updatedAt: string;
  vendorId: number;
  vendorName: string;
}

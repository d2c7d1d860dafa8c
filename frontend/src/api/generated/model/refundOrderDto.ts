/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { RefundOrderDtoStatus } from './refundOrderDtoStatus';

export interface RefundOrderDto {
  /** Whole L$ sent back to the buyer. */
  amount: number;
  /** The commission this refund takes off your charges, L$ exact with 2 decimals. */
  commission: string;
  /** The order id (the payouts script pays and reports by it). */
  id: number;
  /**
   * Why it failed: Second Life's error word, or the script's sentence.
   * @nullable
   */
  reason: string | null;
  /** requested: waiting for the vendor's payouts script; sent: the script has it; confirmed: Second Life made the transfer; failed: Second Life refused it (reason). */
  status: RefundOrderDtoStatus;
  /**
   * Second Life's transfer key, once confirmed.
   * @nullable
   */
  transactionKey: string | null;
  updatedAt: string;
}

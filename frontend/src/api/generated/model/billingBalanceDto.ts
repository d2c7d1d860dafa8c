/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { FailedCommissionPaymentDto } from './failedCommissionPaymentDto';
import type { BillingBalanceDtoLastPayment } from './billingBalanceDtoLastPayment';
import type { VendorThatCannotPayDto } from './vendorThatCannotPayDto';

export interface BillingBalanceDto {
  /** Whole L$ the vendors paid. */
  collected: number;
  /**
   * The avatar the vendors pay (null: not collected in-world yet).
   * @nullable
   */
  collectionAvatarName: string | null;
  /** Whole L$ the vendors pay at their next payment (the fraction is carried). */
  dueNow: number;
  /** Failed payments since the last one that went through, newest first. */
  failedPayments: FailedCommissionPaymentDto[];
  /** @nullable */
  lastPayment: BillingBalanceDtoLastPayment;
  /** Owed less collected, exact; below 0 a credit. */
  outstanding: string;
  /** Commission of the sales that stand (refunds credited back), L$ exact to 2 decimals. */
  owed: string;
  /**
   * The oldest sale whose commission is not wholly collected.
   * @nullable
   */
  uncollectedSince: string | null;
  /** Online vendors (heartbeat within 11 minutes) that cannot pay, by name. */
  vendorsThatCannotPay: VendorThatCannotPayDto[];
}

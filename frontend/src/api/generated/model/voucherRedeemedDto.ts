/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { VoucherRedeemedDtoDiscount } from './voucherRedeemedDtoDiscount';
import type { VoucherRedeemedDtoPaidWith } from './voucherRedeemedDtoPaidWith';
import type { VoucherRedeemedDtoStatus } from './voucherRedeemedDtoStatus';
import type { VoucherRedeemedDtoVoucher } from './voucherRedeemedDtoVoucher';

export interface VoucherRedeemedDto {
  /** Whole L$ due: the price paid less the discount. */
  amount: number;
  /** Whole L$ left on the gift card. */
  balance: number;
  /** The platform's commission in L$ on the amount due, exact to 2 decimals. */
  commission: string;
  /**
   * The discount applied, or null.
   * @nullable
   */
  discount: VoucherRedeemedDtoDiscount;
  /**
   * A gift's recipient (who gets the item), or null.
   * @nullable
   */
  gift_to: string | null;
  /** lindens: paid in-world; voucher: paid with a gift card. */
  paid_with: VoucherRedeemedDtoPaidWith;
  /** Whole L$ the vendor gives back to the payer (llTransferLindenDollars) and reports: the discount. */
  refund: number;
  status: VoucherRedeemedDtoStatus;
  transaction_id: number;
  /**
   * The gift card this sale issued (a gift card product), or null.
   * @nullable
   */
  voucher: VoucherRedeemedDtoVoucher;
}

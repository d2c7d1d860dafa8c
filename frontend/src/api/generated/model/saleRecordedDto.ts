/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { SaleRecordedDtoDeliver } from './saleRecordedDtoDeliver';
import type { SaleRecordedDtoDelivery } from './saleRecordedDtoDelivery';
import type { SaleRecordedDtoDiscount } from './saleRecordedDtoDiscount';
import type { SaleRecordedDtoPaidWith } from './saleRecordedDtoPaidWith';
import type { DuePayoutDto } from './duePayoutDto';
import type { SaleRecordedDtoStatus } from './saleRecordedDtoStatus';
import type { SaleRecordedDtoVoucher } from './saleRecordedDtoVoucher';

export interface SaleRecordedDto {
  /** Whole L$ due: the price paid less the discount. */
  amount: number;
  /** The platform's commission in L$ on the amount due, exact to 2 decimals. */
  commission: string;
  /** Who gives the item. vendor: the vendor holds it (it reported so with PUT /api/lsl/vendors/inventory, or never reported its contents) and gives it now. box: its last list of contents (PUT /api/lsl/vendors/inventory) lacks it: it gives nothing, tells the buyer delivery.message, and a delivery box holding the item gives it (docs/decisions/0090-central-delivery.md). A gift card product is always vendor (its code is the item). */
  deliver: SaleRecordedDtoDeliver;
  /**
   * With deliver "box": the delivery by a box; null otherwise.
   * @nullable
   */
  delivery: SaleRecordedDtoDelivery;
  /**
   * The discount applied, or null.
   * @nullable
   */
  discount: SaleRecordedDtoDiscount;
  /**
   * A gift's recipient (who gets the item), or null.
   * @nullable
   */
  gift_to: string | null;
  /** lindens: paid in-world; voucher: paid with a gift card. */
  paid_with: SaleRecordedDtoPaidWith;
  /** The partners' payouts the vendor is to make for this sale (lsl/payouts.lsl pays each with llTransferLindenDollars and reports it to POST /api/lsl/payouts/{id}/result): each partner gets their percent of amount, rounded down; the rest stays with the merchant. Empty without splits, for a gift card payment, and when the splits and the commission charged pass 100 % (the payouts are then recorded as failed). The same sale_id again answers the payouts still due. */
  payouts: DuePayoutDto[];
  /** Whole L$ the vendor gives back to the payer (llTransferLindenDollars) and reports: the discount. */
  refund: number;
  status: SaleRecordedDtoStatus;
  transaction_id: number;
  /**
   * The gift card this sale issued (a gift card product), or null.
   * @nullable
   */
  voucher: SaleRecordedDtoVoucher;
}

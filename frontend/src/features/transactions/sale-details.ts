import type { ChangeRefundDto, RefundOrderDto, TransactionDto, TransactionDtoDiscountKind, TransactionDtoPaidWith } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';
import { payoutReasonText } from '../partners/payout-format';
import { shortId } from './transaction-format';

/** What the transactions table and the dashboard flag on a sale: a gift, a discount, a payment with a gift card. */
export type SaleMarkKind = 'gift' | 'discount' | 'gift-card';

export interface SaleMark {
  kind: SaleMarkKind;
  /** Said on hover and to assistive technology, e.g. 'Gift to Bea Resident'. */
  label: string;
}

/** The fields both the sale and the dashboard's recent sale carry. */
export interface MarkedSale {
  giftTo: string | null;
  giftToName: string | null;
  discountAmount: number;
  paidWith: TransactionDtoPaidWith;
  discountKind?: TransactionDtoDiscountKind;
  discountCode?: string | null;
}

const DISCOUNT_NAMES: Record<NonNullable<TransactionDtoDiscountKind>, string> = {
  sale: 'Sale',
  coupon: 'Coupon',
  vip: 'VIP discount',
  loyalty: 'Loyalty reward',
  combined: 'Discounts added up',
};

/** The promotion that lowered the price: 'Coupon SPRING', 'Sale', 'Discounts added up (coupon SPRING)'; 'Discount' when unknown. */
export function discountName(kind: TransactionDtoDiscountKind | undefined, code: string | null | undefined): string {
  if (!kind) return 'Discount';
  if (kind === 'coupon') return code ? `Coupon ${code}` : 'Coupon';
  if (kind === 'combined' && code) return `${DISCOUNT_NAMES.combined} (coupon ${code})`;
  return DISCOUNT_NAMES[kind];
}

/** 'Gift to Bea Resident (<key>)'; the key alone when the script sent no name. */
export function giftLabel(giftTo: string, giftToName: string | null): string {
  const name = giftToName?.trim() ?? '';
  return name === '' ? `Gift to ${giftTo}` : `Gift to ${name} (${giftTo})`;
}

/** 'Coupon SPRING: L$50 off, list price L$250': `amount` is the price after the discount. */
export function discountLabel(sale: Pick<TransactionDto, 'amount' | 'discountAmount' | 'discountKind' | 'discountCode'>): string {
  const listPrice = sale.amount + sale.discountAmount;
  return `${discountName(sale.discountKind, sale.discountCode)}: ${formatLindens(sale.discountAmount)} off, list price ${formatLindens(listPrice)}`;
}

/**
 * The discount the vendor gives back in-world (the buyer paid the list price): what it reported, or that it has not
 * yet; null when there is nothing to give back (no discount, or paid with a gift card, which is charged the price due).
 */
export function changeGivenBackLabel(sale: { discountAmount: number; paidWith: TransactionDtoPaidWith; changeRefund: ChangeRefundDto | null }): string | null {
  const { changeRefund } = sale;
  if (changeRefund) {
    if (changeRefund.success) return `${formatLindens(changeRefund.amount)} given back`;
    const reason = changeRefund.reason?.trim() ?? '';
    return `Give-back failed: ${reason === '' ? 'no reason given' : reason}`;
  }
  if (sale.discountAmount > 0 && sale.paidWith === 'lindens') return "Waiting for the vendor's report";
  return null;
}

/**
 * 'Paid L$100; the price was L$350' for a sale flagged as a price mismatch (paid neither the list price nor the price
 * due); null for any other sale.
 */
export function priceMismatchLabel(sale: Pick<TransactionDto, 'priceMismatch' | 'amount' | 'listPrice'>): string | null {
  if (!sale.priceMismatch) return null;
  const paid = `Paid ${formatLindens(sale.amount)}`;
  return sale.listPrice === null ? `${paid}; not the product's price` : `${paid}; the price was ${formatLindens(sale.listPrice)}`;
}

/** The marks a sale gets in lists, in a fixed order: gift, discount, gift card. */
export function saleMarks(sale: MarkedSale): SaleMark[] {
  const marks: SaleMark[] = [];
  if (sale.giftTo) {
    const name = sale.giftToName?.trim() ?? '';
    marks.push({ kind: 'gift', label: `Gift to ${name === '' ? shortId(sale.giftTo) : name}` });
  }
  if (sale.discountAmount > 0)
    marks.push({ kind: 'discount', label: `${discountName(sale.discountKind, sale.discountCode)}: ${formatLindens(sale.discountAmount)} off` });
  if (sale.paidWith === 'voucher') marks.push({ kind: 'gift-card', label: 'Paid with a gift card' });
  return marks;
}

/** Where the L$ of a refund ordered on the web stand (docs/product.md, Transactions). */
export function refundOrderLabel(order: RefundOrderDto): string {
  const amount = formatLindens(order.amount);
  switch (order.status) {
    case 'requested':
      return `${amount} back to the buyer: waiting for the vendor's payouts script (within 5 minutes while it is online)`;
    case 'sent':
      return `${amount} back to the buyer: the vendor's payouts script is sending it`;
    case 'confirmed':
      return `${amount} sent back to the buyer, confirmed by Second Life`;
    case 'failed':
      return `${amount} not sent back: ${payoutReasonText(order.reason, 'the buyer') ?? 'the transfer failed'}`;
  }
}

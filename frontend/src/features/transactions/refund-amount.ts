import type { TransactionDto } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';

type RefundableSale = Pick<TransactionDto, 'amount' | 'refundedAmount' | 'paidWith' | 'source'>;

/** The whole L$ of the sale not yet refunded. */
export function refundLeft(sale: Pick<TransactionDto, 'amount' | 'refundedAmount'>): number {
  return sale.amount - sale.refundedAmount;
}

/** Only L$ paid at a vendor in-world can go back in part (the vendor's payouts script sends each part). */
export function canRefundInPart(sale: RefundableSale): boolean {
  return sale.source === 'in-world' && sale.paidWith === 'lindens' && refundLeft(sale) > 1;
}

/** The amount typed for a partial refund: whole L$ from 1 to what is left of the sale, or the reason it is not. */
export function parseRefundAmount(text: string, left: number): { amount: number } | { error: string } {
  const trimmed = text.trim();
  const amount = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > left) {
    return { error: `Enter a whole number of L$ from 1 to ${left.toLocaleString('en-US')}, the part of this sale not yet refunded.` };
  }
  return { amount };
}

/** 'L$100 of L$400 refunded so far' for a sale refunded in part; null when nothing or everything was refunded. */
export function refundedSoFarLabel(sale: Pick<TransactionDto, 'amount' | 'refundedAmount' | 'status'>): string | null {
  if (sale.refundedAmount === 0 || sale.status === 'refunded') return null;
  return `${formatLindens(sale.refundedAmount)} of ${formatLindens(sale.amount)} refunded so far`;
}

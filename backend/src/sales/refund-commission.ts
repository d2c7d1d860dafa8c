import Decimal from 'decimal.js';

/** What one refund of part (or the rest) of a sale takes off the merchant's charges. */
export interface RefundPart {
  /** Whole L$ sent back by this refund. */
  amount: number;
  /** Commission credited for it, exact with 2 decimals (text, as numeric(14,2) holds it). */
  commission: string;
  /** True when this refund leaves nothing of the sale unrefunded. */
  completes: boolean;
}

/**
 * The commission a refund of `amount` more L$ credits back (docs/decisions/0100-partial-refunds.md). The commission
 * credited so far is always the sale's commission × L$ refunded so far ÷ the sale's amount, rounded half up to the
 * hundredth; a refund credits what that figure grows by. Computed on the running total, never per part, so the parts
 * add up to exactly the sale's commission when it is fully refunded, whatever the order and size of the parts.
 */
export function refundPart(sale: { amount: number; commission: string; refundedAmount: number; refundedCommission: string }, amount: number): RefundPart {
  if (!Number.isInteger(amount) || amount < 1 || sale.refundedAmount + amount > sale.amount) {
    throw new RangeError(`A refund of L$${amount} does not fit the L$${sale.amount - sale.refundedAmount} not yet refunded`);
  }
  const refundedAfter = sale.refundedAmount + amount;
  const commission = new Decimal(sale.commission);
  const creditedAfter =
    refundedAfter === sale.amount ? commission : commission.times(refundedAfter).dividedBy(sale.amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { amount, commission: creditedAfter.minus(sale.refundedCommission).toFixed(2), completes: refundedAfter === sale.amount };
}

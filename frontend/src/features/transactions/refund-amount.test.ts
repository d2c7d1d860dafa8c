import { describe, expect, it } from 'vitest';

import { canRefundInPart, parseRefundAmount, refundedSoFarLabel, refundLeft } from './refund-amount';

const sale = { amount: 400, refundedAmount: 100, paidWith: 'lindens' as const, source: 'in-world' as const, status: 'completed' as const };

describe('partial refund amounts', () => {
  it('leaves what was not yet refunded', () => {
    expect(refundLeft(sale)).toBe(300);
  });

  it('offers a part only for L$ paid at a vendor in-world, while more than L$1 is left', () => {
    expect(canRefundInPart(sale)).toBe(true);
    expect(canRefundInPart({ ...sale, paidWith: 'voucher' })).toBe(false);
    expect(canRefundInPart({ ...sale, source: 'marketplace' })).toBe(false);
    expect(canRefundInPart({ ...sale, refundedAmount: 399 })).toBe(false);
  });

  it('takes whole L$ from 1 to what is left, and says what to type otherwise', () => {
    expect(parseRefundAmount(' 120 ', 300)).toEqual({ amount: 120 });
    expect(parseRefundAmount('300', 300)).toEqual({ amount: 300 });
    const error = { error: 'Enter a whole number of L$ from 1 to 300, the part of this sale not yet refunded.' };
    for (const text of ['', '0', '301', '12.5', '-4', 'ten', '1e2']) expect(parseRefundAmount(text, 300)).toEqual(error);
  });

  it('says how much of a sale refunded in part was refunded so far', () => {
    expect(refundedSoFarLabel(sale)).toBe('L$100 of L$400 refunded so far');
    expect(refundedSoFarLabel({ ...sale, refundedAmount: 0 })).toBeNull();
    expect(refundedSoFarLabel({ ...sale, refundedAmount: 400, status: 'refunded' })).toBeNull();
  });
});

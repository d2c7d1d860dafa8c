import { describe, expect, it } from 'vitest';

import { changeGivenBackLabel, discountLabel, discountName, giftLabel, priceMismatchLabel, refundOrderLabel, saleMarks } from './sale-details';

const KEY = 'a2e76fcd-9360-4f6d-a924-000000000003';

// The test runner's locale is en-US.
describe('sale details', () => {
  it('names the gift recipient with their key, or the key alone', () => {
    expect(giftLabel(KEY, 'Bea Resident')).toBe(`Gift to Bea Resident (${KEY})`);
    expect(giftLabel(KEY, null)).toBe(`Gift to ${KEY}`);
  });

  it('says what a price-mismatch sale paid and what the price was, and nothing for any other sale', () => {
    expect(priceMismatchLabel({ priceMismatch: true, amount: 100, listPrice: 350 })).toBe('Paid L$100; the price was L$350');
    expect(priceMismatchLabel({ priceMismatch: true, amount: 1500, listPrice: null })).toBe("Paid L$1,500; not the product's price");
    expect(priceMismatchLabel({ priceMismatch: false, amount: 100, listPrice: 350 })).toBeNull();
  });

  it('names the promotion that lowered the price', () => {
    expect(discountName('coupon', 'SPRING')).toBe('Coupon SPRING');
    expect(discountName('sale', null)).toBe('Sale');
    expect(discountName('vip', null)).toBe('VIP discount');
    expect(discountName('loyalty', null)).toBe('Loyalty reward');
    expect(discountName('combined', 'SPRING')).toBe('Discounts added up (coupon SPRING)');
    expect(discountName('combined', null)).toBe('Discounts added up');
    expect(discountName(undefined, null)).toBe('Discount');
  });

  it('shows the discount with the list price, which is the amount paid plus the discount', () => {
    expect(discountLabel({ amount: 200, discountAmount: 50, discountKind: 'coupon', discountCode: 'SPRING' })).toBe(
      'Coupon SPRING: L$50 off, list price L$250',
    );
    expect(discountLabel({ amount: 1350, discountAmount: 150, discountKind: 'sale', discountCode: null })).toBe('Sale: L$150 off, list price L$1,500');
  });

  it('says what the vendor gave back, that it failed and why, or that its report has not come', () => {
    expect(changeGivenBackLabel({ discountAmount: 50, paidWith: 'lindens', changeRefund: { amount: 50, success: true, reason: null } })).toBe(
      'L$50 given back',
    );
    expect(
      changeGivenBackLabel({ discountAmount: 50, paidWith: 'lindens', changeRefund: { amount: 50, success: false, reason: 'Not enough L$ in the vendor' } }),
    ).toBe('Give-back failed: Not enough L$ in the vendor');
    expect(changeGivenBackLabel({ discountAmount: 50, paidWith: 'lindens', changeRefund: { amount: 50, success: false, reason: null } })).toBe(
      'Give-back failed: no reason given',
    );
    expect(changeGivenBackLabel({ discountAmount: 50, paidWith: 'lindens', changeRefund: null })).toBe("Waiting for the vendor's report");
  });

  it('has nothing to give back without a discount, or for a sale paid with a gift card', () => {
    expect(changeGivenBackLabel({ discountAmount: 0, paidWith: 'lindens', changeRefund: null })).toBeNull();
    expect(changeGivenBackLabel({ discountAmount: 50, paidWith: 'voucher', changeRefund: null })).toBeNull();
  });

  it('marks gifts, discounts and gift card payments, in that order', () => {
    expect(saleMarks({ giftTo: null, giftToName: null, discountAmount: 0, paidWith: 'lindens' })).toEqual([]);
    expect(
      saleMarks({ giftTo: KEY, giftToName: 'Bea Resident', discountAmount: 50, paidWith: 'voucher', discountKind: 'coupon', discountCode: 'SPRING' }),
    ).toEqual([
      { kind: 'gift', label: 'Gift to Bea Resident' },
      { kind: 'discount', label: 'Coupon SPRING: L$50 off' },
      { kind: 'gift-card', label: 'Paid with a gift card' },
    ]);
    // The dashboard's recent sales carry no discount kind, and a gift may come without a name.
    expect(saleMarks({ giftTo: KEY, giftToName: null, discountAmount: 25, paidWith: 'lindens' })).toEqual([
      { kind: 'gift', label: 'Gift to a2e76fcd' },
      { kind: 'discount', label: 'Discount: L$25 off' },
    ]);
  });
});

describe('refundOrderLabel', () => {
  const order = {
    id: 12,
    amount: 1250,
    commission: '62.50',
    status: 'requested' as const,
    transactionKey: null,
    reason: null,
    updatedAt: '2026-11-29T18:00:00.000Z',
  };

  it('says where the L$ of a refund ordered on the web stand', () => {
    expect(refundOrderLabel(order)).toBe("L$1,250 back to the buyer: waiting for the vendor's payouts script (within 5 minutes while it is online)");
    expect(refundOrderLabel({ ...order, status: 'sent' })).toBe("L$1,250 back to the buyer: the vendor's payouts script is sending it");
    expect(refundOrderLabel({ ...order, status: 'confirmed' })).toBe('L$1,250 sent back to the buyer, confirmed by Second Life');
  });

  it("gives Second Life's refusal in words", () => {
    expect(refundOrderLabel({ ...order, status: 'failed', reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS' })).toBe(
      'L$1,250 not sent back: Not enough L$ on your account to pay the buyer (LINDENDOLLAR_INSUFFICIENTFUNDS)',
    );
    expect(refundOrderLabel({ ...order, status: 'failed', reason: 'LINDENDOLLAR_ENTITYDOESNOTEXIST' })).toBe(
      'L$1,250 not sent back: The buyer avatar does not exist (LINDENDOLLAR_ENTITYDOESNOTEXIST)',
    );
  });
});

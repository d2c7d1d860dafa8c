import { type DiscountCandidate, discountFor, discountWorth } from './discount-engine';

const percent = (promotionId: number, kind: DiscountCandidate['kind'], value: string, code: string | null = null): DiscountCandidate => ({
  promotionId,
  kind,
  code,
  percentOff: value,
  amountOff: null,
});
const lindens = (promotionId: number, kind: DiscountCandidate['kind'], value: number, code: string | null = null): DiscountCandidate => ({
  promotionId,
  kind,
  code,
  percentOff: null,
  amountOff: value,
});

describe('discountWorth', () => {
  it.each([
    ['10 % of L$250', 250, percent(1, 'sale', '10.00'), 25],
    ['12.5 % of L$99 rounds down', 99, percent(1, 'sale', '12.50'), 12],
    ['33.33 % of L$300 rounds down', 300, percent(1, 'sale', '33.33'), 99],
    ['100 % of L$250', 250, percent(1, 'sale', '100.00'), 250],
    ['1 % of L$50 is worth nothing', 50, percent(1, 'sale', '1.00'), 0],
    ['L$30 off L$250', 250, lindens(1, 'coupon', 30), 30],
    ['L$300 off L$250 stops at the price', 250, lindens(1, 'coupon', 300), 250],
  ])('%s', (_name, price, candidate, expected) => {
    expect(discountWorth(price, candidate)).toBe(expected);
  });

  it('refuses a negative or fractional price and a percent out of range', () => {
    expect(() => discountWorth(-1, lindens(1, 'sale', 5))).toThrow(RangeError);
    expect(() => discountWorth(1.5, lindens(1, 'sale', 5))).toThrow(RangeError);
    expect(() => discountWorth(100, percent(1, 'sale', '100.01'))).toThrow(RangeError);
  });
});

describe('discountFor', () => {
  it('answers null when no promotion applies or none is worth L$1', () => {
    expect(discountFor(250, [], false)).toBeNull();
    expect(discountFor(50, [percent(1, 'sale', '1.00')], false)).toBeNull();
  });

  it('applies the best single discount, not the sum', () => {
    const applied = discountFor(1000, [percent(1, 'sale', '10.00'), lindens(2, 'coupon', 150, 'SPRING'), percent(3, 'vip', '12.00')], false);
    expect(applied).toEqual({ kind: 'coupon', code: 'SPRING', amount: 150, promotionIds: [2], couponId: 2 });
  });

  it('prefers a sale over an equal coupon, keeping the coupon unused', () => {
    const applied = discountFor(1000, [lindens(5, 'coupon', 100, 'TEN'), percent(9, 'sale', '10.00')], false);
    expect(applied).toEqual({ kind: 'sale', code: null, amount: 100, promotionIds: [9], couponId: null });
  });

  it('breaks a tie between equal kinds by the lowest promotion id, whatever the order given', () => {
    expect(discountFor(200, [percent(8, 'sale', '10.00'), lindens(3, 'sale', 20)], false)?.promotionIds).toEqual([3]);
    expect(discountFor(200, [lindens(3, 'sale', 20), percent(8, 'sale', '10.00')], false)?.promotionIds).toEqual([3]);
  });

  it('orders equal discounts sale, VIP, loyalty, coupon', () => {
    const candidates = [lindens(1, 'coupon', 10, 'C'), lindens(2, 'loyalty', 10), lindens(3, 'vip', 10)];
    expect(discountFor(100, candidates, false)?.kind).toBe('vip');
    expect(discountFor(100, candidates.slice(0, 2), false)?.kind).toBe('loyalty');
  });

  it('adds every discount up when the merchant allows stacking, each on the list price', () => {
    const applied = discountFor(1000, [percent(1, 'sale', '10.00'), lindens(2, 'coupon', 150, 'SPRING'), percent(3, 'loyalty', '5.00')], true);
    expect(applied).toEqual({ kind: 'combined', code: 'SPRING', amount: 300, promotionIds: [2, 1, 3], couponId: 2 });
  });

  it('never takes the price below L$0, stacked or not', () => {
    expect(discountFor(100, [percent(1, 'sale', '80.00'), lindens(2, 'vip', 50)], true)?.amount).toBe(100);
    expect(discountFor(100, [lindens(2, 'coupon', 500, 'ALL')], false)?.amount).toBe(100);
  });

  it('keeps the kind of a single discount when stacking has only one', () => {
    expect(discountFor(100, [percent(4, 'loyalty', '5.00')], true)).toEqual({ kind: 'loyalty', code: null, amount: 5, promotionIds: [4], couponId: null });
  });
});

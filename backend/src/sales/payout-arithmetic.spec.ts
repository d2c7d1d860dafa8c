import {
  highestCommissionPercent,
  merchantKeeps,
  payoutAmount,
  percentText,
  planPayouts,
  splitsForSale,
  type SplitShare,
  splitsOverflow,
  splitsTotal,
} from './payout-arithmetic';

const ANN = 'a2e76fcd-9360-4f6d-a924-000000000001';
const BOB = 'a2e76fcd-9360-4f6d-a924-000000000002';
const CLEO = 'a2e76fcd-9360-4f6d-a924-000000000003';
const share = (avatarKey: string, percent: string, avatarName = avatarKey.slice(-1)): SplitShare => ({ avatarKey, avatarName, percent });

describe('payoutAmount: the percent of the price due, rounded down to whole L$', () => {
  it.each([
    ['10 % of L$1000', 1000, '10.00', 100],
    ['12.5 % of L$999 rounds down (124.875)', 999, '12.50', 124],
    ['33.33 % of L$300 rounds down (99.99)', 300, '33.33', 99],
    ['0.01 % of L$99 999 rounds down (9.9999)', 99_999, '0.01', 9],
    ['0.01 % of L$100 is L$0.01, so nothing', 100, '0.01', 0],
    ['15 % of L$1 is nothing', 1, '15', 0],
    ['100 % of L$250', 250, '100', 250],
    ['L$0 due pays nothing', 0, '50', 0],
    ['49.99 % of L$1 000 000 000 (499 900 000)', 1_000_000_000, '49.99', 499_900_000],
    ['7.35 % of L$2 147 483 647 stays exact (157 840 048.0545)', 2_147_483_647, '7.35', 157_840_048],
  ])('%s', (_name, price, percent, expected) => {
    expect(payoutAmount(price, percent)).toBe(expected);
  });

  it.each([
    ['a negative price', -1, '10'],
    ['a fractional price', 10.5, '10'],
    ['a percent of 0', 100, '0'],
    ['a percent above 100', 100, '100.01'],
    ['a percent that is not a number', 100, 'ten'],
  ])('refuses %s', (_name, price, percent) => {
    expect(() => payoutAmount(price, percent)).toThrow();
  });
});

describe('planPayouts', () => {
  it.each([
    {
      name: 'two partners on L$1000 at 5 % commission: 150 and 75, the merchant keeps 775',
      price: 1000,
      shares: [share(ANN, '15'), share(BOB, '7.5')],
      rate: '5.0000',
      amounts: [150, 75],
      keeps: 775,
    },
    {
      name: 'floors leave the remainder with the merchant: 33.33 % twice of L$100 is 33 + 33, the merchant keeps 34',
      price: 100,
      shares: [share(ANN, '33.33'), share(BOB, '33.33')],
      rate: '5.0000',
      amounts: [33, 33],
      keeps: 34,
    },
    {
      name: 'three partners on an odd price (L$999 at 10 %, 20 %, 30 %: 99.9, 199.8, 299.7)',
      price: 999,
      shares: [share(ANN, '10'), share(BOB, '20'), share(CLEO, '30')],
      rate: '5.0000',
      amounts: [99, 199, 299],
      keeps: 402,
    },
    {
      name: 'a share worth less than L$1 is not paid, the others are',
      price: 10,
      shares: [share(ANN, '50'), share(BOB, '5')],
      rate: '5.0000',
      amounts: [5],
      keeps: 5,
    },
    {
      name: 'splits and commission at exactly 100 % are paid',
      price: 1000,
      shares: [share(ANN, '90'), share(BOB, '5')],
      rate: '5.0000',
      amounts: [900, 50],
      keeps: 50,
    },
    {
      name: 'no splits, no payouts',
      price: 1000,
      shares: [],
      rate: '5.0000',
      amounts: [],
      keeps: 1000,
    },
  ])('$name', ({ price, shares, rate, amounts, keeps }) => {
    const plan = planPayouts(price, shares, rate);
    expect(plan.refusal).toBeNull();
    expect(plan.payouts.map((payout) => payout.amount)).toEqual(amounts);
    expect(merchantKeeps(price, plan.payouts)).toBe(keeps);
    // Never more than the percents promise.
    expect(plan.payouts.reduce((sum, payout) => sum + payout.amount, 0)).toBeLessThanOrEqual(Number(splitsTotal(shares).times(price).dividedBy(100)));
  });

  it('keeps the partner, name and percent on each payout, in the order of the splits', () => {
    expect(planPayouts(200, [share(BOB, '10', 'Bob Builder'), share(ANN, '25', 'Ann Resident')], '5.0000').payouts).toEqual([
      { avatarKey: BOB, avatarName: 'Bob Builder', percent: '10', amount: 20 },
      { avatarKey: ANN, avatarName: 'Ann Resident', percent: '25', amount: 50 },
    ]);
  });

  it('refuses payouts when the splits and the commission charged come to more than 100 %, naming the overflow', () => {
    const plan = planPayouts(1000, [share(ANN, '60'), share(BOB, '37.5')], '5.5000');
    expect(plan.payouts.map((payout) => payout.amount)).toEqual([600, 375]);
    expect(plan.refusal).toBe(
      'The splits (97.5 %) and the commission charged on this sale (5.5 %) came to 103 %, 3 % over 100 %, so no L$ was paid to partners. Lower the splits, then retry.',
    );
  });

  it('has nothing to refuse when every share comes to L$0', () => {
    expect(planPayouts(1, [share(ANN, '99')], '5.0000')).toEqual({ payouts: [], refusal: null });
  });
});

describe("splitsForSale: a product with its own splits replaces the vendor's", () => {
  const splits = { vendor: [share(ANN, '10')], products: { '7': [share(BOB, '20')] } };
  it.each([
    ['a product with its own splits', 7, [share(BOB, '20')]],
    ['a product without its own', 8, [share(ANN, '10')]],
    ['a sale without a product', null, [share(ANN, '10')]],
  ])('%s', (_name, productId, expected) => {
    expect(splitsForSale(splits, productId)).toEqual(expected);
  });

  it('answers none when the vendor has no splits at all', () => {
    expect(splitsForSale(null, 7)).toEqual([]);
    expect(splitsForSale({ vendor: [], products: {} }, 7)).toEqual([]);
  });
});

describe('highestCommissionPercent: the highest rate that can apply to a vendor now', () => {
  it.each([
    ["nothing configured: the platform's 5 %", null, null, [], '5'],
    ['an active global configuration', null, { baseRate: '0.04', isActive: true }, [], '4'],
    ['an inactive global configuration falls back to 5 %', null, { baseRate: '0.09', isActive: false }, [], '5'],
    ["the vendor's active configuration wins over the global one", { baseRate: '0.03', isActive: true }, { baseRate: '0.08', isActive: true }, [], '3'],
    ['an inactive vendor configuration leaves the global one', { baseRate: '0.03', isActive: false }, { baseRate: '0.08', isActive: true }, [], '8'],
    ['an event above the rate outside events', { baseRate: '0.03', isActive: true }, null, ['7.50', '4.00'], '7.5'],
    ['events below the rate outside events', null, { baseRate: '0.06', isActive: true }, ['2.00'], '6'],
    ['six decimals of a fraction', { baseRate: '0.123456', isActive: true }, null, [], '12.3456'],
  ])('%s', (_name, vendorConfig, globalConfig, eventRatePercents, expected) => {
    expect(percentText(highestCommissionPercent({ vendorConfig, globalConfig, eventRatePercents }))).toBe(expected);
  });
});

describe('splitsOverflow: the check when splits are saved', () => {
  it.each([
    ['95 % beside 5 %', '95', '5', null],
    ['nothing beside 100 %', '0', '100', null],
  ])('accepts %s', (_name, total, commission, expected) => {
    expect(splitsOverflow(total, commission)).toBe(expected);
  });

  it('names the total, the commission and the overflow', () => {
    expect(splitsOverflow('97.5', '5')).toBe(
      "The splits add up to 97.5 % and the platform's commission can be up to 5 % of a sale here: 102.5 % in all, 2.5 % over 100 %. Lower the splits by at least 2.5 %.",
    );
    expect(splitsOverflow('95.01', '5')).toContain('0.01 % over 100 %');
  });
});

import Decimal from 'decimal.js';

import {
  calculateCommission,
  type CommissionConfigRule,
  commissionForSale,
  type CommissionTierRule,
  type EventCommissionRule,
  eventRateInForce,
  platformRate,
  type SaleCommission,
  type SaleCommissionInput,
  selectBaseRate,
} from './commission-engine';

const SALE_TIME = new Date('2026-11-20T12:00:00.000Z');

/** An event whose rate an administrator approved, unless overrides say otherwise. */
function event(id: number, commissionRate: string, overrides: Partial<EventCommissionRule> = {}): EventCommissionRule {
  return {
    id,
    commissionRate,
    approvedRate: commissionRate,
    startDate: new Date('2026-11-19T00:00:00.000Z'),
    endDate: new Date('2026-11-22T00:00:00.000Z'),
    isActive: true,
    ...overrides,
  };
}

function tier(minVolume: string | number, discountType: 'percentage' | 'fixed', discountValue: string): CommissionTierRule {
  return { minVolume, discountType, discountValue };
}

const quarterOffFrom10k = tier('10000', 'percentage', '25.0000');
const fifteenLindensOffFrom50k = tier('50000', 'fixed', '15.0000');
const halfOffFrom20k = tier('20000', 'percentage', '50.0000');
const halfOffFrom5k = tier('5000', 'percentage', '50.0000');

const vendorConfig: CommissionConfigRule = {
  baseRate: '0.040000',
  isActive: true,
  tiers: [quarterOffFrom10k, fifteenLindensOffFrom50k],
};
const globalConfig: CommissionConfigRule = { baseRate: '0.060000', isActive: true, tiers: [halfOffFrom5k] };
const inactive = (config: CommissionConfigRule): CommissionConfigRule => ({ ...config, isActive: false });
const vendorRate = (baseRate: string, tiers: CommissionTierRule[] = []): CommissionConfigRule => ({
  baseRate,
  isActive: true,
  tiers,
});

function sale(overrides: Partial<SaleCommissionInput>): SaleCommissionInput {
  return {
    at: SALE_TIME,
    amount: 1000,
    salesVolume30Days: 0,
    events: [],
    vendorConfig: null,
    globalConfig: null,
    defaultRatePercent: '5.00',
    ...overrides,
  };
}

type Expected = Omit<SaleCommission, 'eventId' | 'appliedTier' | 'chargedOn'> & {
  chargedOn?: number;
  eventId?: number;
  appliedTier?: CommissionTierRule;
};

// Expected values are worked out by hand: base rate x amount, less the tier's discount, rounded half-up.
const cases: Array<[string, SaleCommissionInput, Expected]> = [
  [
    'an event rate beats the vendor and global configurations',
    sale({ events: [event(1, '7.50')], vendorConfig, globalConfig }),
    { source: 'event', eventId: 1, baseRate: '0.075', appliedRate: '0.075', discount: '0', commissionAmount: '75.00', appliedRatePercent: '7.5000' },
  ],
  [
    'the vendor configuration beats the global one',
    sale({ vendorConfig, globalConfig }),
    { source: 'vendor', baseRate: '0.04', appliedRate: '0.04', discount: '0', commissionAmount: '40.00', appliedRatePercent: '4.0000' },
  ],
  [
    'the global configuration beats the owner default',
    sale({ globalConfig }),
    { source: 'global', baseRate: '0.06', appliedRate: '0.06', discount: '0', commissionAmount: '60.00', appliedRatePercent: '6.0000' },
  ],
  [
    'the owner default applies when nothing else does',
    sale({}),
    { source: 'default', baseRate: '0.05', appliedRate: '0.05', discount: '0', commissionAmount: '50.00', appliedRatePercent: '5.0000' },
  ],
  [
    'a changed owner default is read as a percent',
    sale({ defaultRatePercent: '12.25' }),
    { source: 'default', baseRate: '0.1225', appliedRate: '0.1225', discount: '0', commissionAmount: '122.50', appliedRatePercent: '12.2500' },
  ],
  [
    'the lowest of several running events applies',
    sale({ events: [event(1, '7.50'), event(2, '3.25'), event(3, '4.00')], vendorConfig }),
    { source: 'event', eventId: 2, baseRate: '0.0325', appliedRate: '0.0325', discount: '0', commissionAmount: '32.50', appliedRatePercent: '3.2500' },
  ],
  [
    'an inactive event is skipped',
    sale({ events: [event(1, '1.00', { isActive: false })], vendorConfig }),
    { source: 'vendor', baseRate: '0.04', appliedRate: '0.04', discount: '0', commissionAmount: '40.00', appliedRatePercent: '4.0000' },
  ],
  [
    'an event that starts a millisecond after the sale is skipped',
    sale({ events: [event(1, '1.00', { startDate: new Date('2026-11-20T12:00:00.001Z') })], vendorConfig }),
    { source: 'vendor', baseRate: '0.04', appliedRate: '0.04', discount: '0', commissionAmount: '40.00', appliedRatePercent: '4.0000' },
  ],
  [
    'an event that starts exactly at the sale time applies',
    sale({ events: [event(4, '2.00', { startDate: SALE_TIME })], vendorConfig }),
    { source: 'event', eventId: 4, baseRate: '0.02', appliedRate: '0.02', discount: '0', commissionAmount: '20.00', appliedRatePercent: '2.0000' },
  ],
  [
    'an event that ends exactly at the sale time is over',
    sale({ events: [event(1, '1.00', { endDate: SALE_TIME })], vendorConfig }),
    { source: 'vendor', baseRate: '0.04', appliedRate: '0.04', discount: '0', commissionAmount: '40.00', appliedRatePercent: '4.0000' },
  ],
  [
    'an event that has already ended is skipped',
    sale({
      events: [event(1, '1.00', { startDate: new Date('2026-11-10T00:00:00Z'), endDate: new Date('2026-11-15T00:00:00Z') })],
      globalConfig,
    }),
    { source: 'global', baseRate: '0.06', appliedRate: '0.06', discount: '0', commissionAmount: '60.00', appliedRatePercent: '6.0000' },
  ],
  [
    'an inactive vendor configuration is skipped',
    sale({ vendorConfig: inactive(vendorConfig), globalConfig }),
    { source: 'global', baseRate: '0.06', appliedRate: '0.06', discount: '0', commissionAmount: '60.00', appliedRatePercent: '6.0000' },
  ],
  [
    'inactive vendor and global configurations fall back to the owner default',
    sale({ vendorConfig: inactive(vendorConfig), globalConfig: inactive(globalConfig) }),
    { source: 'default', baseRate: '0.05', appliedRate: '0.05', discount: '0', commissionAmount: '50.00', appliedRatePercent: '5.0000' },
  ],
  [
    'a 0 % event still beats the vendor configuration',
    sale({ events: [event(5, '0.00')], vendorConfig }),
    { source: 'event', eventId: 5, baseRate: '0', appliedRate: '0', discount: '0', commissionAmount: '0.00', appliedRatePercent: '0.0000' },
  ],
  [
    'tiers are ignored for an event rate',
    sale({ events: [event(1, '7.50')], vendorConfig, globalConfig, salesVolume30Days: 100000 }),
    { source: 'event', eventId: 1, baseRate: '0.075', appliedRate: '0.075', discount: '0', commissionAmount: '75.00', appliedRatePercent: '7.5000' },
  ],
  [
    'tiers are ignored for the owner default',
    sale({ vendorConfig: inactive(vendorConfig), globalConfig: inactive(globalConfig), salesVolume30Days: 100000 }),
    { source: 'default', baseRate: '0.05', appliedRate: '0.05', discount: '0', commissionAmount: '50.00', appliedRatePercent: '5.0000' },
  ],
  [
    'a volume equal to minVolume reaches the tier',
    sale({ vendorConfig, salesVolume30Days: 10000 }),
    {
      source: 'vendor',
      baseRate: '0.04',
      appliedRate: '0.03',
      discount: '0.01',
      commissionAmount: '30.00',
      appliedRatePercent: '3.0000',
      appliedTier: quarterOffFrom10k,
    },
  ],
  [
    'one L$ below the first tier gets no discount',
    sale({ vendorConfig, salesVolume30Days: 9999 }),
    { source: 'vendor', baseRate: '0.04', appliedRate: '0.04', discount: '0', commissionAmount: '40.00', appliedRatePercent: '4.0000' },
  ],
  [
    'one L$ below a tier keeps the previous tier',
    sale({ vendorConfig, salesVolume30Days: 49999 }),
    {
      source: 'vendor',
      baseRate: '0.04',
      appliedRate: '0.03',
      discount: '0.01',
      commissionAmount: '30.00',
      appliedRatePercent: '3.0000',
      appliedTier: quarterOffFrom10k,
    },
  ],
  [
    'a fixed discount comes off the commission',
    sale({ vendorConfig, salesVolume30Days: '50000' }),
    {
      source: 'vendor',
      baseRate: '0.04',
      appliedRate: '0.025',
      discount: '0.015',
      commissionAmount: '25.00',
      appliedRatePercent: '2.5000',
      appliedTier: fifteenLindensOffFrom50k,
    },
  ],
  [
    'the greatest qualifying minVolume wins whatever the tier order',
    sale({ vendorConfig: vendorRate('0.040000', [fifteenLindensOffFrom50k, quarterOffFrom10k, halfOffFrom20k]), salesVolume30Days: 30000 }),
    {
      source: 'vendor',
      baseRate: '0.04',
      appliedRate: '0.02',
      discount: '0.02',
      commissionAmount: '20.00',
      appliedRatePercent: '2.0000',
      appliedTier: halfOffFrom20k,
    },
  ],
  [
    'a percentage discount applies to the global rate',
    sale({ globalConfig, amount: 999, salesVolume30Days: 5000 }),
    {
      source: 'global',
      baseRate: '0.06',
      appliedRate: '0.03',
      discount: '0.03',
      commissionAmount: '29.97',
      appliedRatePercent: '3.0000',
      appliedTier: halfOffFrom5k,
    },
  ],
  [
    'a fixed discount larger than the commission leaves zero',
    sale({ vendorConfig: vendorRate('0.040000', [tier(0, 'fixed', '100.0000')]) }),
    {
      source: 'vendor',
      baseRate: '0.04',
      appliedRate: '0',
      discount: '0.04',
      commissionAmount: '0.00',
      appliedRatePercent: '0.0000',
      appliedTier: tier(0, 'fixed', '100.0000'),
    },
  ],
  [
    'a fixed discount can leave an applied rate that does not terminate (0.4 / 7)',
    sale({ vendorConfig: vendorRate('0.100000', [tier('0', 'fixed', '0.3000')]), amount: 7 }),
    {
      source: 'vendor',
      baseRate: '0.1',
      appliedRate: '0.0571428571',
      discount: '0.0428571429',
      commissionAmount: '0.40',
      appliedRatePercent: '5.7143',
      appliedTier: tier('0', 'fixed', '0.3000'),
    },
  ],
  [
    'a fixed discount on a small sale (0.10 / 3)',
    sale({ vendorConfig: vendorRate('0.050000', [tier('0', 'fixed', '0.0500')]), amount: 3 }),
    {
      source: 'vendor',
      baseRate: '0.05',
      appliedRate: '0.0333333333',
      discount: '0.0166666667',
      commissionAmount: '0.10',
      appliedRatePercent: '3.3333',
      appliedTier: tier('0', 'fixed', '0.0500'),
    },
  ],
  [
    'a fixed discount leaving exactly half a hundredth rounds up (7 x 0.005 - 0.02 = 0.015)',
    sale({ vendorConfig: vendorRate('0.005000', [tier('0', 'fixed', '0.0200')]), amount: 7 }),
    {
      source: 'vendor',
      baseRate: '0.005',
      appliedRate: '0.0021428571',
      discount: '0.0028571429',
      commissionAmount: '0.02',
      appliedRatePercent: '0.2143',
      appliedTier: tier('0', 'fixed', '0.0200'),
    },
  ],
  [
    'a 0 % rate gives no commission',
    sale({ globalConfig: vendorRate('0.000000') }),
    { source: 'global', baseRate: '0', appliedRate: '0', discount: '0', commissionAmount: '0.00', appliedRatePercent: '0.0000' },
  ],
  [
    'a 100 % rate takes the whole amount',
    sale({ vendorConfig: vendorRate('1.000000'), amount: 1234 }),
    { source: 'vendor', baseRate: '1', appliedRate: '1', discount: '0', commissionAmount: '1234.00', appliedRatePercent: '100.0000' },
  ],
  [
    'a 100 % percentage discount removes the commission',
    sale({ vendorConfig: vendorRate('0.050000', [tier('0', 'percentage', '100.0000')]) }),
    {
      source: 'vendor',
      baseRate: '0.05',
      appliedRate: '0',
      discount: '0.05',
      commissionAmount: '0.00',
      appliedRatePercent: '0.0000',
      appliedTier: tier('0', 'percentage', '100.0000'),
    },
  ],
  [
    'exactly half a hundredth rounds up (1 x 0.005 = 0.005)',
    sale({ defaultRatePercent: '0.50', amount: 1 }),
    { source: 'default', baseRate: '0.005', appliedRate: '0.005', discount: '0', commissionAmount: '0.01', appliedRatePercent: '0.5000' },
  ],
  [
    'just under half a hundredth rounds down (1 x 0.004999)',
    sale({ vendorConfig: vendorRate('0.004999'), amount: 1 }),
    { source: 'vendor', baseRate: '0.004999', appliedRate: '0.004999', discount: '0', commissionAmount: '0.00', appliedRatePercent: '0.4999' },
  ],
  [
    '101 x 0.05 is exactly 5.05',
    sale({ amount: 101 }),
    { source: 'default', baseRate: '0.05', appliedRate: '0.05', discount: '0', commissionAmount: '5.05', appliedRatePercent: '5.0000' },
  ],
  [
    '333 x 0.015 = 4.995 rounds up to 5.00',
    sale({ events: [event(6, '1.50')], amount: 333 }),
    { source: 'event', eventId: 6, baseRate: '0.015', appliedRate: '0.015', discount: '0', commissionAmount: '5.00', appliedRatePercent: '1.5000' },
  ],
  [
    'a percentage tier result rounds half-up (1001 x 0.045 = 45.045)',
    sale({ vendorConfig: vendorRate('0.050000', [tier('0', 'percentage', '10.0000')]), amount: 1001 }),
    {
      source: 'vendor',
      baseRate: '0.05',
      appliedRate: '0.045',
      discount: '0.005',
      commissionAmount: '45.05',
      appliedRatePercent: '4.5000',
      appliedTier: tier('0', 'percentage', '10.0000'),
    },
  ],
  [
    'a large amount has no float error (999999999 x 0.07)',
    sale({ globalConfig: vendorRate('0.070000'), amount: 999999999 }),
    { source: 'global', baseRate: '0.07', appliedRate: '0.07', discount: '0', commissionAmount: '69999999.93', appliedRatePercent: '7.0000' },
  ],
  [
    'a volume beyond 2^53 given as a string reaches a tier of that size',
    sale({ vendorConfig: vendorRate('0.040000', [tier('9007199254740993', 'percentage', '50.0000')]), salesVolume30Days: '9007199254740993' }),
    {
      source: 'vendor',
      baseRate: '0.04',
      appliedRate: '0.02',
      discount: '0.02',
      commissionAmount: '20.00',
      appliedRatePercent: '2.0000',
      appliedTier: tier('9007199254740993', 'percentage', '50.0000'),
    },
  ],
  [
    'one L$ below a tier beyond 2^53 misses it',
    sale({ vendorConfig: vendorRate('0.040000', [tier('9007199254740993', 'percentage', '50.0000')]), salesVolume30Days: '9007199254740992' }),
    { source: 'vendor', baseRate: '0.04', appliedRate: '0.04', discount: '0', commissionAmount: '40.00', appliedRatePercent: '4.0000' },
  ],
  [
    'a percentage discount above 100 gives zero, never a negative commission',
    sale({ vendorConfig: vendorRate('0.050000', [tier(0, 'percentage', '150.0000')]) }),
    {
      source: 'vendor',
      baseRate: '0.05',
      appliedRate: '0',
      discount: '0.05',
      commissionAmount: '0.00',
      appliedRatePercent: '0.0000',
      appliedTier: tier(0, 'percentage', '150.0000'),
    },
  ],
  [
    'a negative discount never raises the rate',
    sale({ vendorConfig: vendorRate('0.050000', [tier(0, 'fixed', '-10.0000')]) }),
    {
      source: 'vendor',
      baseRate: '0.05',
      appliedRate: '0.05',
      discount: '0',
      commissionAmount: '50.00',
      appliedRatePercent: '5.0000',
      appliedTier: tier(0, 'fixed', '-10.0000'),
    },
  ],
  [
    'among tiers with equal minVolume the first listed wins',
    sale({ vendorConfig: vendorRate('0.050000', [tier(100, 'percentage', '10.0000'), tier(100, 'percentage', '20.0000')]), salesVolume30Days: 100 }),
    {
      source: 'vendor',
      baseRate: '0.05',
      appliedRate: '0.045',
      discount: '0.005',
      commissionAmount: '45.00',
      appliedRatePercent: '4.5000',
      appliedTier: tier(100, 'percentage', '10.0000'),
    },
  ],
  // Discounted sales (promotions): the commission is charged on the amount after the discount.
  [
    'a discounted sale is charged on the net amount (L$1000 - L$150 = L$850 x 0.06)',
    sale({ globalConfig: vendorRate('0.060000'), discount: 150 }),
    { source: 'global', chargedOn: 850, baseRate: '0.06', appliedRate: '0.06', discount: '0', commissionAmount: '51.00', appliedRatePercent: '6.0000' },
  ],
  [
    'a discounted sale at an event rate rounds half-up on the net amount (L$999 - L$333 = L$666 x 0.0075 = 4.995)',
    sale({ events: [event(4, '0.75')], amount: 999, discount: 333 }),
    {
      source: 'event',
      eventId: 4,
      chargedOn: 666,
      baseRate: '0.0075',
      appliedRate: '0.0075',
      discount: '0',
      commissionAmount: '5.00',
      appliedRatePercent: '0.7500',
    },
  ],
  [
    'a fixed tier on a discounted sale takes its L$ off the net commission (L$500 x 0.05 = 25 - 15)',
    sale({ vendorConfig: vendorRate('0.050000', [fifteenLindensOffFrom50k]), salesVolume30Days: 60000, discount: 500 }),
    {
      source: 'vendor',
      chargedOn: 500,
      baseRate: '0.05',
      appliedRate: '0.02',
      discount: '0.03',
      commissionAmount: '10.00',
      appliedRatePercent: '2.0000',
      appliedTier: fifteenLindensOffFrom50k,
    },
  ],
  [
    'a sale discounted to L$0 carries no commission, at the rate that would have applied',
    sale({ globalConfig: vendorRate('0.060000'), discount: 1000 }),
    { source: 'global', chargedOn: 0, baseRate: '0.06', appliedRate: '0.06', discount: '0', commissionAmount: '0.00', appliedRatePercent: '6.0000' },
  ],
];

describe('commissionForSale', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(commissionForSale(input)).toEqual({ eventId: null, appliedTier: null, chargedOn: input.amount - (input.discount ?? 0), ...expected });
  });

  it.each([-1, 1001, 2.5])('refuses a discount of %p on a sale of L$1000', (discount) => {
    expect(() => commissionForSale(sale({ discount }))).toThrow(RangeError);
  });

  it.each(cases)('keeps appliedRate + discount equal to baseRate: %s', (_name, input) => {
    const result = commissionForSale(input);
    expect(new Decimal(result.appliedRate).plus(result.discount).eq(result.baseRate)).toBe(true);
  });
});

describe('selectBaseRate', () => {
  const base = { at: SALE_TIME, events: [], defaultRatePercent: '5.00' };

  it('hands over the tiers of the vendor configuration', () => {
    expect(selectBaseRate({ ...base, vendorConfig, globalConfig })).toEqual({
      source: 'vendor',
      baseRate: '0.04',
      tiers: [quarterOffFrom10k, fifteenLindensOffFrom50k],
      eventId: null,
    });
  });

  it('hands over the tiers of the global configuration', () => {
    expect(selectBaseRate({ ...base, globalConfig }).tiers).toEqual([halfOffFrom5k]);
  });

  it('treats a configuration without loaded tiers as having none', () => {
    expect(selectBaseRate({ ...base, vendorConfig: { baseRate: '0.030000', isActive: true } })).toEqual({
      source: 'vendor',
      baseRate: '0.03',
      tiers: [],
      eventId: null,
    });
  });

  it('hands over no tiers for an event rate', () => {
    expect(selectBaseRate({ ...base, events: [event(9, '2.50')], vendorConfig })).toEqual({
      source: 'event',
      baseRate: '0.025',
      tiers: [],
      eventId: 9,
    });
  });

  it('keeps the first listed of events with equal rates', () => {
    expect(selectBaseRate({ ...base, events: [event(7, '3.00'), event(8, '3.00')] }).eventId).toBe(7);
  });

  it('refuses an event rate above 100 %', () => {
    expect(() => selectBaseRate({ ...base, events: [event(1, '150.00')] })).toThrow(RangeError);
  });

  it('refuses a configured base rate above 1', () => {
    expect(() => selectBaseRate({ ...base, globalConfig: vendorRate('1.500000') })).toThrow(RangeError);
  });

  it('refuses an invalid sale time', () => {
    expect(() => selectBaseRate({ ...base, at: new Date('not a date') })).toThrow(RangeError);
  });
  // A merchant cannot lower the platform's commission: an event rate below the platform's (the active global
  // configuration, else the 5 % default) applies only down to the rate an administrator approved.
  it.each([
    // [event rate, approved rate, global configuration, expected base rate, held]
    ['0.00', null, null, '0.05', true],
    ['0.00', '0.00', null, '0', false],
    ['2.00', '3.00', null, '0.03', true],
    ['3.00', '2.00', null, '0.03', false],
    ['4.00', null, '0.030000', '0.04', false],
    ['2.00', null, '0.030000', '0.03', true],
    ['2.00', '4.00', '0.030000', '0.03', true],
    ['6.00', null, null, '0.06', false],
    ['1.00', null, { baseRate: '0.030000', isActive: false }, '0.05', true],
  ] as const)('an event at %s %% approved down to %s (global %j) charges %s', (rate, approved, global, expected, held) => {
    const globalConfig = global === null ? null : typeof global === 'string' ? { baseRate: global, isActive: true } : global;
    const rule = event(3, rate, { approvedRate: approved });
    expect(selectBaseRate({ ...base, events: [rule], globalConfig })).toEqual({ source: 'event', baseRate: expected, tiers: [], eventId: 3 });
    const inForce = eventRateInForce(rule, platformRate({ globalConfig, defaultRatePercent: '5.00' }));
    expect({ rate: inForce.rate.toFixed(), held: inForce.held }).toEqual({ rate: expected, held });
  });

  it('picks the lowest rate in force, not the lowest rate asked', () => {
    const events = [event(1, '0.00', { approvedRate: null }), event(2, '4.50')];
    expect(selectBaseRate({ ...base, events })).toEqual({ source: 'event', baseRate: '0.045', tiers: [], eventId: 2 });
  });
});

describe('calculateCommission', () => {
  const valid = { amount: 1000, baseRate: '0.05', tiers: [], salesVolume30Days: 0 };

  it.each([0, -5, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])('refuses the sale amount %p', (amount) => {
    expect(() => calculateCommission({ ...valid, amount })).toThrow(RangeError);
  });

  it.each(['-1', 'lots', '', 'Infinity'])('refuses the 30-day volume %p', (salesVolume30Days) => {
    expect(() => calculateCommission({ ...valid, salesVolume30Days })).toThrow(RangeError);
  });

  it.each(['-0.01', '1.000001', 'five percent'])('refuses the base rate %p', (baseRate) => {
    expect(() => calculateCommission({ ...valid, baseRate })).toThrow(RangeError);
  });

  it('refuses an unknown discount type on the tier that applies', () => {
    const tiers = [{ minVolume: 0, discountType: 'bonus', discountValue: '1' } as unknown as CommissionTierRule];
    expect(() => calculateCommission({ ...valid, tiers })).toThrow(RangeError);
  });

  it('accepts the base rate in the column format and returns it trimmed', () => {
    expect(calculateCommission({ ...valid, baseRate: '0.050000' })).toEqual({
      baseRate: '0.05',
      appliedRate: '0.05',
      discount: '0',
      commissionAmount: '50.00',
      appliedRatePercent: '5.0000',
      appliedTier: null,
    });
  });
});

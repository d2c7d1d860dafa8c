import { describe, expect, it } from 'vitest';

import type { CommissionConfigsDto } from '../../../api/generated/model';
import { defaultFormValues, formValuesFor, fractionToPercent, percentToFraction, type TierDraft, tiersToSave, toSavePayload } from './commission-form';

function tier(minVolume: string, discountValue: string, discountType: TierDraft['discountType'] = 'percentage'): TierDraft {
  return { key: 0, minVolume, discountType, discountValue };
}

describe('percentToFraction', () => {
  it.each([
    ['5', '0.05'],
    ['7.5', '0.075'],
    ['12.5', '0.125'],
    ['0.1', '0.001'],
    ['0.0001', '0.000001'],
    ['100', '1'],
    ['100.000', '1'],
    ['0', '0'],
    ['05', '0.05'],
    ['5.', '0.05'],
    ['.5', '0.005'],
    [' 33.3 ', '0.333'],
  ])('turns %s percent into the exact fraction %s', (percent, fraction) => {
    expect(percentToFraction(percent)).toBe(fraction);
  });

  it('is exact where float division is not', () => {
    // As floats, 14.3 / 100 is 0.14300000000000002 and 99.999999 / 100 is 0.9999999900000001.
    expect(percentToFraction('14.3')).toBe('0.143');
    expect(percentToFraction('99.999999')).toBe('0.99999999');
  });

  it.each(['', ' ', '.', '-1', '100.01', '101', '1e2', 'abc', '5%', '1,5'])('refuses %j', (percent) => {
    expect(percentToFraction(percent)).toBeNull();
  });
});

describe('fractionToPercent', () => {
  it.each([
    ['0.57', '57'],
    ['0.07', '7'],
    ['0.05', '5'],
    ['0.075', '7.5'],
    ['0.125', '12.5'],
    ['0.0115', '1.15'],
    ['1', '100'],
    ['0', '0'],
    ['0.050000', '5'],
  ])('turns the fraction %s into %s percent', (fraction, percent) => {
    expect(fractionToPercent(fraction)).toBe(percent);
  });

  it('round-trips with percentToFraction', () => {
    for (const percent of ['5', '7.5', '0.3', '42.4242', '100', '0']) {
      expect(fractionToPercent(percentToFraction(percent) ?? 'invalid')).toBe(percent);
    }
  });
});

describe('tiersToSave', () => {
  it('drops tiers whose min volume or discount value is empty', () => {
    const saved = tiersToSave([tier('10000', '10'), tier('', '5'), tier('20000', ''), tier('  ', '3'), tier('30000', '   '), tier('50000', '25', 'fixed')]);
    expect(saved).toEqual([
      { minVolume: 10000, discountType: 'percentage', discountValue: '10' },
      { minVolume: 50000, discountType: 'fixed', discountValue: '25' },
    ]);
  });

  it('keeps a zero min volume and a zero discount, which are not empty', () => {
    expect(tiersToSave([tier('0', '0')])).toEqual([{ minVolume: 0, discountType: 'percentage', discountValue: '0' }]);
  });

  it('sends the discount value as the exact text typed', () => {
    expect(tiersToSave([tier('1000', ' 2.3333 ')])[0]?.discountValue).toBe('2.3333');
  });
});

describe('toSavePayload', () => {
  it('sends null as the vendor id for the global configuration and the base rate as a fraction', () => {
    expect(toSavePayload('global', { baseRatePercent: '7.5', tiers: [tier('', '')] })).toEqual({ vendorId: null, baseRate: '0.075', tiers: [] });
  });

  it('sends a vendor id as an integer', () => {
    expect(toSavePayload('42', { baseRatePercent: '3', tiers: [] })).toEqual({ vendorId: 42, baseRate: '0.03', tiers: [] });
  });

  it('gives nothing to send while the base rate is not a percentage from 0 to 100', () => {
    expect(toSavePayload('global', { baseRatePercent: '120', tiers: [] })).toBeNull();
    expect(toSavePayload('global', { baseRatePercent: '', tiers: [] })).toBeNull();
  });
});

describe('formValuesFor', () => {
  const configs: CommissionConfigsDto = {
    rateInForce: { baseRate: '0.075', source: 'global' },
    global: { id: 1, vendorId: null, baseRate: '0.075', isActive: true, tiers: [{ minVolume: 10000, discountType: 'percentage', discountValue: '10' }] },
    vendors: [{ id: 2, vendorId: 9, baseRate: '0.03', isActive: true, tiers: [], vendor: { name: 'Main Store' } }],
  };

  it('loads the saved configuration of the chosen target', () => {
    const global = formValuesFor('global', configs);
    expect(global.baseRatePercent).toBe('7.5');
    expect(global.tiers).toMatchObject([{ minVolume: '10000', discountType: 'percentage', discountValue: '10' }]);
    expect(formValuesFor('9', configs)).toMatchObject({ baseRatePercent: '3', tiers: [] });
  });

  it('starts from 5 % and no tiers for a target without a configuration', () => {
    expect(formValuesFor('10', configs)).toEqual(defaultFormValues());
    expect(formValuesFor('global', { rateInForce: { baseRate: '0.05', source: 'platform_default' }, global: null, vendors: [] })).toEqual({
      baseRatePercent: '5',
      tiers: [],
    });
  });
});

import Decimal from 'decimal.js';

import { refundPart } from './refund-commission';

/** Refunds `parts` one after the other, as the ledger would, and returns each part's credit. */
function refundInParts(amount: number, commission: string, parts: number[]): string[] {
  let refundedAmount = 0;
  let refundedCommission = '0.00';
  return parts.map((part) => {
    const refund = refundPart({ amount, commission, refundedAmount, refundedCommission }, part);
    refundedAmount += refund.amount;
    refundedCommission = new Decimal(refundedCommission).plus(refund.commission).toFixed(2);
    return refund.commission;
  });
}

describe('refundPart: the commission a partial refund credits', () => {
  it.each([
    { name: 'the whole sale at once credits the whole commission', amount: 400, commission: '20.00', parts: [400], credits: ['20.00'] },
    { name: 'half, then the rest', amount: 400, commission: '20.00', parts: [200, 200], credits: ['10.00', '10.00'] },
    { name: 'a third rounds half up, the last part takes the remainder', amount: 3, commission: '0.10', parts: [1, 1, 1], credits: ['0.03', '0.04', '0.03'] },
    {
      name: 'a part worth less than a hundredth credits nothing yet',
      amount: 1000,
      commission: '0.05',
      parts: [1, 99, 900],
      credits: ['0.00', '0.01', '0.04'],
    },
    { name: 'an odd rate (7.5 % of L$250) in three parts', amount: 250, commission: '18.75', parts: [100, 33, 117], credits: ['7.50', '2.48', '8.77'] },
    {
      name: 'L$1 at a time adds up to the commission',
      amount: 7,
      commission: '0.35',
      parts: [1, 1, 1, 1, 1, 1, 1],
      credits: ['0.05', '0.05', '0.05', '0.05', '0.05', '0.05', '0.05'],
    },
    { name: 'a sale without commission credits nothing', amount: 100, commission: '0.00', parts: [40, 60], credits: ['0.00', '0.00'] },
  ])('$name', ({ amount, commission, parts, credits }) => {
    const got = refundInParts(amount, commission, parts);
    expect(got).toEqual(credits);
    expect(got.reduce((sum, credit) => sum.plus(credit), new Decimal(0)).toFixed(2)).toBe(new Decimal(commission).toFixed(2));
  });

  it('credits exactly the commission in total for every way of refunding a small sale in parts, never a negative part', () => {
    const amount = 9;
    for (const commission of ['0.01', '0.45', '0.67', '1.13']) {
      // Every composition of 9 into parts (256 of them): the running-total rule makes each add up exactly.
      for (let mask = 0; mask < 1 << (amount - 1); mask += 1) {
        const parts: number[] = [];
        let part = 1;
        for (let bit = 0; bit < amount - 1; bit += 1) {
          if (mask & (1 << bit)) {
            parts.push(part);
            part = 1;
          } else part += 1;
        }
        parts.push(part);
        const credits = refundInParts(amount, commission, parts);
        expect(credits.every((credit) => new Decimal(credit).gte(0))).toBe(true);
        expect(credits.reduce((sum, credit) => sum.plus(credit), new Decimal(0)).toFixed(2)).toBe(commission);
      }
    }
  });

  it('says when a part completes the refund', () => {
    expect(refundPart({ amount: 250, commission: '12.50', refundedAmount: 0, refundedCommission: '0.00' }, 100).completes).toBe(false);
    expect(refundPart({ amount: 250, commission: '12.50', refundedAmount: 100, refundedCommission: '5.00' }, 150)).toEqual({
      amount: 150,
      commission: '7.50',
      completes: true,
    });
  });

  it.each([0, -1, 1.5, 151])('refuses a part of L$%p when L$150 is left', (part) => {
    expect(() => refundPart({ amount: 250, commission: '12.50', refundedAmount: 100, refundedCommission: '5.00' }, part)).toThrow(RangeError);
  });
});

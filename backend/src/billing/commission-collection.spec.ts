import {
  collectionState,
  type CommissionCharge,
  type CommissionPaymentReport,
  fromHundredths,
  isOverdue,
  toHundredths,
  wholeLindensDue,
} from './commission-collection';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
const sale = (transactionId: number, commission: string, refunded = false): CommissionCharge => ({
  transactionId,
  at: day(transactionId),
  commission,
  refunded,
});
const paid = (key: string, amount: number, onDay: number, success = true): CommissionPaymentReport => ({
  transactionKey: key,
  at: day(onDay),
  amount,
  success,
});

interface Row {
  name: string;
  charges: CommissionCharge[];
  payments: CommissionPaymentReport[];
  owed: string;
  collected: number;
  outstanding: string;
  dueNow: number;
  /** "payment key → sale id: amount" for every allocation. */
  allocations: string[];
  uncollectedSince: number | null;
}

const ROWS: Row[] = [
  { name: 'nothing sold', charges: [], payments: [], owed: '0.00', collected: 0, outstanding: '0.00', dueNow: 0, allocations: [], uncollectedSince: null },
  {
    name: 'fractions below L$1 wait for more sales',
    charges: [sale(1, '0.35'), sale(2, '0.35')],
    payments: [],
    owed: '0.70',
    collected: 0,
    outstanding: '0.70',
    dueNow: 0,
    allocations: [],
    uncollectedSince: 1,
  },
  {
    name: 'the fraction is carried to the next payment, never rounded away',
    charges: [sale(1, '0.35'), sale(2, '0.35'), sale(3, '0.35')],
    payments: [paid('p1', 1, 4)],
    owed: '1.05',
    collected: 1,
    outstanding: '0.05',
    dueNow: 0,
    allocations: ['p1 → 1: 0.35', 'p1 → 2: 0.35', 'p1 → 3: 0.30'],
    uncollectedSince: 3,
  },
  {
    name: 'the carried fraction joins the next sale',
    charges: [sale(1, '0.35'), sale(2, '0.35'), sale(3, '0.35'), sale(5, '0.95')],
    payments: [paid('p1', 1, 4), paid('p2', 1, 6)],
    owed: '2.00',
    collected: 2,
    outstanding: '0.00',
    dueNow: 0,
    allocations: ['p1 → 1: 0.35', 'p1 → 2: 0.35', 'p1 → 3: 0.30', 'p2 → 3: 0.05', 'p2 → 5: 0.95'],
    uncollectedSince: null,
  },
  {
    name: 'several batches cover sales oldest first, one sale split across payments',
    charges: [sale(1, '12.50'), sale(2, '7.25'), sale(3, '3.10')],
    payments: [paid('p1', 10, 4), paid('p2', 10, 5)],
    owed: '22.85',
    collected: 20,
    outstanding: '2.85',
    dueNow: 2,
    allocations: ['p1 → 1: 10.00', 'p2 → 1: 2.50', 'p2 → 2: 7.25', 'p2 → 3: 0.25'],
    uncollectedSince: 3,
  },
  {
    name: 'payments are matched in the order they were made, whatever order they are read in',
    charges: [sale(1, '3.00'), sale(2, '3.00')],
    payments: [paid('late', 3, 9), paid('early', 3, 4)],
    owed: '6.00',
    collected: 6,
    outstanding: '0.00',
    dueNow: 0,
    allocations: ['early → 1: 3.00', 'late → 2: 3.00'],
    uncollectedSince: null,
  },
  {
    name: 'a sale refunded before collection is never charged',
    charges: [sale(1, '5.00', true), sale(2, '2.50')],
    payments: [],
    owed: '2.50',
    collected: 0,
    outstanding: '2.50',
    dueNow: 2,
    allocations: [],
    uncollectedSince: 2,
  },
  {
    name: 'a collected sale refunded afterwards becomes a credit',
    charges: [sale(1, '5.00', true)],
    payments: [paid('p1', 5, 2)],
    owed: '0.00',
    collected: 5,
    outstanding: '-5.00',
    dueNow: 0,
    allocations: [],
    uncollectedSince: null,
  },
  {
    name: 'the credit covers the next sales before anything more is due',
    charges: [sale(1, '5.00', true), sale(3, '7.00')],
    payments: [paid('p1', 5, 2)],
    owed: '7.00',
    collected: 5,
    outstanding: '2.00',
    dueNow: 2,
    allocations: ['p1 → 3: 5.00'],
    uncollectedSince: 3,
  },
  {
    name: 'a failed payment collects nothing; its retry does',
    charges: [sale(1, '4.20')],
    payments: [paid('p1', 4, 2, false), paid('p2', 4, 3)],
    owed: '4.20',
    collected: 4,
    outstanding: '0.20',
    dueNow: 0,
    allocations: ['p2 → 1: 4.00'],
    uncollectedSince: 1,
  },
  {
    name: 'the same payment reported twice counts once (keys compared without case)',
    charges: [sale(1, '9.99')],
    payments: [paid('AB-1', 9, 2), paid('ab-1', 9, 2)],
    owed: '9.99',
    collected: 9,
    outstanding: '0.99',
    dueNow: 0,
    allocations: ['AB-1 → 1: 9.00'],
    uncollectedSince: 1,
  },
  {
    name: 'sales without commission need no collection',
    charges: [sale(1, '0.00'), sale(2, '0.01')],
    payments: [],
    owed: '0.01',
    collected: 0,
    outstanding: '0.01',
    dueNow: 0,
    allocations: [],
    uncollectedSince: 2,
  },
];

describe('commission collection rule', () => {
  it.each(ROWS)('$name', (row) => {
    const state = collectionState(row.charges, row.payments);
    expect(fromHundredths(state.owedHundredths)).toBe(row.owed);
    expect(state.collected).toBe(row.collected);
    expect(fromHundredths(state.outstandingHundredths)).toBe(row.outstanding);
    expect(state.dueNow).toBe(row.dueNow);
    expect(state.allocations.map((a) => `${a.transactionKey} → ${a.transactionId}: ${fromHundredths(a.hundredths)}`)).toEqual(row.allocations);
    expect(state.uncollectedSince).toEqual(row.uncollectedSince === null ? null : day(row.uncollectedSince));
  });

  it.each(ROWS)('collects every sale once, to the hundredth: $name', (row) => {
    const state = collectionState(row.charges, row.payments);
    const bySale = new Map<number, number>();
    for (const allocation of state.allocations) bySale.set(allocation.transactionId, (bySale.get(allocation.transactionId) ?? 0) + allocation.hundredths);
    for (const charge of row.charges) {
      const taken = bySale.get(charge.transactionId) ?? 0;
      if (charge.refunded) expect(taken).toBe(0);
      else expect(taken).toBeLessThanOrEqual(toHundredths(charge.commission));
    }
    const allocated = state.allocations.reduce((sum, allocation) => sum + allocation.hundredths, 0);
    expect(allocated).toBe(Math.min(state.owedHundredths, state.collected * 100));
  });

  it('paying what is due, batch after batch, leaves only the fraction', () => {
    const charges = Array.from({ length: 37 }, (_, index) => sale(index + 1, `${(index % 7) + 1}.${String((index * 13) % 100).padStart(2, '0')}`));
    const payments: CommissionPaymentReport[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const due = collectionState(charges.slice(0, (batch + 1) * 8), payments).dueNow;
      if (due > 0) payments.push(paid(`batch-${batch}`, due, 40 + batch));
    }
    const state = collectionState(charges, payments);
    const owed = charges.reduce((sum, charge) => sum + toHundredths(charge.commission), 0);
    expect(state.owedHundredths).toBe(owed);
    expect(state.outstandingHundredths).toBe(owed - state.collected * 100);
    expect(state.outstandingHundredths).toBeGreaterThanOrEqual(0);
    expect(state.outstandingHundredths).toBeLessThan(100);
  });

  it('reads exact decimals and refuses more than 2 places', () => {
    expect(toHundredths('0.1')).toBe(10);
    expect(toHundredths('123456789.99')).toBe(12345678999);
    expect(() => toHundredths('0.005')).toThrow('more than 2 decimals');
    expect(wholeLindensDue(-250)).toBe(0);
    expect(wholeLindensDue(199)).toBe(1);
  });

  it.each([
    { name: 'no grace period: never overdue', outstanding: 5000, since: 1, grace: null, overdue: false },
    { name: 'inside the grace period', outstanding: 5000, since: 10, grace: 14, overdue: false },
    { name: 'past the grace period', outstanding: 5000, since: 1, grace: 14, overdue: true },
    { name: 'only a fraction left: nothing a vendor can pay', outstanding: 99, since: 1, grace: 14, overdue: false },
    { name: 'a credit', outstanding: -500, since: null, grace: 14, overdue: false },
  ])('overdue: $name', ({ outstanding, since, grace, overdue }) => {
    expect(isOverdue(outstanding, since === null ? null : day(since), grace, day(20))).toBe(overdue);
  });
});

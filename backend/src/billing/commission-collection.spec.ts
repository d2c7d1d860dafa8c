import {
  allocationsAfter,
  collectionState,
  type CommissionCharge,
  type CommissionPaymentReport,
  countedPayments,
  fromHundredths,
  isOverdue,
  standingCharges,
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

/** A seeded pseudo-random generator (mulberry32): the same cases on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One generated history and a stretch of time [start, end) whose payments a statement lists. */
interface WindowCase {
  charges: CommissionCharge[];
  payments: CommissionPaymentReport[];
  start: number;
  end: number;
}

const HOUR_MS = 3600_000;
const BASE_MS = Date.UTC(2026, 0, 1);

/**
 * Histories of up to 30 sales over a few days (several on the same hour, ids not in time order), some refunded, some
 * refunded in part (their commission less the refunded part, down to nothing), some without commission; and up to 10
 * payments, some failed, some repeating a key (in another case), some large enough to leave a credit.
 */
function generatedCase(random: () => number): WindowCase {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const count = int(0, 30);
  const ids = Array.from({ length: count }, (_, index) => index + 1).sort(() => random() - 0.5);
  const charges = ids.map((transactionId) => {
    const whole = random() < 0.1 ? 0 : int(1, 2500);
    const refundedPart = random() < 0.15 ? int(0, whole) : 0;
    return {
      transactionId,
      at: new Date(BASE_MS + int(0, 72) * HOUR_MS),
      commission: fromHundredths(whole - refundedPart),
      refunded: random() < 0.15,
    };
  });
  const keys = Array.from({ length: int(1, 8) }, (_, index) => `Key-${index}`);
  const generous = random() < 0.15;
  const payments = Array.from({ length: int(0, 10) }, () => {
    const key = keys[int(0, keys.length - 1)];
    return {
      transactionKey: random() < 0.5 ? key : key.toLowerCase(),
      at: new Date(BASE_MS + int(0, 80) * HOUR_MS),
      amount: generous ? int(50, 400) : int(1, 60),
      success: random() < 0.75,
    };
  });
  const start = BASE_MS + int(-5, 80) * HOUR_MS;
  return { charges, payments, start, end: start + int(1, 40) * HOUR_MS };
}

/** The allocations a statement gives the stretch's payments, read as the service reads them: from `since` on (all for null). */
function windowAllocations(c: WindowCase, cut: 'walk' | 'earlier' | 'all', random: () => number) {
  const before = c.payments.filter((payment) => payment.at.getTime() < c.start);
  const countedBefore = countedPayments(before).filter((payment) => payment.amount > 0);
  const countedKeys = new Set(countedPayments(before).map((payment) => payment.transactionKey.toLowerCase()));
  // As the database stores a key once, a report of a key already counted before the stretch is not among the stretch's.
  const stretch = c.payments.filter(
    (payment) => payment.at.getTime() >= c.start && payment.at.getTime() < c.end && !countedKeys.has(payment.transactionKey.toLowerCase()),
  );
  const paidBefore = countedBefore.reduce((sum, payment) => sum + payment.amount * 100, 0);
  const standing = standingCharges(c.charges);
  const owed = standing.reduce((sum, charge) => sum + charge.hundredths, 0);
  const counting = stretch.some((payment) => payment.success && payment.amount > 0);
  if (!counting || paidBefore >= owed) return { allocations: [], read: 'none' as const, credit: counting && paidBefore >= owed };
  // The newest-first walk: the newest standing sale whose commission and the newer ones' reach owed less paid before.
  let newer = 0;
  let boundary = standing.length - 1;
  for (; boundary >= 0; boundary -= 1) {
    newer += standing[boundary].hundredths;
    if (newer >= owed - paidBefore) break;
  }
  const since = cut === 'all' ? null : cut === 'walk' ? standing[boundary].at : standing[Math.floor(random() * (boundary + 1))].at;
  // Every sale from there on, refunded and commission-free ones too (the function leaves them out as the rule does).
  const read = since === null ? c.charges : c.charges.filter((charge) => charge.at.getTime() >= since.getTime());
  const older = since === null ? 0 : owed - standingCharges(read).reduce((sum, charge) => sum + charge.hundredths, 0);
  return { allocations: allocationsAfter(read, paidBefore - older, stretch), read: cut, credit: false };
}

describe('the allocations of a stretch of payments against the whole-history rule', () => {
  const random = seeded(20261130);
  const cases = Array.from({ length: 400 }, () => generatedCase(random));

  it('gives every stretch the allocations collectionState gives its payments, however early the sales are read from', () => {
    const seen = { credit: 0, refunded: 0, zero: 0, repeatedAcross: 0, failedInStretch: 0, tie: 0, noPayments: 0, walked: 0 };
    for (const c of cases) {
      const inStretch = (at: Date) => at.getTime() >= c.start && at.getTime() < c.end;
      const state = collectionState(c.charges, c.payments);
      const stretchKeys = new Set(
        countedPayments(c.payments)
          .filter((payment) => payment.amount > 0 && inStretch(payment.at))
          .map((payment) => payment.transactionKey),
      );
      const expected = state.allocations.filter((allocation) => stretchKeys.has(allocation.transactionKey));
      for (const cut of ['walk', 'earlier', 'all'] as const) {
        const got = windowAllocations(c, cut, random);
        expect({ cut, allocations: got.allocations }).toEqual({ cut, allocations: expected });
        if (cut === 'walk') {
          if (got.credit) seen.credit += 1;
          if (got.read === 'walk') seen.walked += 1;
        }
      }
      if (c.charges.some((charge) => charge.refunded)) seen.refunded += 1;
      if (c.charges.some((charge) => toHundredths(charge.commission) === 0)) seen.zero += 1;
      if (c.payments.some((payment) => !payment.success && inStretch(payment.at))) seen.failedInStretch += 1;
      if (new Set(c.charges.map((charge) => charge.at.getTime())).size < c.charges.length) seen.tie += 1;
      if (!c.payments.some((payment) => inStretch(payment.at))) seen.noPayments += 1;
      const keyBefore = new Set(c.payments.filter((payment) => payment.success && payment.at.getTime() < c.start).map((p) => p.transactionKey.toLowerCase()));
      if (c.payments.some((payment) => inStretch(payment.at) && keyBefore.has(payment.transactionKey.toLowerCase()))) seen.repeatedAcross += 1;
    }
    // Every edge case came up, several times.
    for (const [name, times] of Object.entries(seen)) expect([name, times >= 5]).toEqual([name, true]);
  });

  it('refuses an earlier coverage below 0: the sales left out must be wholly covered', () => {
    expect(() => allocationsAfter([sale(1, '1.00')], -1, [paid('p1', 1, 2)])).toThrow('not whole hundredths');
  });
});

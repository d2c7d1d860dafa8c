import Decimal from 'decimal.js';

/**
 * The commission collection rule, pure: what a merchant owes, what their vendors paid, what is still to pay and which
 * sales each payment covers. Money is counted in whole hundredths of L$ (integers), never in floats.
 */

/** One sale's commission as the ledger holds it (exact, 2 decimals); a refunded sale's commission is credited back. */
export interface CommissionCharge {
  transactionId: number;
  at: Date;
  commission: string;
  refunded: boolean;
}

/** A payment a vendor reported: whole L$, keyed by Second Life's transaction key. Failed ones collect nothing. */
export interface CommissionPaymentReport {
  transactionKey: string;
  at: Date;
  amount: number;
  success: boolean;
}

/** Hundredths of L$ of one payment that went to one sale's commission. */
export interface CommissionAllocation {
  transactionKey: string;
  transactionId: number;
  hundredths: number;
}

export interface CollectionState {
  /** Commission of the sales that stand (refunded ones credited back), in hundredths of L$. */
  owedHundredths: number;
  /** Whole L$ paid by successful payments, each transaction key counted once. */
  collected: number;
  /** Owed less collected, in hundredths; below 0 it is a credit that later sales' commission uses up. */
  outstandingHundredths: number;
  /** What a vendor should pay now: the whole L$ of what is outstanding; the fraction is carried to the next payment. */
  dueNow: number;
  /** The oldest sale whose commission is not wholly collected, or null when none is. */
  uncollectedSince: Date | null;
  /** Payments matched to sales, oldest sale first, to the hundredth. */
  allocations: CommissionAllocation[];
}

/** "12.34" → 1234; throws on more than 2 decimals (the ledger's numeric(14,2) never holds more). */
export function toHundredths(amount: string): number {
  const value = new Decimal(amount).times(100);
  if (!value.isInteger()) throw new Error(`Commission ${amount} has more than 2 decimals`);
  return value.toNumber();
}

/** 1234 → "12.34", -5 → "-0.05". */
export function fromHundredths(hundredths: number): string {
  return new Decimal(hundredths).dividedBy(100).toFixed(2);
}

/** Whole L$ of a positive outstanding amount (floor), 0 for nothing or a credit. */
export function wholeLindensDue(outstandingHundredths: number): number {
  return outstandingHundredths > 0 ? Math.floor(outstandingHundredths / 100) : 0;
}

/** Successful payments, each transaction key once (a repeated report is the same payment), oldest first. */
export function countedPayments(payments: readonly CommissionPaymentReport[]): CommissionPaymentReport[] {
  const seen = new Set<string>();
  return [...payments]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .filter((payment) => {
      const key = payment.transactionKey.toLowerCase();
      if (!payment.success || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A sale that stands, with its commission in hundredths. */
export interface StandingCharge extends CommissionCharge {
  hundredths: number;
}

/** The sales that stand (not refunded, with commission), oldest first and by id on the same instant: the order payments cover them in. */
export function standingCharges(charges: readonly CommissionCharge[]): StandingCharge[] {
  return charges
    .filter((charge) => !charge.refunded)
    .map((charge) => ({ ...charge, hundredths: toHundredths(charge.commission) }))
    .filter((charge) => charge.hundredths > 0)
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.transactionId - b.transactionId);
}

/**
 * The rule. Sales that stand are covered oldest first by the payments in the order they were made; a refunded sale
 * is left out, so what was collected for it covers the next sales (a credit when there are none yet).
 */
export function collectionState(charges: readonly CommissionCharge[], payments: readonly CommissionPaymentReport[]): CollectionState {
  const standing = standingCharges(charges);
  const paid = countedPayments(payments).filter((payment) => payment.amount > 0);
  const owedHundredths = standing.reduce((sum, charge) => sum + charge.hundredths, 0);
  const collected = paid.reduce((sum, payment) => sum + payment.amount, 0);
  const outstandingHundredths = owedHundredths - collected * 100;

  const allocations: CommissionAllocation[] = [];
  let uncollectedSince: Date | null = null;
  let paymentIndex = 0;
  let left = paid.length > 0 ? paid[0].amount * 100 : 0;
  for (const charge of standing) {
    let need = charge.hundredths;
    while (need > 0 && paymentIndex < paid.length) {
      const taken = Math.min(need, left);
      if (taken > 0) allocations.push({ transactionKey: paid[paymentIndex].transactionKey, transactionId: charge.transactionId, hundredths: taken });
      need -= taken;
      left -= taken;
      if (left === 0) {
        paymentIndex += 1;
        left = paymentIndex < paid.length ? paid[paymentIndex].amount * 100 : 0;
      }
    }
    if (need > 0 && uncollectedSince === null) uncollectedSince = charge.at;
  }
  return { owedHundredths, collected, outstandingHundredths, dueNow: wholeLindensDue(outstandingHundredths), uncollectedSince, allocations };
}

/**
 * The rule for the payments of a stretch of time alone: the allocations collectionState gives them, without reading
 * the history before. `charges` are the newest sales, from some sale on; `coveredHundredths` is how much of their
 * standing commission the payments made before the stretch cover: what those paid, less the commission of the older
 * sales left out, which they must cover wholly (so it is never below 0). When it reaches the charges' total, the
 * rest is a credit and the stretch's payments cover nothing. `payments` are the stretch's reports (failed ones and a
 * repeated key count as collectionState counts them), none of them with a key already counted before the stretch.
 */
export function allocationsAfter(
  charges: readonly CommissionCharge[],
  coveredHundredths: number,
  payments: readonly CommissionPaymentReport[],
): CommissionAllocation[] {
  if (!Number.isSafeInteger(coveredHundredths) || coveredHundredths < 0)
    throw new Error(`Covered commission ${coveredHundredths} is not whole hundredths from 0`);
  const paid = countedPayments(payments).filter((payment) => payment.amount > 0);
  const allocations: CommissionAllocation[] = [];
  let covered = coveredHundredths;
  let paymentIndex = 0;
  let left = paid.length > 0 ? paid[0].amount * 100 : 0;
  for (const charge of standingCharges(charges)) {
    if (paymentIndex >= paid.length) break;
    const earlier = Math.min(covered, charge.hundredths);
    covered -= earlier;
    let need = charge.hundredths - earlier;
    while (need > 0 && paymentIndex < paid.length) {
      const taken = Math.min(need, left);
      allocations.push({ transactionKey: paid[paymentIndex].transactionKey, transactionId: charge.transactionId, hundredths: taken });
      need -= taken;
      left -= taken;
      if (left === 0) {
        paymentIndex += 1;
        left = paymentIndex < paid.length ? paid[paymentIndex].amount * 100 : 0;
      }
    }
  }
  return allocations;
}

const DAY_MS = 24 * 3600_000;

/**
 * Overdue: at least L$1 outstanding whose oldest uncollected sale is older than the grace period. Without a grace period
 * (null, the default) nobody is overdue.
 */
export function isOverdue(outstandingHundredths: number, uncollectedSince: Date | null, graceDays: number | null, now: Date): boolean {
  if (graceDays === null || uncollectedSince === null || outstandingHundredths < 100) return false;
  return now.getTime() - uncollectedSince.getTime() > graceDays * DAY_MS;
}

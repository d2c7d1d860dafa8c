/**
 * The price a buyer pays after the merchant's promotions: pure rules, no I/O (docs/decisions/0033-promotions.md).
 *
 *  - Each promotion that applies is worth whole L$: percent off rounds down (floor(price × percent / 100), so the
 *    buyer never gets more than the percent and the price due stays whole), L$ off is at most the price.
 *  - One discount applies: the one worth most. Equal ones go in the order sale, VIP, loyalty, coupon (a coupon with
 *    limited uses is kept for a sale where it makes the difference), then the lowest promotion id.
 *  - A merchant who lets discounts add up gets the sum of all of them, each taken off the list price.
 *  - Never below L$0: the discount is at most the price.
 */
import Decimal from 'decimal.js';

import type { DiscountKind } from './transaction.entity';

/** The kinds of promotion (promotions/ stores them, the discount engine weighs them). */
export const PROMOTION_KINDS = ['sale', 'coupon', 'vip', 'loyalty'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export interface DiscountCandidate {
  promotionId: number;
  kind: PromotionKind;
  /** The coupon's code (coupons only). */
  code: string | null;
  /** Percent, exact decimal text ("12.50"); exactly one of percentOff and amountOff. */
  percentOff: string | null;
  amountOff: number | null;
}

export interface AppliedDiscount {
  kind: DiscountKind;
  /** The coupon's code when a coupon is part of it. */
  code: string | null;
  /** Whole L$ off the list price. */
  amount: number;
  /** The promotions that make it up; the coupon among them is counted as used. */
  promotionIds: number[];
  couponId: number | null;
}

/** A promotion read without a code (a sale, VIP or loyalty promotion) as the engine weighs it. */
export function promotionCandidate(row: Pick<DiscountCandidate, 'promotionId' | 'kind' | 'percentOff' | 'amountOff'>): DiscountCandidate {
  return { promotionId: row.promotionId, kind: row.kind, code: null, percentOff: row.percentOff, amountOff: row.amountOff };
}

const TIE_ORDER: Record<PromotionKind, number> = { sale: 0, vip: 1, loyalty: 2, coupon: 3 };

/** Whole L$ one promotion takes off `price`. */
export function discountWorth(price: number, candidate: DiscountCandidate): number {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`The price must be whole L$ of at least 0, got ${price}`);
  if (candidate.amountOff !== null) return Math.min(candidate.amountOff, price);
  if (candidate.percentOff === null) throw new RangeError(`Promotion ${candidate.promotionId} has neither a percent nor an amount off`);
  const percent = new Decimal(candidate.percentOff);
  if (!percent.isFinite() || percent.lte(0) || percent.gt(100)) throw new RangeError(`Promotion ${candidate.promotionId} has percent ${candidate.percentOff}`);
  return Math.min(new Decimal(price).times(percent).div(100).floor().toNumber(), price);
}

/** The discount on `price` from the promotions that apply to this buyer and product, or null when none is worth L$1. */
export function discountFor(price: number, candidates: readonly DiscountCandidate[], stack: boolean): AppliedDiscount | null {
  const worth = candidates
    .map((candidate) => ({ candidate, amount: discountWorth(price, candidate) }))
    .filter(({ amount }) => amount > 0)
    .sort((a, b) => b.amount - a.amount || TIE_ORDER[a.candidate.kind] - TIE_ORDER[b.candidate.kind] || a.candidate.promotionId - b.candidate.promotionId);
  if (worth.length === 0) return null;
  const applied = stack ? worth : worth.slice(0, 1);
  const coupon = applied.find(({ candidate }) => candidate.kind === 'coupon')?.candidate ?? null;
  return {
    kind: applied.length > 1 ? 'combined' : applied[0].candidate.kind,
    code: coupon?.code ?? null,
    amount: Math.min(
      price,
      applied.reduce((sum, { amount }) => sum + amount, 0),
    ),
    promotionIds: applied.map(({ candidate }) => candidate.promotionId),
    couponId: coupon?.promotionId ?? null,
  };
}

/** `price` less the discount weighed on it from these candidates. */
export function priceAfterDiscount(price: number, candidates: readonly DiscountCandidate[], stack: boolean): number {
  return price - (discountFor(price, candidates, stack)?.amount ?? 0);
}

/**
 * What a vendor's catalogue shows due for a list price: the running sales among the candidates off, as a sale
 * without a coupon, VIP or loyalty promotion is weighed (and as GET /api/lsl/quote without a buyer answers).
 */
export function catalogueDue(listPrice: number, candidates: readonly DiscountCandidate[], stack: boolean): number {
  return priceAfterDiscount(
    listPrice,
    candidates.filter((candidate) => candidate.kind === 'sale'),
    stack,
  );
}

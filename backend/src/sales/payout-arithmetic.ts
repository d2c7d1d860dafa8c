/**
 * Profit sharing: the pure rules behind partner splits and the payouts of a sale. No I/O.
 *
 * - A split gives a partner avatar a percent (more than 0, at most 100, 2 decimals) of each sale of a vendor, or of
 *   one product. A product's own splits replace its vendor's; a product without splits of its own uses the vendor's.
 * - The splits plus the platform's commission may never take more than 100 % of a sale: checked when splits are saved
 *   (against the highest commission rate that can apply to the vendor) and again for each sale (against the rate the
 *   sale was charged).
 * - Each partner is paid floor(price due × percent / 100) whole L$, the price due being what the buyer actually paid
 *   after discounts. What the floors leave over stays with the merchant, so the payouts never add up to more than the
 *   percents promise. A payout that comes to L$0 is not made.
 * - A sale paid with a gift card brings the vendor no L$, so it pays no partner (the card's own sale did).
 *
 * Numbers are exact decimals (decimal.js), never binary floats. See docs/decisions/0035-profit-sharing-rules.md.
 */
import Decimal from 'decimal.js';

import { PLATFORM_DEFAULT_RATE_PERCENT } from '../commissions/commission-engine';

/** A payout's states: due (the vendor is to pay it), paid, failed (profit-sharing/ stores them). */
export const PAYOUT_STATUSES = ['due', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

const Exact = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_DOWN });

/** One partner's share of a vendor's or a product's sales. */
export interface SplitShare {
  /** Avatar key, lower case. */
  avatarKey: string;
  avatarName: string;
  /** Percent with up to 2 decimals, as a decimal string ('12.50'). */
  percent: string;
}

/** Every split a vendor's sales may use: its own, and those of its products that have their own. */
export interface VendorSplits {
  vendor: SplitShare[];
  /** By product id. */
  products: Record<string, SplitShare[]>;
}

/** A payout to make for a sale. */
export interface PlannedPayout extends SplitShare {
  /** Whole L$, at least 1. */
  amount: number;
}

export interface SalePayoutPlan {
  payouts: PlannedPayout[];
  /**
   * Null when the payouts may be made. Otherwise why not (the splits and the commission charged come to more than
   * 100 %): the payouts are recorded as failed with this reason and no L$ leaves the vendor for partners.
   */
  refusal: string | null;
}

/** The splits a sale of `productId` pays: the product's own when it has any, else the vendor's. */
export function splitsForSale(splits: VendorSplits | null, productId: number | null): SplitShare[] {
  if (!splits) return [];
  const own = productId === null ? undefined : splits.products[String(productId)];
  return own && own.length > 0 ? own : splits.vendor;
}

/** The percents added up, exactly. */
export function splitsTotal(shares: readonly Pick<SplitShare, 'percent'>[]): Decimal {
  return shares.reduce((total, share) => total.plus(share.percent), new Exact(0));
}

/** A percent as people read it: '12.50' → '12.5', '5.0000' → '5'. */
export function percentText(value: Decimal.Value): string {
  return new Exact(value).toFixed();
}

/** Whole L$ a partner gets from a sale: the percent of the price due, rounded down. */
export function payoutAmount(priceDue: number, percent: string): number {
  if (!Number.isSafeInteger(priceDue) || priceDue < 0) throw new RangeError('The price due must be a whole number of L$ of at least 0');
  const share = new Exact(percent);
  if (!share.isFinite() || share.lte(0) || share.gt(100)) throw new RangeError(`A split percent must be more than 0 and at most 100, not ${percent}`);
  return new Exact(priceDue).times(share).dividedBy(100).floor().toNumber();
}

/**
 * The payouts of a sale whose buyer paid `priceDue` whole L$, charged `commissionRatePercent` (the applied rate, as
 * the sale records it): one per partner whose share comes to L$1 or more, in the order of the splits.
 */
export function planPayouts(priceDue: number, shares: readonly SplitShare[], commissionRatePercent: string): SalePayoutPlan {
  const payouts: PlannedPayout[] = [];
  for (const share of shares) {
    const amount = payoutAmount(priceDue, share.percent);
    if (amount > 0) payouts.push({ ...share, amount });
  }
  const total = splitsTotal(shares);
  const overflow = total.plus(commissionRatePercent).minus(100);
  const refusal = payouts.length > 0 && overflow.gt(0) ? saleOverflowMessage(total, commissionRatePercent) : null;
  return { payouts, refusal };
}

/** What the merchant keeps of a sale once the partners are paid (the commission is not taken from the L$ in-world). */
export function merchantKeeps(priceDue: number, payouts: readonly Pick<PlannedPayout, 'amount'>[]): number {
  return priceDue - payouts.reduce((sum, payout) => sum + payout.amount, 0);
}

/** A configuration's base rate as the commission engine reads it: a fraction, with whether it applies. */
export interface RateRule {
  /** Fraction, e.g. '0.05'. */
  baseRate: string;
  isActive: boolean;
}

/**
 * The highest commission rate, in percent, that can apply to a vendor's sales under the configuration now in force:
 * the rate outside events (the vendor's active configuration, else the active global one, else the platform's 5 %,
 * as the commission engine picks it) or the rate of any active event the vendor takes part in that has not ended,
 * whichever is highest. Volume tiers only ever lower a rate, so the base rates bound it.
 */
export function highestCommissionPercent(input: {
  vendorConfig: RateRule | null;
  globalConfig: RateRule | null;
  eventRatePercents: readonly string[];
}): Decimal {
  let outsideEvents = new Exact(PLATFORM_DEFAULT_RATE_PERCENT);
  if (input.vendorConfig?.isActive) outsideEvents = new Exact(input.vendorConfig.baseRate).times(100);
  else if (input.globalConfig?.isActive) outsideEvents = new Exact(input.globalConfig.baseRate).times(100);
  return input.eventRatePercents.reduce((highest, rate) => Decimal.max(highest, new Exact(rate)), outsideEvents);
}

/**
 * Null when splits adding up to `total` % fit beside a commission of up to `commissionPercent` %; otherwise the
 * sentence that refuses them, naming the overflow.
 */
export function splitsOverflow(total: Decimal.Value, commissionPercent: Decimal.Value): string | null {
  const overflow = new Exact(total).plus(commissionPercent).minus(100);
  if (overflow.lte(0)) return null;
  return (
    `The splits add up to ${percentText(total)} % and the platform's commission can be up to ${percentText(commissionPercent)} % ` +
    `of a sale here: ${percentText(new Exact(total).plus(commissionPercent))} % in all, ${percentText(overflow)} % over 100 %. ` +
    `Lower the splits by at least ${percentText(overflow)} %.`
  );
}

/** Why a sale's payouts were not made: its splits and the commission it was charged came to more than 100 %. */
export function saleOverflowMessage(total: Decimal.Value, commissionRatePercent: Decimal.Value): string {
  const all = new Exact(total).plus(commissionRatePercent);
  return (
    `The splits (${percentText(total)} %) and the commission charged on this sale (${percentText(commissionRatePercent)} %) came to ` +
    `${percentText(all)} %, ${percentText(all.minus(100))} % over 100 %, so no L$ was paid to partners. Lower the splits, then retry.`
  );
}

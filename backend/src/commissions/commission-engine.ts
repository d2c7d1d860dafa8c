/**
 * Commission engine: the pure rules that price the platform's commission on one sale.
 * No I/O: callers load the events, configurations and 30-day volume and pass them in.
 *
 * Base rate for a sale of vendor V at time t, the first that applies:
 *  1. `event`: the lowest commission rate among the events V takes part in that are active and running
 *     at t, where running means startDate <= t < endDate. Event rates are percents ('7.50' is 0.075).
 *     On equal rates the first event listed wins.
 *  2. `vendor`: V's vendor-specific configuration, when active.
 *  3. `global`: the global configuration, when active.
 *  4. `default`: the platform's default rate, PLATFORM_DEFAULT_RATE_PERCENT. A merchant cannot change it: a sale is
 *     priced only by administrators' configurations and event rates (docs/decisions/0032-who-sets-the-rate.md).
 * Inactive events and configurations are skipped.
 *
 * Volume tiers apply only to the `vendor` and `global` rates. The tier with the greatest minVolume
 * <= salesVolume30Days applies (the first listed among equal minVolumes; none when all are above).
 *  - percentage: appliedRate = baseRate * (1 - value / 100)
 *  - fixed:      commission = max(0, amount * baseRate - value), appliedRate = commission / amount
 * A discount never raises the rate nor takes it below zero: appliedRate is kept within [0, baseRate]
 * (this covers a percentage above 100 or a negative discount value saved without validation).
 * discount = baseRate - appliedRate.
 *
 * Numbers are exact decimals (decimal.js), never binary floats:
 *  - amount is whole L$ (an integer >= 1, so the fixed-tier division is always defined);
 *    salesVolume30Days and minVolume are numbers or strings (bigint columns come back as strings).
 *  - Rate inputs are decimal strings; base rates are fractions in [0, 1], percents in [0, 100].
 *    Anything else throws a RangeError: such data must be refused where it is saved.
 *  - commissionAmount is rounded half-up to 2 decimals ('12.35') from the exact commission.
 *  - baseRate, appliedRate and discount are fractions in plain notation without trailing zeros
 *    ('0.075', '0', '1'); appliedRate is rounded half-up to 10 decimals and discount is
 *    baseRate - appliedRate as returned, so appliedRate + discount = baseRate exactly.
 *  - appliedRatePercent is the exact applied rate in percent, rounded half-up to 4 decimals ('7.5000'),
 *    as stored in transactions.commissionRate.
 */
import Decimal from 'decimal.js';

import type { DiscountType } from './commission-tier.entity';

export const RATE_DECIMAL_PLACES = 10;
export const RATE_PERCENT_DECIMAL_PLACES = 4;
export const COMMISSION_DECIMAL_PLACES = 2;

/** The platform's rate when no event or active configuration applies: the 5 % the platform charges. */
export const PLATFORM_DEFAULT_RATE_PERCENT = '5.00';

const Exact = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });

export type CommissionRateSource = 'event' | 'vendor' | 'global' | 'default';

export interface CommissionTierRule {
  /** Whole L$ of 30-day sales volume from which the tier applies. */
  minVolume: string | number;
  discountType: DiscountType;
  /** Percent off the base rate, or L$ off the commission. */
  discountValue: string;
}

export interface CommissionConfigRule {
  /** Fraction, e.g. '0.050000'. */
  baseRate: string;
  isActive: boolean;
  tiers?: readonly CommissionTierRule[];
}

export interface EventCommissionRule {
  id: number;
  /**
   * Percent with up to 2 decimals, e.g. '7.50': the rate for this vendor (the event's current rate on its organiser's
   * vendors, the rate its owner accepted on joining on anyone else's).
   */
  commissionRate: string;
  /** Percent: the lowest rate an administrator approved for the event, or null (none approved). */
  approvedRate?: string | null;
  startDate: Date;
  endDate: Date;
  isActive: boolean;
}

export interface BaseRateInput {
  at: Date;
  /** The events the vendor takes part in; the engine picks the ones active and running at `at`. */
  events: readonly EventCommissionRule[];
  vendorConfig?: CommissionConfigRule | null;
  globalConfig?: CommissionConfigRule | null;
  /** The rate when no event or active configuration applies, a percent such as '5.00': PLATFORM_DEFAULT_RATE_PERCENT. */
  defaultRatePercent: string;
}

export interface BaseRateSelection {
  source: CommissionRateSource;
  /** Fraction. */
  baseRate: string;
  /** The tiers of the chosen configuration; always empty for `event` and `default`. */
  tiers: readonly CommissionTierRule[];
  /** The event whose rate applies, null unless source is `event`. */
  eventId: number | null;
}

export interface CommissionInput {
  /** Whole L$, at least 1. */
  amount: number;
  /** Fraction. */
  baseRate: string;
  tiers: readonly CommissionTierRule[];
  /** Sum of the vendor's completed sales in the 30 days before the sale, the sale excluded. */
  salesVolume30Days: number | string;
}

export interface CommissionCalculation {
  baseRate: string;
  appliedRate: string;
  discount: string;
  commissionAmount: string;
  appliedRatePercent: string;
  appliedTier: CommissionTierRule | null;
}

export interface SaleCommissionInput extends BaseRateInput {
  /** Whole L$ paid (the list price). */
  amount: number;
  salesVolume30Days: number | string;
  /** Whole L$ a promotion took off `amount` (0 by default): the commission is charged on what is left. */
  discount?: number;
}

export interface SaleCommission extends CommissionCalculation {
  source: CommissionRateSource;
  eventId: number | null;
  /** Whole L$ the commission was charged on: the amount after the discount. */
  chargedOn: number;
}

export function selectBaseRate(input: BaseRateInput): BaseRateSelection {
  const at = input.at.getTime();
  if (Number.isNaN(at)) throw new RangeError('The sale time is not a valid date');

  const platform = platformRate(input);
  let lowestEvent: { id: number; rate: Decimal } | null = null;
  for (const event of input.events) {
    const running = event.isActive && event.startDate.getTime() <= at && at < event.endDate.getTime();
    if (!running) continue;
    const { rate } = eventRateInForce(event, platform);
    if (lowestEvent === null || rate.lt(lowestEvent.rate)) lowestEvent = { id: event.id, rate };
  }
  if (lowestEvent) {
    return { source: 'event', baseRate: lowestEvent.rate.toFixed(), tiers: [], eventId: lowestEvent.id };
  }

  for (const [source, config] of [
    ['vendor', input.vendorConfig],
    ['global', input.globalConfig],
  ] as const) {
    if (!config?.isActive) continue;
    const baseRate = parseFraction(config.baseRate, `The ${source} base rate`);
    return { source, baseRate: baseRate.toFixed(), tiers: config.tiers ?? [], eventId: null };
  }

  const defaultRate = percentToFraction(input.defaultRatePercent, 'The default commission rate');
  return { source: 'default', baseRate: defaultRate.toFixed(), tiers: [], eventId: null };
}

/**
 * The rate an event charges, a fraction: its own rate, but a merchant cannot lower the platform's commission, so never
 * below the platform's rate unless an administrator approved a lower one, and then not below that. `held` when the
 * event's own rate was raised (it waits for an approval).
 */
export function eventRateInForce(
  event: Pick<EventCommissionRule, 'id' | 'commissionRate' | 'approvedRate'>,
  platform: Decimal,
): { rate: Decimal; held: boolean } {
  const asked = percentToFraction(event.commissionRate, `The commission rate of event ${event.id}`);
  const approved = event.approvedRate == null ? null : percentToFraction(event.approvedRate, `The approved rate of event ${event.id}`);
  const rate = Decimal.max(asked, approved === null ? platform : Decimal.min(approved, platform));
  return { rate, held: rate.gt(asked) };
}

/** The platform's rate, a fraction: the global configuration's base rate when active, else the default rate. */
export function platformRate(input: Pick<BaseRateInput, 'globalConfig' | 'defaultRatePercent'>): Decimal {
  if (input.globalConfig?.isActive) return parseFraction(input.globalConfig.baseRate, 'The global base rate');
  return percentToFraction(input.defaultRatePercent, 'The default commission rate');
}

export function calculateCommission(input: CommissionInput): CommissionCalculation {
  if (!Number.isSafeInteger(input.amount) || input.amount < 1) {
    throw new RangeError(`The sale amount must be a whole number of L$ of at least 1, got ${input.amount}`);
  }
  const amount = new Exact(input.amount);
  const baseRate = parseFraction(input.baseRate, 'The base rate');
  const volume = parseDecimal(input.salesVolume30Days, 'The 30-day sales volume');
  if (volume.lt(0)) {
    throw new RangeError(`The 30-day sales volume cannot be negative, got ${input.salesVolume30Days}`);
  }

  const appliedTier = tierForVolume(input.tiers, volume);
  const fullCommission = amount.times(baseRate);
  let commission: Decimal;
  let appliedRate: Decimal;
  if (appliedTier === null) {
    appliedRate = baseRate;
    commission = fullCommission;
  } else {
    const value = parseDecimal(appliedTier.discountValue, 'The tier discount value');
    switch (appliedTier.discountType) {
      case 'percentage':
        appliedRate = clamp(baseRate.times(new Exact(1).minus(value.div(100))), baseRate);
        commission = amount.times(appliedRate);
        break;
      case 'fixed':
        commission = clamp(fullCommission.minus(value), fullCommission);
        appliedRate = commission.div(amount);
        break;
      default:
        throw new RangeError(`Unknown tier discount type: ${String(appliedTier.discountType)}`);
    }
  }

  const roundedAppliedRate = appliedRate.toDecimalPlaces(RATE_DECIMAL_PLACES, Decimal.ROUND_HALF_UP);
  return {
    baseRate: baseRate.toFixed(),
    appliedRate: roundedAppliedRate.toFixed(),
    discount: baseRate.minus(roundedAppliedRate).toFixed(),
    commissionAmount: commission.toFixed(COMMISSION_DECIMAL_PLACES, Decimal.ROUND_HALF_UP),
    appliedRatePercent: appliedRate.times(100).toFixed(RATE_PERCENT_DECIMAL_PLACES, Decimal.ROUND_HALF_UP),
    appliedTier,
  };
}

export function commissionForSale(input: SaleCommissionInput): SaleCommission {
  const discount = input.discount ?? 0;
  if (!Number.isSafeInteger(discount) || discount < 0 || discount > input.amount) {
    throw new RangeError(`The discount must be whole L$ between 0 and the amount ${input.amount}, got ${discount}`);
  }
  const chargedOn = input.amount - discount;
  const selection = selectBaseRate(input);
  if (chargedOn === 0) {
    // A sale discounted to L$0 earns nothing: no commission, at the rate that would have applied.
    const baseRate = new Exact(selection.baseRate);
    return {
      source: selection.source,
      eventId: selection.eventId,
      chargedOn,
      baseRate: baseRate.toFixed(),
      appliedRate: baseRate.toDecimalPlaces(RATE_DECIMAL_PLACES, Decimal.ROUND_HALF_UP).toFixed(),
      discount: '0',
      commissionAmount: new Exact(0).toFixed(COMMISSION_DECIMAL_PLACES),
      appliedRatePercent: baseRate.times(100).toFixed(RATE_PERCENT_DECIMAL_PLACES, Decimal.ROUND_HALF_UP),
      appliedTier: null,
    };
  }
  const calculation = calculateCommission({
    amount: chargedOn,
    baseRate: selection.baseRate,
    tiers: selection.tiers,
    salesVolume30Days: input.salesVolume30Days,
  });
  return { source: selection.source, eventId: selection.eventId, chargedOn, ...calculation };
}

function tierForVolume(tiers: readonly CommissionTierRule[], volume: Decimal): CommissionTierRule | null {
  let chosen: { tier: CommissionTierRule; minVolume: Decimal } | null = null;
  for (const tier of tiers) {
    const minVolume = parseDecimal(tier.minVolume, 'The tier minimum volume');
    if (minVolume.gt(volume)) continue;
    if (chosen === null || minVolume.gt(chosen.minVolume)) chosen = { tier, minVolume };
  }
  return chosen?.tier ?? null;
}

/** Keeps a discounted value within [0, upper]. */
function clamp(value: Decimal, upper: Decimal): Decimal {
  return Exact.min(upper, Exact.max(0, value));
}

function parseDecimal(value: string | number, what: string): Decimal {
  let parsed: Decimal;
  try {
    parsed = new Exact(value);
  } catch {
    throw new RangeError(`${what} is not a number: ${JSON.stringify(value)}`);
  }
  if (!parsed.isFinite()) throw new RangeError(`${what} is not a finite number: ${JSON.stringify(value)}`);
  return parsed;
}

function parseFraction(value: string, what: string): Decimal {
  const fraction = parseDecimal(value, what);
  if (fraction.lt(0) || fraction.gt(1)) throw new RangeError(`${what} must be a fraction from 0 to 1, got ${value}`);
  return fraction;
}

function percentToFraction(value: string, what: string): Decimal {
  const percent = parseDecimal(value, what);
  if (percent.lt(0) || percent.gt(100)) throw new RangeError(`${what} must be a percent from 0 to 100, got ${value}`);
  return percent.div(100);
}

import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';

import { commissionForSale } from '../commissions/commission-engine';
import { toVendorCommissionInputs } from '../commissions/commission-inputs.service';
import { GLOBAL_SCOPE, scopeOf } from '../commissions/commission-inputs-sql';
import { Clock } from '../common/clock';
import type { SecondLifeOrigin } from '../common/second-life/second-life-origin';
import { type SellingVendor, UNKNOWN_VENDOR_KEY } from '../in-world/in-world-object-directory';
import type { ScriptCaller } from '../in-world/in-world-request';
import { CatalogueService } from '../products/catalogue.service';
import { BlockedAvatars } from './blocked-avatars';
import { couponProblem } from './coupon-rules';
import { type AppliedDiscount, catalogueDue, type DiscountCandidate, discountFor, priceAfterDiscount, promotionCandidate } from './discount-engine';
import type { QuoteDto, QuoteQueryDto } from './dto/quote.dto';
import type { RecordSaleDto } from './dto/record-sale.dto';
import type { RedeemVoucherDto, VoucherRedeemedDto } from './dto/redeem-voucher.dto';
import type { SaleDiscountDto, SaleRecordedDto } from './dto/sale-recorded.dto';
import { newGiftCardCode } from './gift-card-code';
import { planPayouts, splitsForSale } from './payout-arithmetic';
import { buyerMessageFor, SaleDeliveryLink } from './sale-deliveries';
import { SaleEvents } from './sale-events';
import { SalePricingCache } from './sale-pricing.cache';
import { type RecordedSale, type SaleSession, SalesLedgerRepository, type VendorPricing } from './sales-ledger.repository';
import { SellingVendors } from './selling-vendors';

export const VENDOR_INACTIVE = 'This vendor is inactive.';
export const PRODUCT_SOLD_OUT = 'This product is sold out.';
export const PRODUCT_NOT_ON_SALE = 'This product is not on sale right now.';
export const UNKNOWN_GIFT_CARD = 'Unknown gift card code.';
export const GIFT_CARD_TOO_LOW = 'This gift card does not cover the price.';
export const STALE_PRICE =
  "The price paid was not this product's price on the vendor's catalogue in the last 5 minutes: nothing was recorded. " +
  'The vendor refunds the buyer and reads its catalogue again.';

function toDiscountDto(kind: SaleDiscountDto['kind'] | null, code: string | null, amount: number): SaleDiscountDto | null {
  if (kind === null) return null;
  return code === null ? { kind, amount } : { kind, code, amount };
}

export function toSaleRecordedDto(sale: RecordedSale): SaleRecordedDto {
  return {
    transaction_id: sale.id,
    status: sale.status,
    amount: sale.amount,
    commission: sale.commission,
    // The payer paid the list price; the vendor gives the discount back (nothing for a sale paid with a gift card).
    refund: sale.paidWith === 'lindens' ? sale.discountAmount : 0,
    discount: toDiscountDto(sale.discountKind, sale.discountCode, sale.discountAmount),
    gift_to: sale.giftTo,
    paid_with: sale.paidWith,
    voucher: sale.voucher,
    payouts: sale.payouts,
    deliver: sale.delivery,
    delivery: null,
  };
}

/** One sale to record: what the vendor sent, in the sale path's terms. */
interface SaleOrder {
  buyerId: string;
  buyerName: string | null;
  productId: number | null;
  saleId: string | null;
  /** Whole L$ paid in-world, or the product's price for a gift card payment. */
  price: number;
  giftTo: string | null;
  giftToName: string | null;
  coupon: string | null;
  given: boolean;
  /** The gift card paying for it (its code), or null for L$ paid in-world. */
  giftCardCode: string | null;
  /** Priced on an older catalogue within the window: recorded at the price paid, no sale promotion taken off again. */
  atPricePaid?: boolean;
  /** Carries the current catalogue version: the price paid may be the catalogue's price due, a running sale taken off. */
  onCatalogue?: boolean;
}

/** Returned by an attempt outside the vendor's lock when the sale needs it: promotions or a gift card to lock. */
const NEEDS_LOCK = Symbol('needs the vendor lock');

/** Compare-and-set attempts of a sale before it queues behind the vendor's lock. */
const OPTIMISTIC_ATTEMPTS = 2;
/** After a failed compare-and-set, the vendor's next sales queue behind its lock for this long. */
const CONTENDED_MS = 2_000;
/** Attempts under the vendor's lock; only writers outside the lock (or refunds) can make one fail. */
const LOCKED_ATTEMPTS = 20;
/** PostgreSQL: deadlock detected, serialization failure. The statement did nothing and can be run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

export const SALE_PATH_BUSY = 'This vendor is recording too many sales at once right now; the script will send the sale again.';

/** The part of a discount weighed on the list price that goes beyond the price paid, or null when none does. */
function beyondPaid(listPrice: number, paid: number, discount: AppliedDiscount | null): AppliedDiscount | null {
  const beyond = (discount?.amount ?? 0) - (listPrice - paid);
  return discount && beyond > 0 ? { ...discount, amount: beyond } : null;
}

function notTheVendorsProduct(productId: number): BadRequestException {
  const message = `product_id ${productId} is not one of this vendor's products`;
  return new BadRequestException({ message, fieldErrors: { product_id: [message] } });
}

/**
 * Records the sales vendor scripts report. A sale is priced on its vendor's pricing (commission inputs and 30-day
 * volume) and written only if no other sale of the vendor got in between, so each sale of a vendor is priced on the
 * volume of all the ones written before it; see SalesLedgerRepository for how, and docs/decisions/0029-sale-path-compare-and-set.md.
 */
@Injectable()
export class SalesService {
  /** Vendors whose sales recently collided, until when: their sales go straight to the lock. */
  private readonly contended = new Map<number, number>();
  /** The last sale of each vendor being recorded by this instance: the next one starts when it is done. */
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(
    private readonly sales: SalesLedgerRepository,
    private readonly sellingVendors: SellingVendors,
    private readonly pricings: SalePricingCache,
    private readonly clock: Clock,
    private readonly saleEvents: SaleEvents,
    private readonly catalogue: CatalogueService,
    private readonly deliveries: SaleDeliveryLink,
    private readonly blocked: BlockedAvatars,
  ) {}

  async record(caller: ScriptCaller, dto: RecordSaleDto, origin: SecondLifeOrigin): Promise<SaleRecordedDto> {
    const vendor = await this.sellingVendors.ofCaller(caller, dto.vendor_id);
    const order: SaleOrder = {
      buyerId: dto.user_id,
      buyerName: dto.buyer_name?.trim() || null,
      productId: dto.product_id ?? null,
      saleId: dto.sale_id,
      price: dto.amount,
      giftTo: dto.gift_to ?? null,
      giftToName: dto.gift_to ? dto.gift_to_name?.trim() || null : null,
      coupon: dto.coupon ?? null,
      given: dto.given === true,
      giftCardCode: null,
    };
    // A sale the vendor gave already is recorded at the price paid, as before catalogue versions.
    if (dto.catalogue_version !== undefined && dto.product_id !== undefined && !order.given) {
      const standing = await this.catalogue.saleOnVersion(vendor, dto.product_id, dto.catalogue_version, dto.amount, this.clock.now());
      if (standing === 'refused') {
        // A retry of a sale recorded earlier gets its answer, however old its version is by now.
        const recorded = await this.sales.direct((session) => session.findBySaleId(vendor.id, dto.sale_id));
        if (recorded) return toSaleRecordedDto(recorded);
        throw new ConflictException(STALE_PRICE);
      }
      order.atPricePaid = standing === 'held';
      order.onCatalogue = standing === 'current';
    }
    await this.refuseBlocked(vendor, order);
    // One sale of a vendor at a time on this instance: they would only collide on the vendor's row in the database.
    const sale = await this.oneAtATime(vendor.id, () => this.recordFor(vendor, order, origin));
    this.saleEvents.recorded(vendor, order.productId, sale);
    return this.withDelivery(vendor, order, sale);
  }

  /**
   * An avatar the merchant blocked: their payment is refused with the merchant's message (the vendor refunds it), and
   * nothing is written. A sale whose item was given is recorded all the same, and a retry of one recorded before the
   * block gets its answer.
   */
  private async refuseBlocked(vendor: SellingVendor, order: SaleOrder): Promise<void> {
    if (order.given) return;
    const refusal = await this.blocked.refusalFor(vendor.ownerId, order.buyerId);
    if (refusal === null) return;
    const recorded = order.saleId ? await this.sales.direct((session) => session.findBySaleId(vendor.id, order.saleId!)) : null;
    if (!recorded) throw new ConflictException(refusal);
  }

  /** A sale a box delivers is handed to one now (a retry finds its first hand-out); the answer says how it stands. */
  private async withDelivery(vendor: SellingVendor, order: SaleOrder, sale: RecordedSale): Promise<SaleRecordedDto> {
    const answer = toSaleRecordedDto(sale);
    if (sale.delivery !== 'box' || sale.status !== 'completed') return answer;
    const handed = await this.deliveries.handOut({ transactionId: sale.id, ownerId: vendor.ownerId, recipient: sale.giftTo ?? order.buyerId });
    return { ...answer, delivery: { ...handed, message: buyerMessageFor(handed.status) } };
  }

  /**
   * A sale paid with a gift card: the price due (after promotions) is taken from the card's balance in the same
   * transaction as the sale is written, under the card's lock, so one balance is never spent twice.
   */
  async redeemGiftCard(caller: ScriptCaller, dto: RedeemVoucherDto, origin: SecondLifeOrigin): Promise<VoucherRedeemedDto> {
    const vendor = await this.sellingVendors.ofCaller(caller, dto.vendor_id);
    const order: SaleOrder = {
      buyerId: dto.user_id,
      buyerName: dto.buyer_name?.trim() || null,
      productId: dto.product_id,
      saleId: dto.sale_id,
      price: 0,
      giftTo: dto.gift_to ?? null,
      giftToName: dto.gift_to ? dto.gift_to_name?.trim() || null : null,
      coupon: dto.coupon ?? null,
      given: false,
      giftCardCode: dto.code,
    };
    await this.refuseBlocked(vendor, order);
    const sale = await this.oneAtATime(vendor.id, () => this.recordFor(vendor, order, origin));
    this.saleEvents.recorded(vendor, order.productId, sale);
    if (sale.paidWith !== 'voucher' || sale.cardBalance === null) {
      // The sale_id names a sale paid in L$: not this redemption.
      const message = 'sale_id is the id of another sale of this vendor: make a new one for each gift card payment';
      throw new BadRequestException({ message, fieldErrors: { sale_id: [message] } });
    }
    return { ...(await this.withDelivery(vendor, order, sale)), balance: sale.cardBalance };
  }

  /** The price a buyer would pay now: for the vendor's hover text and touch menu. Reads, writes nothing. */
  async quote(caller: ScriptCaller, query: QuoteQueryDto): Promise<QuoteDto> {
    const vendor = await this.sellingVendors.ofCaller(caller, query.vendor_id);
    const at = this.clock.now();
    return this.sales.direct(async (session) => {
      const price = await session.productPrice(vendor.id, query.product_id);
      if (price === null) throw notTheVendorsProduct(query.product_id);
      const found = await this.discountsFor(session, vendor.ownerId, query.product_id, query.user_id ?? null, query.coupon ?? null, at, false);
      const discount = discountFor(price, found.candidates, found.stack);
      return {
        product_id: query.product_id,
        price,
        amount: price - (discount?.amount ?? 0),
        discount: discount ? toDiscountDto(discount.kind, discount.code, discount.amount) : null,
        coupon_error: found.couponError,
      };
    });
  }

  /**
   * The promotions that apply to a sale of the product to the buyer at `at`, the typed coupon among them when this
   * buyer may use it (else why not), and whether they add up. `lock` holds the coupon's row until the transaction ends.
   */
  private async discountsFor(
    session: SaleSession,
    ownerId: string,
    productId: number | null,
    buyerId: string | null,
    coupon: string | null,
    at: Date,
    lock: boolean,
  ): Promise<{ candidates: DiscountCandidate[]; stack: boolean; couponError: string | null; listPrice: number | null }> {
    const { rows, stack, listPrice } = await session.promotions(ownerId, productId, buyerId, at);
    const candidates: DiscountCandidate[] = [];
    const loyalty = rows.filter((row) => row.kind === 'loyalty');
    const spent = loyalty.length > 0 && buyerId !== null ? await session.spent(ownerId, buyerId) : 0;
    for (const row of rows) {
      if (row.kind === 'loyalty' && spent < (row.minSpent ?? 0)) continue;
      candidates.push(promotionCandidate(row));
    }
    let couponError: string | null = null;
    if (coupon !== null) {
      const found = buyerId === null ? null : await session.coupon(ownerId, coupon, buyerId, lock);
      couponError = buyerId === null ? 'A coupon needs the buyer (user_id).' : couponProblem(found, productId, at);
      if (found && couponError === null) {
        candidates.push({ promotionId: found.promotionId, kind: 'coupon', code: found.code, percentOff: found.percentOff, amountOff: found.amountOff });
      }
    }
    return { candidates, stack, couponError, listPrice };
  }

  private oneAtATime<T>(vendorId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(vendorId);
    const result = previous ? previous.then(work, work) : work();
    const done = result.catch(() => undefined);
    this.queues.set(vendorId, done);
    void done.then(() => {
      if (this.queues.get(vendorId) === done) this.queues.delete(vendorId);
    });
    return result;
  }

  private async recordFor(vendor: SellingVendor, order: SaleOrder, origin: SecondLifeOrigin): Promise<RecordedSale> {
    const at = this.clock.now();

    // Contention is a matter of real time, whatever the business clock says.
    const now = new Date();
    // A coupon or a gift card is locked while the sale is written: that takes the vendor's transaction.
    if (order.coupon === null && order.giftCardCode === null && !this.isContended(vendor.id, now)) {
      const sale = await this.sales.direct(async (session) => {
        for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt += 1) {
          const written = await this.attempt(session, vendor, order, origin, at, false);
          if (written) return written;
        }
        return null;
      });
      if (sale && sale !== NEEDS_LOCK) return sale;
      if (!sale) this.markContended(vendor.id, now);
    }
    const sale = await this.sales.inVendorSaleLock(vendor.id, async (session) => {
      for (let attempt = 0; attempt < LOCKED_ATTEMPTS; attempt += 1) {
        // Errors are not tried again here: a failed statement ends the transaction.
        const written = await this.attempt(session, vendor, order, origin, at, true);
        if (written === NEEDS_LOCK) throw new Error('A sale under the vendor lock asked for the lock.');
        if (written) return written;
      }
      return null;
    });
    if (!sale) throw new ServiceUnavailableException(SALE_PATH_BUSY);
    return sale;
  }

  private markContended(vendorId: number, at: Date): void {
    if (this.contended.size >= 10_000) {
      for (const [id, until] of this.contended) if (until <= at.getTime()) this.contended.delete(id);
    }
    this.contended.set(vendorId, at.getTime() + CONTENDED_MS);
  }

  private isContended(vendorId: number, at: Date): boolean {
    const until = this.contended.get(vendorId);
    if (until === undefined) return false;
    if (until > at.getTime()) return true;
    this.contended.delete(vendorId);
    return false;
  }

  /**
   * Prices the sale on the vendor's pricing (kept from its last sale, or read now) and writes it if that pricing is
   * still current; null when another sale of the vendor got in between (price it again). A retry of a recorded
   * sale_id gets the first answer.
   */
  private async attempt(
    session: SaleSession,
    vendor: SellingVendor,
    order: SaleOrder,
    origin: SecondLifeOrigin,
    at: Date,
    locked: boolean,
  ): Promise<RecordedSale | typeof NEEDS_LOCK | null> {
    const { saleId, productId } = order;
    try {
      // An inactive vendor's sale is refused unless it repeats a recorded one: that takes the state read below.
      let pricing: VendorPricing | undefined = vendor.isActive ? this.pricings.get(vendor.id, at) : undefined;
      if (!pricing) {
        const mark = this.pricings.mark();
        const state = await session.state(vendor.id, [scopeOf(vendor.id), GLOBAL_SCOPE], at, saleId, productId);
        if (!state) throw new NotFoundException(UNKNOWN_VENDOR_KEY);
        // A retry of a sale already recorded gets the first answer, even if the vendor or product changed since.
        if (state.recorded) return state.recorded;
        if (!vendor.isActive) throw new ForbiddenException(VENDOR_INACTIVE);
        if (productId !== null && state.productVendorId !== vendor.id) throw notTheVendorsProduct(productId);
        pricing = state.pricing;
        this.pricings.keep(vendor.id, vendor.ownerId, pricing, mark);
      }
      const paidWithCard = order.giftCardCode !== null;
      const promoted = pricing.promoted && order.atPricePaid !== true;
      if ((promoted || order.coupon !== null || paidWithCard) && !locked) return NEEDS_LOCK;

      let price = order.price;
      let card: { id: number; balance: number } | null = null;
      if (paidWithCard) {
        // A retry gets the first answer, even when the card has nothing left since.
        const recorded = saleId ? await session.findBySaleId(vendor.id, saleId) : null;
        if (recorded) return recorded;
        const found = await session.lockGiftCard(vendor.ownerId, order.giftCardCode!);
        if (!found || found.voided) throw new NotFoundException(UNKNOWN_GIFT_CARD);
        const listed = productId === null ? null : await session.productPrice(vendor.id, productId);
        if (listed === null) throw notTheVendorsProduct(productId ?? 0);
        price = listed;
        card = found;
      }
      let discount: AppliedDiscount | null = null;
      // Some scripts charge the price due themselves: the list price less the discount it gets is the price too.
      let alsoDue: number | null = null;
      let paidCatalogueDue = false;
      if (promoted || order.coupon !== null) {
        const found = await this.discountsFor(session, vendor.ownerId, productId, order.buyerId, order.coupon, at, true);
        paidCatalogueDue = order.onCatalogue === true && found.listPrice !== null && price === catalogueDue(found.listPrice, found.candidates, found.stack);
        // The buyer paid the catalogue's price due, a running sale already off: the discount is weighed on the list
        // price, and only what it takes off beyond the price paid is a discount on this sale (never the sale twice).
        discount = paidCatalogueDue
          ? beyondPaid(found.listPrice!, price, discountFor(found.listPrice!, found.candidates, found.stack))
          : discountFor(price, found.candidates, found.stack);
        if (found.listPrice !== null) alsoDue = priceAfterDiscount(found.listPrice, found.candidates, found.stack);
      }
      const due = price - (discount?.amount ?? 0);
      if (card && card.balance < due) throw new ConflictException(GIFT_CARD_TOO_LOW);

      const commission = commissionForSale({ ...toVendorCommissionInputs(pricing.commission, vendor.id, at), amount: price, discount: discount?.amount ?? 0 });
      // Partners share the L$ the buyer paid; a gift card's redemption brings the vendor none (profit-sharing/payout-arithmetic.ts).
      const shares = paidWithCard ? [] : splitsForSale(pricing.splits, productId);
      const payoutPlan = shares.length === 0 ? null : planPayouts(due, shares, commission.appliedRatePercent);
      const written = await session.writeIfCurrent(
        {
          vendorId: vendor.id,
          productId,
          // The engine names the event only when its rate applied; a running active event always applies,
          // so a sale belongs to an event exactly when it was priced at that event's rate.
          eventId: commission.eventId,
          buyerId: order.buyerId,
          buyerName: order.buyerName,
          amount: due,
          // A gift card's L$ were paid, and charged, when the card was sold: spending it carries no commission.
          commission: paidWithCard ? '0.00' : commission.commissionAmount,
          commissionRate: paidWithCard ? '0.0000' : commission.appliedRatePercent,
          status: 'completed',
          saleId,
          slRegion: origin.region,
          slObjectKey: origin.objectKey,
          slShard: origin.shard,
          createdAt: at,
          ownerId: vendor.ownerId,
          giftTo: order.giftTo,
          giftToName: order.giftToName,
          paidWith: paidWithCard ? 'voucher' : 'lindens',
          discountKind: discount?.kind ?? null,
          discountCode: discount?.code ?? null,
          discountAmount: discount?.amount ?? 0,
          giftCardCode: newGiftCardCode(),
          given: order.given,
          payouts: payoutPlan?.payouts ?? [],
          payoutRefusal: payoutPlan?.refusal ?? null,
          // A gift card is charged the price due; a catalogue price was checked already (CatalogueService.saleOnVersion).
          paidToCheck: paidWithCard || order.atPricePaid === true || paidCatalogueDue || productId === null ? null : order.price,
          alsoDue,
        },
        pricing,
      );
      if (written.productState !== 'ok' && productId !== null) {
        // Nothing was written. A retry of a recorded sale still gets its answer.
        const recorded = saleId ? await session.findBySaleId(vendor.id, saleId) : null;
        if (recorded) return recorded;
        // Only a stock changed by hand between the read and the take leaves the version moved.
        if (written.current) this.pricings.forget(vendor.id);
        if (written.productState === 'foreign') throw notTheVendorsProduct(productId);
        throw new ConflictException(written.productState === 'sold_out' ? PRODUCT_SOLD_OUT : PRODUCT_NOT_ON_SALE);
      }
      if (!written.current || written.version === null) {
        this.pricings.forget(vendor.id);
        return null;
      }
      this.pricings.advance(vendor.id, vendor.ownerId, pricing, written.version, written.sale ? { amount: due } : null);
      if (written.sale) {
        if (discount?.couponId != null) await session.useCoupon(discount.couponId, order.buyerId, written.sale.id);
        if (card) return { ...written.sale, cardBalance: await session.spendGiftCard(card.id, due, written.sale.id) };
        return written.sale;
      }
      // The same sale_id was written first (by an earlier try or a concurrent retry): its answer is this one's.
      const first = saleId ? await session.findBySaleId(vendor.id, saleId) : null;
      if (!first) throw new Error('A sale with a known sale_id could not be read back.');
      return first;
    } catch (error) {
      if (!locked && RETRYABLE_CODES.has((error as { code?: string }).code ?? '')) return null;
      throw error;
    }
  }
}

import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { Clock } from '../common/clock';
import { commissionForSale } from '../commissions/commission-engine';
import { toVendorCommissionInputs } from '../commissions/commission-inputs.service';
import { GLOBAL_SCOPE, scopeOf } from '../commissions/commissions.repository';
import type { RecordSaleDto } from './dto/record-sale.dto';
import type { SaleRecordedDto } from './dto/sale-recorded.dto';
import { noteVendor, type ScriptCaller } from './in-world-request';
import { SalePricingCache } from './sale-pricing.cache';
import { type RecordedSale, type SaleSession, SalesRepository, type SellingVendor, type VendorPricing } from './sales.repository';
import { SellingVendors } from './selling-vendors';

export const UNKNOWN_VENDOR_KEY = 'Unknown vendor key.';
export const VENDOR_INACTIVE = 'This vendor is inactive.';
export const PRODUCT_SOLD_OUT = 'This product is sold out.';
export const PRODUCT_NOT_ON_SALE = 'This product is not on sale right now.';

/** What the simulator says about the calling object. Anyone can send these headers: they describe, they prove nothing. */
export interface SecondLifeOrigin {
  region: string | null;
  objectKey: string | null;
  shard: string | null;
  objectName: string | null;
  localPosition: string | null;
}

export function secondLifeOrigin(headers: IncomingHttpHeaders): SecondLifeOrigin {
  const header = (name: string, max: number): string | null => {
    const value = headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    return text && text.trim() ? text.trim().slice(0, max) : null;
  };
  return {
    region: header('x-secondlife-region', 255),
    objectKey: header('x-secondlife-object-key', 64),
    shard: header('x-secondlife-shard', 64),
    objectName: header('x-secondlife-object-name', 255),
    localPosition: header('x-secondlife-local-position', 100),
  };
}

export function toSaleRecordedDto(sale: RecordedSale): SaleRecordedDto {
  return { transaction_id: sale.id, status: sale.status, amount: sale.amount, commission: sale.commission };
}

/** Compare-and-set attempts of a sale before it queues behind the vendor's lock. */
const OPTIMISTIC_ATTEMPTS = 2;
/** After a failed compare-and-set, the vendor's next sales queue behind its lock for this long. */
const CONTENDED_MS = 2_000;
/** Attempts under the vendor's lock; only writers outside the lock (or refunds) can make one fail. */
const LOCKED_ATTEMPTS = 20;
/** PostgreSQL: deadlock detected, serialization failure. The statement did nothing and can be run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

export const SALE_PATH_BUSY = 'This vendor is recording too many sales at once right now; the script will send the sale again.';

function notTheVendorsProduct(productId: number): BadRequestException {
  const message = `product_id ${productId} is not one of this vendor's products`;
  return new BadRequestException({ message, fieldErrors: { product_id: [message] } });
}

/**
 * Records the sales vendor scripts report. A sale is priced on its vendor's pricing (commission inputs and 30-day
 * volume) and written only if no other sale of the vendor got in between, so each sale of a vendor is priced on the
 * volume of all the ones written before it; see SalesRepository for how, and docs/decisions.md, "Sale path".
 */
@Injectable()
export class SalesService {
  /** Vendors whose sales recently collided, until when: their sales go straight to the lock. */
  private readonly contended = new Map<number, number>();
  /** The last sale of each vendor being recorded by this instance: the next one starts when it is done. */
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(
    private readonly sales: SalesRepository,
    private readonly sellingVendors: SellingVendors,
    private readonly pricings: SalePricingCache,
    private readonly clock: Clock,
  ) {}

  async record(caller: ScriptCaller, dto: RecordSaleDto, origin: SecondLifeOrigin): Promise<SaleRecordedDto> {
    // The guard has read the vendor for throttling already (caller.vendor); the lookup is only a fallback.
    const vendor = caller.vendor ?? (await this.sellingVendors.find(dto.vendor_id));
    // Another merchant's vendor gets the same answer as a key that does not exist.
    if (!vendor || vendor.ownerId !== caller.owner.id) throw new NotFoundException(UNKNOWN_VENDOR_KEY);
    noteVendor(caller, vendor.id);
    // One sale of a vendor at a time on this instance: they would only collide on the vendor's row in the database.
    return this.oneAtATime(vendor.id, () => this.recordFor(vendor, dto, origin));
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

  private async recordFor(vendor: SellingVendor, dto: RecordSaleDto, origin: SecondLifeOrigin): Promise<SaleRecordedDto> {
    const at = this.clock.now();

    // Contention is a matter of real time, whatever the business clock says.
    const now = new Date();
    if (!this.isContended(vendor.id, now)) {
      const sale = await this.sales.direct(async (session) => {
        for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt += 1) {
          const written = await this.attempt(session, vendor, dto, origin, at, true);
          if (written) return written;
        }
        return null;
      });
      if (sale) return toSaleRecordedDto(sale);
      this.markContended(vendor.id, now);
    }
    const sale = await this.sales.inVendorSaleLock(vendor.id, async (session) => {
      for (let attempt = 0; attempt < LOCKED_ATTEMPTS; attempt += 1) {
        // Errors are not tried again here: a failed statement ends the transaction.
        const written = await this.attempt(session, vendor, dto, origin, at, false);
        if (written) return written;
      }
      return null;
    });
    if (!sale) throw new ServiceUnavailableException(SALE_PATH_BUSY);
    return toSaleRecordedDto(sale);
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
    dto: RecordSaleDto,
    origin: SecondLifeOrigin,
    at: Date,
    retryable: boolean,
  ): Promise<RecordedSale | null> {
    const saleId = dto.sale_id ?? null;
    const productId = dto.product_id ?? null;
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
      const commission = commissionForSale({ ...toVendorCommissionInputs(pricing.commission, vendor.id, at), amount: dto.amount });
      const written = await session.writeIfCurrent(
        {
          vendorId: vendor.id,
          productId,
          // The engine names the event only when its rate applied; a running active event always applies,
          // so a sale belongs to an event exactly when it was priced at that event's rate.
          eventId: commission.eventId,
          buyerId: dto.user_id,
          buyerName: dto.buyer_name?.trim() || null,
          amount: dto.amount,
          commission: commission.commissionAmount,
          commissionRate: commission.appliedRatePercent,
          status: 'completed',
          saleId,
          slRegion: origin.region,
          slObjectKey: origin.objectKey,
          slShard: origin.shard,
          createdAt: at,
          ownerId: vendor.ownerId,
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
      this.pricings.advance(vendor.id, vendor.ownerId, pricing, written.version, written.sale ? { amount: dto.amount } : null);
      if (written.sale) return written.sale;
      // The same sale_id was written first (by an earlier try or a concurrent retry): its answer is this one's.
      const first = saleId ? await session.findBySaleId(vendor.id, saleId) : null;
      if (!first) throw new Error('A sale with a known sale_id could not be read back.');
      return first;
    } catch (error) {
      if (retryable && RETRYABLE_CODES.has((error as { code?: string }).code ?? '')) return null;
      throw error;
    }
  }
}

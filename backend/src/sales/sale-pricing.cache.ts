import { Injectable } from '@nestjs/common';

import { CacheInvalidation } from '../cache/cache-invalidation.service';
import { InvalidatedCache } from '../cache/invalidated-cache';
import type { VendorPricing } from './sales-ledger.repository';

const ownerTag = (ownerId: string) => `owner:${ownerId}`;

/**
 * Each vendor's pricing as its last sale left it, so that its next sale is one statement: the write, whose
 * compare-and-set on the vendor's sales (version and count) proves the pricing still current, or sends the sale back
 * to read it again (docs/decisions/0029-sale-path-compare-and-set.md).
 *
 * A pricing is kept only while this instance hears CacheInvalidation, and is forgotten when a commission
 * configuration, an event or a participation changes anywhere ('pricing' notifications), when its owner's row
 * changes ('user'), when a write finds it stale, and when the sale time leaves [from, until). Only the sale path
 * updates it, one sale of a vendor at a time (SalesService queues them per vendor).
 */
@Injectable()
export class SalePricingCache {
  private readonly pricings: InvalidatedCache<VendorPricing>;

  constructor(private readonly invalidation: CacheInvalidation) {
    this.pricings = invalidation.track(new InvalidatedCache<VendorPricing>({ maxEntries: 50_000, ttlMs: 10 * 60_000 }));
    invalidation.on('pricing', () => this.pricings.clear());
    invalidation.on('user', (userId) => this.pricings.forgetTag(ownerTag(userId)));
  }

  /** The vendor's pricing for a sale at `at`, when it is known and still valid for that time. */
  get(vendorId: number, at: Date): VendorPricing | undefined {
    if (!this.invalidation.live) return undefined;
    const pricing = this.pricings.get(String(vendorId));
    if (!pricing) return undefined;
    const time = at.getTime();
    if (time < pricing.from || time >= pricing.until) {
      this.pricings.forget(String(vendorId));
      return undefined;
    }
    return pricing;
  }

  /** A mark to pass to `keep`: a pricing read while an invalidation arrived may be stale and is not kept. */
  mark(): number {
    return this.invalidation.mark();
  }

  /** Keeps a pricing just read from the database (when nothing was invalidated since `mark`). */
  keep(vendorId: number, ownerId: string, pricing: VendorPricing, mark: number): void {
    if (this.invalidation.unchangedSince(mark)) this.pricings.set(String(vendorId), pricing, [ownerTag(ownerId)]);
  }

  /**
   * After a current write: the vendor's sales moved to `version`, with one more completed sale of `amount` when a
   * sale was written. Kept only if `pricing` is still the one held (nothing forgot it meanwhile).
   */
  advance(vendorId: number, ownerId: string, pricing: VendorPricing, version: string, written: { amount: number } | null): void {
    const key = String(vendorId);
    if (this.pricings.get(key) !== pricing) return;
    const next: VendorPricing = written
      ? {
          ...pricing,
          version,
          sales: (BigInt(pricing.sales) + 1n).toString(),
          commission: { ...pricing.commission, volume: (BigInt(pricing.commission.volume) + BigInt(written.amount)).toString() },
        }
      : { ...pricing, version };
    this.pricings.set(key, next, [ownerTag(ownerId)]);
  }

  forget(vendorId: number): void {
    this.pricings.forget(String(vendorId));
  }
}

import { Injectable } from '@nestjs/common';

import { CacheInvalidation } from '../cache/cache-invalidation.service';
import { InvalidatedCache } from '../cache/invalidated-cache';
import { type CatalogueEntry, catalogueVersion } from './catalogue-page';
import { CatalogueVersionsRepository } from './catalogue-versions.repository';

/** A sale priced on an older catalogue is recorded when its price was due at most this long ago (decision 0091). */
export const STALE_PRICE_WINDOW_MS = 5 * 60_000;
/** Replaced versions are kept this long, then forgotten. */
const KEPT_MS = 24 * 60 * 60_000;

/**
 * Each vendor's current catalogue version, remembered with its prices due in catalogue_versions, and held in memory
 * for STALE_PRICE_WINDOW_MS so that a sale carrying it costs no statement: a version this instance found current
 * that recently was current within the window. Forgotten on every instance when a vendor's version changes.
 */
@Injectable()
export class CatalogueVersions {
  private readonly held: InvalidatedCache<string>;

  constructor(
    private readonly versions: CatalogueVersionsRepository,
    private readonly invalidation: CacheInvalidation,
  ) {
    this.held = invalidation.track(new InvalidatedCache<string>({ maxEntries: 50_000, ttlMs: STALE_PRICE_WINDOW_MS }));
    invalidation.on('catalogue', (vendorId) => this.held.forget(vendorId));
  }

  /** True when this instance found `version` current for the vendor within the window. Reads nothing. */
  isCurrent(vendorId: number, version: string): boolean {
    return this.invalidation.live && this.held.get(String(vendorId)) === version;
  }

  /**
   * Records the catalogue just computed at `at` as the vendor's current one (nothing to write when this instance
   * holds it already). Answers its version and whether it replaced another.
   */
  async remember(vendorId: number, entries: readonly CatalogueEntry[], at: Date): Promise<{ version: string; changed: boolean }> {
    const version = catalogueVersion(entries);
    if (this.isCurrent(vendorId, version)) return { version, changed: false };
    const mark = this.invalidation.mark();
    const prices = Object.fromEntries(entries.map((entry) => [String(entry.product.id), entry.product.priceDue]));
    const previous = await this.versions.makeCurrent(vendorId, version, prices, at, new Date(at.getTime() - KEPT_MS));
    if (this.invalidation.unchangedSince(mark)) this.held.set(String(vendorId), version);
    return { version, changed: previous !== version };
  }

  /** The owner's vendors that were served a catalogue: those a sale may name a version of. */
  servedVendorsOf(ownerId: string): Promise<{ id: number; ownerId: string; isActive: boolean }[]> {
    return this.versions.servedVendorsOf(ownerId);
  }

  /** The product's price due in `version` of the vendor's catalogue when that version was current within the window. */
  priceWithinWindow(vendorId: number, version: string, productId: number, at: Date): Promise<number | null> {
    return this.versions.priceSince(vendorId, version, productId, new Date(at.getTime() - STALE_PRICE_WINDOW_MS));
  }
}

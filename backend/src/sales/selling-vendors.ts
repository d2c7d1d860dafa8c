import { Injectable } from '@nestjs/common';

import { CacheInvalidation } from '../cache/cache-invalidation.service';
import { InvalidatedCache } from '../cache/invalidated-cache';
import { vendorOfCaller } from '../in-world/caller-vendor';
import type { InWorldVendors, SellingVendor } from '../in-world/in-world-object-directory';
import type { ScriptCaller } from '../in-world/in-world-request';
import { SalesLedgerRepository } from './sales-ledger.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Vendors by LSL key, as every sale and vendor heartbeat needs them, answered from memory once read. A vendor row
 * inserted, changed (rotated key, deactivated) or deleted anywhere is forgotten on every instance (CacheInvalidation);
 * keys that match no vendor are remembered too, until a vendor gets that key.
 */
@Injectable()
export class SellingVendors implements InWorldVendors {
  private readonly vendors: InvalidatedCache<SellingVendor | null>;

  constructor(
    private readonly sales: SalesLedgerRepository,
    private readonly invalidation: CacheInvalidation,
  ) {
    this.vendors = invalidation.track(new InvalidatedCache<SellingVendor | null>({ maxEntries: 50_000, ttlMs: 5 * 60_000 }));
    invalidation.on('vendor', (lslKey) => this.vendors.forget(lslKey));
  }

  /** The vendor with this LSL key, or null; anything that is not a UUID names no vendor (and costs no query). */
  find(lslKey: unknown): Promise<SellingVendor | null> {
    if (typeof lslKey !== 'string') return Promise.resolve(null);
    const key = lslKey.toLowerCase();
    if (!UUID.test(key)) return Promise.resolve(null);
    return this.invalidation.read(this.vendors, key, () => this.sales.findVendorByLslKey(key));
  }

  /** The calling script's vendor with this key (404 for none of the caller's): see vendorOfCaller. */
  ofCaller(caller: ScriptCaller, lslKey: string): Promise<SellingVendor> {
    return vendorOfCaller(caller, lslKey, this);
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';

import { Clock } from '../common/clock';
import type { Tx } from '../database/transaction';
import { type DomainEvent, DomainEvents } from '../event-bus/domain-events';
import { IN_WORLD_VENDORS, type InWorldVendors } from '../in-world/in-world-object-directory';
import { InWorldObjectsService } from '../in-world-objects/in-world-objects.service';
import { onlineSince } from '../in-world-objects/liveness';
import { ObjectUrlPinger } from '../in-world-objects/object-url-pinger';
import { AfterCommit } from '../live-events/after-commit';
import { CatalogueService, type CatalogueVendor } from './catalogue.service';
import { CatalogueVersions } from './catalogue-versions';

/** The domain events that can change what a vendor's catalogue shows: products, stock, the order, promotions. */
export const CATALOGUE_EVENTS: ReadonlySet<string> = new Set([
  'product_created',
  'product_changed',
  'product_deleted',
  'products_imported',
  'promotion_created',
  'promotion_changed',
  'promotion_deleted',
]);

/** What a catalogue event names: the owner of the products (metadata.ownerId, else who did it) and the vendors, if it knows them. */
function scopeOf(event: DomainEvent): { ownerId: string; vendorIds: number[] | null } | null {
  const metadata = event.metadata ?? {};
  const ownerId = typeof metadata.ownerId === 'string' ? metadata.ownerId : event.userId;
  if (ownerId === null) return null;
  const vendorIds = Array.isArray(metadata.vendorIds) ? metadata.vendorIds.filter((id): id is number => typeof id === 'number') : null;
  return { ownerId, vendorIds };
}

/**
 * Tells vendors their catalogue changed (issue 23, decision 0091): after a catalogue event commits, the owner's vendors
 * (those the event names, when it does) have their catalogue computed again; when a version moved, the platform pings
 * the URLs their online objects registered with `{"catalogue": version}`. The web request
 * does not wait; vendors without a URL read `version` again within 60 s.
 */
@Injectable()
export class CataloguePings {
  private readonly logger = new Logger('CataloguePings');

  constructor(
    domainEvents: DomainEvents,
    private readonly afterCommit: AfterCommit,
    private readonly catalogue: CatalogueService,
    private readonly versions: CatalogueVersions,
    private readonly objects: InWorldObjectsService,
    private readonly pinger: ObjectUrlPinger,
    private readonly clock: Clock,
    @Inject(IN_WORLD_VENDORS) private readonly vendors: InWorldVendors,
  ) {
    domainEvents.subscribe((event, manager) => this.heard(event, manager));
  }

  private heard(event: DomainEvent, manager?: Tx): void {
    if (!CATALOGUE_EVENTS.has(event.type)) return;
    const scope = scopeOf(event);
    if (!scope) return;
    this.afterCommit.run(manager, () => {
      this.tell(scope.ownerId, scope.vendorIds).catch((error: Error) =>
        this.logger.warn({ msg: 'Could not tell vendors of a catalogue change', err: error.message }),
      );
    });
  }

  /**
   * Resolves when every vendor concerned has been checked and, if its catalogue moved, pinged: the owner's vendors
   * that were served a catalogue (so the version they hold is marked replaced now) and those with an object online.
   */
  async tell(ownerId: string, vendorIds: number[] | null): Promise<void> {
    const concerned = (vendorId: number) => vendorIds === null || vendorIds.includes(vendorId);
    const [served, live] = await Promise.all([
      this.versions.servedVendorsOf(ownerId),
      this.objects.liveVendorObjectsOfOwner(ownerId, onlineSince(this.clock.now())),
    ]);
    const vendors = new Map<number, CatalogueVendor | string>(served.filter((vendor) => concerned(vendor.id)).map((vendor) => [vendor.id, vendor]));
    const urls = new Map<number, string[]>();
    for (const object of live) {
      if (!concerned(object.vendorId)) continue;
      if (!vendors.has(object.vendorId)) vendors.set(object.vendorId, object.vendorKey);
      if (object.url !== null) urls.set(object.vendorId, [...(urls.get(object.vendorId) ?? []), object.url]);
    }
    await Promise.all(
      [...vendors.values()].map(async (known) => {
        const vendor = typeof known === 'string' ? await this.vendors.find(known) : known;
        if (!vendor || vendor.ownerId !== ownerId) return;
        const { version, changed } = await this.catalogue.refresh(vendor);
        if (changed) await Promise.all((urls.get(vendor.id) ?? []).map((url) => this.pinger.ping(url, { catalogue: version })));
      }),
    );
  }
}

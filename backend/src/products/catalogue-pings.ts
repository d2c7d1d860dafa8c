import { Inject, Injectable, Logger } from '@nestjs/common';

import { Clock } from '../common/clock';
import type { Tx } from '../database/transaction';
import { type DomainEvent, DomainEvents } from '../event-bus/domain-events';
import { IN_WORLD_VENDORS, type InWorldVendors } from '../in-world/in-world-object-directory';
import { InWorldObjectsService } from '../in-world-objects/in-world-objects.service';
import { onlineSince } from '../in-world-objects/liveness';
import { ObjectUrlPinger } from '../in-world-objects/object-url-pinger';
import { AfterCommit } from '../live-events/after-commit';
import { CatalogueService } from './catalogue.service';

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
 * Tells online vendors their catalogue changed (issue 23, decision 0091): after a catalogue event commits, each online
 * vendor object of the owner (of the vendors named, when the event names them) has its catalogue computed again; when
 * its version moved, the platform pings the URL the object registered with `{"catalogue": version}`. The web request
 * does not wait; vendors without a URL read `version` again within 60 s.
 */
@Injectable()
export class CataloguePings {
  private readonly logger = new Logger('CataloguePings');

  constructor(
    domainEvents: DomainEvents,
    private readonly afterCommit: AfterCommit,
    private readonly catalogue: CatalogueService,
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

  /** Resolves when every vendor concerned has been checked and, if its catalogue moved, pinged. */
  async tell(ownerId: string, vendorIds: number[] | null): Promise<void> {
    const live = await this.objects.liveVendorObjectsOfOwner(ownerId, onlineSince(this.clock.now()));
    const byVendor = new Map<number, { vendorKey: string; urls: string[] }>();
    for (const object of live) {
      if (vendorIds !== null && !vendorIds.includes(object.vendorId)) continue;
      const entry = byVendor.get(object.vendorId) ?? { vendorKey: object.vendorKey, urls: [] };
      if (object.url !== null) entry.urls.push(object.url);
      byVendor.set(object.vendorId, entry);
    }
    await Promise.all(
      [...byVendor.values()].map(async ({ vendorKey, urls }) => {
        const vendor = await this.vendors.find(vendorKey);
        if (!vendor || vendor.ownerId !== ownerId) return;
        const { version, changed } = await this.catalogue.refresh(vendor);
        if (changed) await Promise.all(urls.map((url) => this.pinger.ping(url, { catalogue: version })));
      }),
    );
  }
}

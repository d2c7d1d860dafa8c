import { Inject, Injectable } from '@nestjs/common';

import { Clock } from '../common/clock';
import { vendorOfCaller } from '../in-world/caller-vendor';
import { IN_WORLD_VENDORS, type InWorldVendors, type SellingVendor } from '../in-world/in-world-object-directory';
import type { ScriptCaller } from '../in-world/in-world-request';
import type { User } from '../users/user.entity';
import { VendorsService } from '../vendors/vendors.service';
import { type CatalogueEntry, cataloguePage, catalogueVersion, toCatalogueEntry } from './catalogue-page';
import { CataloguePricingLink } from './catalogue-pricing';
import { CatalogueVersions } from './catalogue-versions';
import type { CatalogueDto, CatalogueQueryDto } from './dto/catalogue.dto';
import { ProductsRepository } from './products.repository';

/** A vendor as its catalogue needs it: whose it is, and whether it sells (active and not paused). */
export type CatalogueVendor = Pick<SellingVendor, 'id' | 'ownerId' | 'isActive'>;

/** How a sale carrying a catalogue version stands: priced on the current one, on an older one within the window, or neither. */
export type SaleOnVersion = 'current' | 'held' | 'refused';

/**
 * What an in-world vendor sells: its active products in the merchant's order, priced as a sale now would be
 * (docs/decisions/0085-catalogue-on-the-platform.md). Read whole on each call, so every page carries the version of
 * the whole catalogue; each version served is remembered with its prices (decision 0091).
 */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly pricing: CataloguePricingLink,
    private readonly versions: CatalogueVersions,
    private readonly clock: Clock,
    private readonly vendorsService: VendorsService,
    @Inject(IN_WORLD_VENDORS) private readonly vendors: InWorldVendors,
  ) {}

  async page(caller: ScriptCaller, query: CatalogueQueryDto): Promise<CatalogueDto> {
    const vendor = await vendorOfCaller(caller, query.vendor_id, this.vendors);
    const at = this.clock.now();
    const entries = await this.entriesOf(vendor, at);
    await this.versions.remember(vendor.id, entries, at);
    return cataloguePage(entries, query.cursor);
  }

  /** The whole catalogue one of the user's vendors serves now, for the Vendors page. Records nothing. */
  async ofVendor(user: User, vendorId: number): Promise<CatalogueDto> {
    const vendor = await this.vendorsService.findVisibleOrFail(user, vendorId);
    const entries = await this.entriesOf({ id: vendor.id, ownerId: vendor.ownerId, isActive: vendor.isActive && vendor.pausedAt === null }, this.clock.now());
    return { version: catalogueVersion(entries), products: entries.map((entry) => entry.product) };
  }

  /** Computes and remembers the vendor's catalogue now: its version, and whether that replaced another. */
  async refresh(vendor: CatalogueVendor): Promise<{ version: string; changed: boolean }> {
    const at = this.clock.now();
    return this.versions.remember(vendor.id, await this.entriesOf(vendor, at), at);
  }

  /**
   * A sale of `productId` at `amount` L$ priced on catalogue `version` (decision 0091): 'current' when that version
   * (or the product's price due now) is current, costing no statement when this instance holds the version; 'held'
   * when the vendor's catalogue showed that price due in that version within the last 5 minutes; else 'refused'.
   */
  async saleOnVersion(vendor: CatalogueVendor, productId: number, version: string, amount: number, at: Date): Promise<SaleOnVersion> {
    if (this.versions.isCurrent(vendor.id, version)) return 'current';
    const entries = await this.entriesOf(vendor, at);
    const current = await this.versions.remember(vendor.id, entries, at);
    if (current.version === version) return 'current';
    if (entries.find((entry) => entry.product.id === productId)?.product.priceDue === amount) return 'current';
    return (await this.versions.priceWithinWindow(vendor.id, version, productId, at)) === amount ? 'held' : 'refused';
  }

  private async entriesOf(vendor: CatalogueVendor, at: Date): Promise<CatalogueEntry[]> {
    const products = await this.products.catalogueOf(vendor.id);
    const due = await this.pricing.pricesDue(vendor.ownerId, products, at);
    return products.map((product) => toCatalogueEntry(product, due.get(product.id) ?? product.price, at, vendor.isActive));
  }
}

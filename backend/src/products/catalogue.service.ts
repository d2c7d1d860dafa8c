import { Inject, Injectable } from '@nestjs/common';

import { Clock } from '../common/clock';
import { vendorOfCaller } from '../in-world/caller-vendor';
import { IN_WORLD_VENDORS, type InWorldVendors } from '../in-world/in-world-object-directory';
import type { ScriptCaller } from '../in-world/in-world-request';
import { cataloguePage, toCatalogueEntry } from './catalogue-page';
import { CataloguePricingLink } from './catalogue-pricing';
import type { CatalogueDto, CatalogueQueryDto } from './dto/catalogue.dto';
import { ProductsRepository } from './products.repository';

/**
 * What an in-world vendor sells: its active products in the merchant's order, priced as a sale now would be
 * (docs/decisions/0085-catalogue-on-the-platform.md). Read whole on each call, so every page carries the version of
 * the whole catalogue.
 */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly pricing: CataloguePricingLink,
    private readonly clock: Clock,
    @Inject(IN_WORLD_VENDORS) private readonly vendors: InWorldVendors,
  ) {}

  async page(caller: ScriptCaller, query: CatalogueQueryDto): Promise<CatalogueDto> {
    const vendor = await vendorOfCaller(caller, query.vendor_id, this.vendors);
    const at = this.clock.now();
    const products = await this.products.catalogueOf(vendor.id);
    const due = await this.pricing.pricesDue(vendor.ownerId, products, at);
    const entries = products.map((product) => toCatalogueEntry(product, due.get(product.id) ?? product.price, at, vendor.isActive));
    return cataloguePage(entries, query.cursor);
  }
}

import { Injectable } from '@nestjs/common';

import type { CataloguePricing, ListedPrice } from '../products/catalogue-pricing';
import { catalogueDue, promotionCandidate } from './discount-engine';
import { SalesLedgerRepository } from './sales-ledger.repository';

/**
 * The prices a vendor's catalogue shows: each product's list price less the owner's sales running (catalogueDue, the
 * rule the sale path checks a catalogue sale's price against). One statement for the whole catalogue.
 */
@Injectable()
export class CataloguePrices implements CataloguePricing {
  constructor(private readonly sales: SalesLedgerRepository) {}

  async pricesDue(ownerId: string, products: readonly ListedPrice[], at: Date): Promise<Map<number, number>> {
    const { rows, stack } = await this.sales.direct((session) => session.salesRunning(ownerId, at));
    return new Map(
      products.map((product) => {
        const candidates = rows.filter((row) => row.productId === null || row.productId === product.id).map(promotionCandidate);
        return [product.id, catalogueDue(product.price, candidates, stack)];
      }),
    );
  }
}

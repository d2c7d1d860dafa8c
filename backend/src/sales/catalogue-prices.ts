import { Injectable } from '@nestjs/common';

import type { CataloguePricing, ListedPrice } from '../products/catalogue-pricing';
import { discountFor, promotionCandidate } from './discount-engine';
import { SalesLedgerRepository } from './sales-ledger.repository';

/**
 * The prices a vendor's catalogue shows: each product's list price less the owner's sales running, weighed by the
 * discount engine as a sale without a coupon, VIP or loyalty promotion is (and as GET /api/lsl/quote without a buyer
 * answers). One statement for the whole catalogue.
 */
@Injectable()
export class CataloguePrices implements CataloguePricing {
  constructor(private readonly sales: SalesLedgerRepository) {}

  async pricesDue(ownerId: string, products: readonly ListedPrice[], at: Date): Promise<Map<number, number>> {
    const { rows, stack } = await this.sales.direct((session) => session.salesRunning(ownerId, at));
    return new Map(
      products.map((product) => {
        const candidates = rows.filter((row) => row.productId === null || row.productId === product.id).map(promotionCandidate);
        return [product.id, product.price - (discountFor(product.price, candidates, stack)?.amount ?? 0)];
      }),
    );
  }
}

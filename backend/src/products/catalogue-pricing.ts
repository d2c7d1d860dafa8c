import { Injectable } from '@nestjs/common';

/** A product's list price, in whole L$. */
export interface ListedPrice {
  id: number;
  price: number;
}

/** What a vendor's catalogue needs of the sale path: provided by SalesModule, so products/ imports no sales/. */
export interface CataloguePricing {
  /**
   * Whole L$ a buyer with no coupon, VIP or loyalty promotion would pay now for each of the owner's products (by id):
   * the list price less the owner's sales running at `at`, as a sale at `at` would charge it.
   */
  pricesDue(ownerId: string, products: readonly ListedPrice[], at: Date): Promise<Map<number, number>>;
}

/** Where the catalogue reaches the prices due: SalesModule registers its side once, at start-up. */
@Injectable()
export class CataloguePricingLink implements CataloguePricing {
  private pricing: CataloguePricing | null = null;

  provide(pricing: CataloguePricing): void {
    this.pricing = pricing;
  }

  pricesDue(ownerId: string, products: readonly ListedPrice[], at: Date): Promise<Map<number, number>> {
    if (!this.pricing) throw new Error('No module provides the prices due of a catalogue (SalesModule).');
    return this.pricing.pricesDue(ownerId, products, at);
  }
}

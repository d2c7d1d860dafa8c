import { Injectable } from '@nestjs/common';

import type { Tx } from '../database/transaction';

/** What deleting a vendor does to its products: provided by ProductsModule, so vendors/ imports no products/. */
export interface VendorProducts {
  /** Deletes the vendor's products, in the vendor's deletion transaction (they reference it with ON DELETE RESTRICT). */
  deleteAllOf(tx: Tx, vendorId: number): Promise<void>;
}

/** Where VendorsService reaches the products of a vendor: ProductsModule registers its side once, at start-up. */
@Injectable()
export class VendorProductsLink implements VendorProducts {
  private products: VendorProducts | null = null;

  provide(products: VendorProducts): void {
    this.products = products;
  }

  deleteAllOf(tx: Tx, vendorId: number): Promise<void> {
    if (!this.products) throw new Error('No module provides the products of a vendor (ProductsModule).');
    return this.products.deleteAllOf(tx, vendorId);
  }
}

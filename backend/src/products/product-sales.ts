import { Injectable } from '@nestjs/common';

import type { Tx } from '../database/transaction';

/** What deleting a product needs to know of its sales: provided by SalesModule, so products/ imports no sales/. */
export interface ProductSales {
  /** Whether the product has sales (of any status), in the caller's transaction. */
  hasSales(tx: Tx, productId: number): Promise<boolean>;
}

/** Where ProductsService reaches the sales of a product: SalesModule registers its side once, at start-up. */
@Injectable()
export class ProductSalesLink implements ProductSales {
  private sales: ProductSales | null = null;

  provide(sales: ProductSales): void {
    this.sales = sales;
  }

  hasSales(tx: Tx, productId: number): Promise<boolean> {
    if (!this.sales) throw new Error('No module provides the sales of a product (SalesModule).');
    return this.sales.hasSales(tx, productId);
  }
}

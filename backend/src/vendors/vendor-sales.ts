import { Injectable } from '@nestjs/common';

import type { Tx } from '../database/transaction';

/** What deleting a vendor needs to know of its sales: provided by SalesModule, so vendors/ imports no sales/. */
export interface VendorSales {
  /** Whether the vendor has sales (of any status), in the caller's transaction. */
  hasSales(tx: Tx, vendorId: number): Promise<boolean>;
}

/** Where VendorsService reaches the sales of a vendor: SalesModule registers its side once, at start-up. */
@Injectable()
export class VendorSalesLink implements VendorSales {
  private sales: VendorSales | null = null;

  provide(sales: VendorSales): void {
    this.sales = sales;
  }

  hasSales(tx: Tx, vendorId: number): Promise<boolean> {
    if (!this.sales) throw new Error('No module provides the sales of a vendor (SalesModule).');
    return this.sales.hasSales(tx, vendorId);
  }
}

import { Module } from '@nestjs/common';

import { ProductSalesLink } from '../products/product-sales';
import { ProductsModule } from '../products/products.module';
import { InWorldRefundsService } from './in-world-refunds.service';
import { InWorldSalesController } from './in-world-sales.controller';
import { SalePricingCache } from './sale-pricing.cache';
import { SalesService } from './sales.service';
import { SalesLedgerModule } from './sales-ledger.module';
import { SalesLedgerService } from './sales-ledger.service';
import { TransactionsController } from './transactions.controller';
import { TransactionsRepository } from './transactions.repository';
import { TransactionsService } from './transactions.service';

/** The sales: the in-world sale path (a sale, a gift card paying, a quote, a refund report), their list, CSV export and refund; and the sales ledger's API (SalesLedgerModule), which other modules import directly. */
@Module({
  imports: [SalesLedgerModule, ProductsModule],
  controllers: [TransactionsController, InWorldSalesController],
  providers: [TransactionsService, TransactionsRepository, SalesService, SalePricingCache, InWorldRefundsService],
  exports: [SalesLedgerModule],
})
export class SalesModule {
  /** A product with sales is deactivated instead of deleted: the products ask the ledger. */
  constructor(products: ProductSalesLink, ledger: SalesLedgerService) {
    products.provide({ hasSales: (tx, productId) => ledger.productHasSales(tx, productId) });
  }
}

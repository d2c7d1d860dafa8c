import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CataloguePricingLink } from '../products/catalogue-pricing';
import { ProductSalesLink } from '../products/product-sales';
import { ProductsModule } from '../products/products.module';
import { AccountClosing } from '../users/account-closing';
import { VendorSalesLink } from '../vendors/vendor-sales';
import { VendorsModule } from '../vendors/vendors.module';
import { BlockedAvatar } from './blocked-avatar.entity';
import { BlockedAvatars } from './blocked-avatars';
import { BlockedAvatarsController } from './blocked-avatars.controller';
import { BlockedAvatarsRepository } from './blocked-avatars.repository';
import { CataloguePrices } from './catalogue-prices';
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
  imports: [SalesLedgerModule, VendorsModule, ProductsModule, TypeOrmModule.forFeature([BlockedAvatar])],
  controllers: [TransactionsController, InWorldSalesController, BlockedAvatarsController],
  providers: [
    TransactionsService,
    TransactionsRepository,
    SalesService,
    SalePricingCache,
    InWorldRefundsService,
    CataloguePrices,
    BlockedAvatars,
    BlockedAvatarsRepository,
  ],
  exports: [SalesLedgerModule],
})
export class SalesModule {
  /** A vendor or a product with sales is deactivated instead of deleted: they ask the ledger. A catalogue's prices due are the sale path's. A closed account's blocked avatars go with it. */
  constructor(
    vendors: VendorSalesLink,
    products: ProductSalesLink,
    ledger: SalesLedgerService,
    catalogue: CataloguePricingLink,
    prices: CataloguePrices,
    closing: AccountClosing,
    blocked: BlockedAvatarsRepository,
  ) {
    closing.register({ key: 'deletedBlockedAvatars', run: (tx, userId) => blocked.removeAllOf(tx, userId) });
    vendors.provide({ hasSales: (tx, vendorId) => ledger.vendorHasSales(tx, vendorId) });
    products.provide({ hasSales: (tx, productId) => ledger.productHasSales(tx, productId) });
    catalogue.provide(prices);
  }
}

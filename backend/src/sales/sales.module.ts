import { Module } from '@nestjs/common';

import { InWorldRefundsService } from './in-world-refunds.service';
import { InWorldSalesController } from './in-world-sales.controller';
import { SalePricingCache } from './sale-pricing.cache';
import { SalesService } from './sales.service';
import { SalesLedgerModule } from './sales-ledger.module';
import { TransactionsController } from './transactions.controller';
import { TransactionsRepository } from './transactions.repository';
import { TransactionsService } from './transactions.service';

/** The sales: the in-world sale path (a sale, a gift card paying, a quote, a refund report), their list, CSV export and refund; and the sales ledger's API (SalesLedgerModule), which other modules import directly. */
@Module({
  imports: [SalesLedgerModule],
  controllers: [TransactionsController, InWorldSalesController],
  providers: [TransactionsService, TransactionsRepository, SalesService, SalePricingCache, InWorldRefundsService],
  exports: [SalesLedgerModule],
})
export class SalesModule {}

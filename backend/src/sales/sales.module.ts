import { Module } from '@nestjs/common';

import { ProfitSharingModule } from '../profit-sharing/profit-sharing.module';
import { SalesLedgerModule } from './sales-ledger.module';
import { TransactionsController } from './transactions.controller';
import { TransactionsRepository } from './transactions.repository';
import { TransactionsService } from './transactions.service';

/** The sales: their list, CSV export and refund; and the sales ledger's API (SalesLedgerModule), which other modules import directly. */
@Module({
  imports: [ProfitSharingModule, SalesLedgerModule],
  controllers: [TransactionsController],
  providers: [TransactionsService, TransactionsRepository],
  exports: [SalesLedgerModule],
})
export class SalesModule {}

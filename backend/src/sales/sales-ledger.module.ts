import { Module } from '@nestjs/common';

import { SalesLedgerRepository } from './sales-ledger.repository';
import { SellingVendors } from './selling-vendors';

/**
 * The sales ledger (SalesLedgerRepository) and the selling vendors by LSL key (SellingVendors): recording a sale (in-world and Marketplace) and the other modules' reads of
 * one sale or one buyer's sales. It imports no feature module, so any module can import it without an import cycle
 * (SalesModule, which imports ProfitSharingModule and more, imports it too).
 */
@Module({
  providers: [SalesLedgerRepository, SellingVendors],
  exports: [SalesLedgerRepository, SellingVendors],
})
export class SalesLedgerModule {}

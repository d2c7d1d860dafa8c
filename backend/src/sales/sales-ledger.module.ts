import { Module } from '@nestjs/common';

import { RefundEvents } from './refund-events';
import { RefundOrdersRepository } from './refund-orders.repository';
import { RefundOrdersService } from './refund-orders.service';
import { SaleDeliveryLink } from './sale-deliveries';
import { SaleEvents } from './sale-events';
import { SalePayoutsLink } from './sale-payouts';
import { SalesLedgerRepository } from './sales-ledger.repository';
import { SalesLedgerService } from './sales-ledger.service';
import { SellingVendors } from './selling-vendors';

/**
 * The sales ledger (SalesLedgerRepository, SalesLedgerService for other modules), the selling vendors by LSL key
 * (SellingVendors), the sales recorded (SaleEvents, which the monitor and the notifications listen to) and the refunds
 * sent back in-world (RefundOrdersService): recording a sale (in-world and Marketplace) and the other modules' reads of
 * one sale or one buyer's sales. It imports no feature module, so any module can import it without an import cycle
 * (SalesModule, which imports ProfitSharingModule and more, imports it too).
 */
@Module({
  providers: [
    SalesLedgerRepository,
    SalesLedgerService,
    SellingVendors,
    SaleEvents,
    SalePayoutsLink,
    SaleDeliveryLink,
    RefundOrdersRepository,
    RefundOrdersService,
    RefundEvents,
  ],
  exports: [SalesLedgerRepository, SalesLedgerService, SellingVendors, SaleEvents, SalePayoutsLink, SaleDeliveryLink, RefundOrdersService, RefundEvents],
})
export class SalesLedgerModule {}

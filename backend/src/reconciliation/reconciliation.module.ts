import { Module } from '@nestjs/common';

import { BillingModule } from '../billing/billing.module';
import { CommissionsModule } from '../commissions/commissions.module';
import { ProfitSharingModule } from '../profit-sharing/profit-sharing.module';
import { SalesLedgerModule } from '../sales/sales-ledger.module';
import { VendorsModule } from '../vendors/vendors.module';
import { ReconciliationController } from './reconciliation.controller';
import { ReconciliationRepository } from './reconciliation.repository';
import { ReconciliationService } from './reconciliation.service';

/** Reconciliation with Second Life's transaction history: uploads kept, lines matched with sales, refunds and payouts. */
@Module({
  imports: [SalesLedgerModule, ProfitSharingModule, VendorsModule, CommissionsModule, BillingModule],
  controllers: [ReconciliationController],
  providers: [ReconciliationRepository, ReconciliationService],
})
export class ReconciliationModule {}

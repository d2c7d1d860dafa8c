import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { InWorldObjectsModule } from '../in-world-objects/in-world-objects.module';
import { PlatformSettingsModule } from '../marketplace/platform-settings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PayoutOrderSources } from '../profit-sharing/payout-order-sources';
import { ProfitSharingModule } from '../profit-sharing/profit-sharing.module';
import { SalesLedgerModule } from '../sales/sales-ledger.module';
import { VendorsModule } from '../vendors/vendors.module';
import { AdminBillingController } from './admin-billing.controller';
import { BillingController } from './billing.controller';
import { BillingRepository } from './billing.repository';
import { BillingStatementService } from './billing-statement.service';
import { CommissionDueClaim } from './commission-due-claim.entity';
import { CommissionGrace } from './commission-grace';
import { CommissionPayment } from './commission-payment.entity';
import { CommissionPaymentsController } from './commission-payments.controller';
import { CommissionPaymentsService } from './commission-payments.service';

/** Commission collected in-world (the vendors' payments), merchants' balances and statements, the admins' view of them, and the grace period's pause. */
@Module({
  imports: [
    TypeOrmModule.forFeature([CommissionPayment, CommissionDueClaim]),
    PlatformSettingsModule,
    InWorldObjectsModule,
    NotificationsModule,
    SalesLedgerModule,
    VendorsModule,
    ProfitSharingModule,
  ],
  controllers: [BillingController, AdminBillingController, CommissionPaymentsController],
  providers: [BillingRepository, CommissionPaymentsService, BillingStatementService, CommissionGrace],
  exports: [CommissionPaymentsService],
})
export class BillingModule {
  /** The vendors' payouts scripts pay the commission owed as signed orders. */
  constructor(sources: PayoutOrderSources, payments: CommissionPaymentsService) {
    sources.provide((vendor, at) => payments.orderFor(vendor, at));
  }
}

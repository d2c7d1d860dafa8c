import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { PlatformSettingsModule } from '../marketplace/platform-settings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SalesLedgerModule } from '../sales/sales-ledger.module';
import { AdminBillingController } from './admin-billing.controller';
import { BillingController } from './billing.controller';
import { BillingRepository } from './billing.repository';
import { BillingStatementService } from './billing-statement.service';
import { CommissionPayment } from './commission-payment.entity';
import { CommissionPaymentsController } from './commission-payments.controller';
import { CommissionPaymentsService } from './commission-payments.service';

/** Commission collected in-world (the vendors' payments), merchants' balances and statements, and the admins' view of them. */
@Module({
  imports: [TypeOrmModule.forFeature([CommissionPayment]), PlatformSettingsModule, NotificationsModule, SalesLedgerModule],
  controllers: [BillingController, AdminBillingController, CommissionPaymentsController],
  providers: [BillingRepository, CommissionPaymentsService, BillingStatementService],
})
export class BillingModule {}

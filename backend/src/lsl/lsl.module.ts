import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ApiKeysModule } from '../api-keys/api-keys.module';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { UserThrottlerGuard } from '../auth/guards/user-throttler.guard';
import { CommissionsModule } from '../commissions/commissions.module';
import { DeliveryBoxesModule } from '../delivery-boxes/delivery-boxes.module';
import { InWorldObjectsModule } from '../in-world-objects/in-world-objects.module';
import { Product } from '../products/product.entity';
import { PayoutResultsController } from '../profit-sharing/payout-results.controller';
import { ProfitSharingModule } from '../profit-sharing/profit-sharing.module';
import { RedeliveriesModule } from '../redeliveries/redeliveries.module';
import { SalePricingCache } from '../sales/sale-pricing.cache';
import { SalesService } from '../sales/sales.service';
import { SalesLedgerModule } from '../sales/sales-ledger.module';
import { UpdateBroadcastsModule } from '../update-broadcasts/update-broadcasts.module';
import { Vendor } from '../vendors/vendor.entity';
import { VendorsModule } from '../vendors/vendors.module';
import { HeartbeatsService } from './heartbeats.service';
import { InWorldAuthGuard } from './in-world-auth.guard';
import { InWorldCall } from './in-world-call.entity';
import { InWorldCallsRecorder } from './in-world-calls.recorder';
import { InWorldCallsRepository } from './in-world-calls.repository';
import { InWorldRefundsService } from './in-world-refunds.service';
import { LslController } from './lsl.controller';
import { LslScriptsService } from './lsl-scripts.service';
import { LslStatusService } from './lsl-status.service';
import { RedeliveryRequestsController } from './redelivery-requests.controller';
import { RedeliveryRequestsService } from './redelivery-requests.service';
import { ScriptThrottlerGuard } from './script-throttler.guard';
import { SellingVendors } from './selling-vendors';
import { UpdateDeliveriesController } from './update-deliveries.controller';

/** The in-world scripts' API: sales, heartbeats, the delivery boxes, the redelivery terminal, status, the scripts themselves, and the record of their calls. */
@Module({
  imports: [
    TypeOrmModule.forFeature([InWorldCall, Vendor, Product]),
    ApiKeysModule,
    CommissionsModule,
    InWorldObjectsModule,
    DeliveryBoxesModule,
    RedeliveriesModule,
    UpdateBroadcastsModule,
    VendorsModule,
    ProfitSharingModule,
    SalesLedgerModule,
  ],
  // PayoutResultsController (profit sharing) is an in-world route: it needs this module's guard and its providers.
  controllers: [LslController, RedeliveryRequestsController, UpdateDeliveriesController, PayoutResultsController],
  providers: [
    InWorldAuthGuard,
    ScriptThrottlerGuard,
    UserThrottlerGuard,
    JwtAuthGuard,
    InWorldCallsRecorder,
    InWorldCallsRepository,
    SalesService,
    InWorldRefundsService,
    SellingVendors,
    SalePricingCache,
    RedeliveryRequestsService,
    HeartbeatsService,
    LslScriptsService,
    LslStatusService,
  ],
})
export class LslModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { UserThrottlerGuard } from '../auth/guards/user-throttler.guard';
import { CommissionsModule } from '../commissions/commissions.module';
import { Product } from '../products/product.entity';
import { Redelivery } from '../redeliveries/redelivery.entity';
import { Transaction } from '../transactions/transaction.entity';
import { Vendor } from '../vendors/vendor.entity';
import { InWorldAuthGuard } from './in-world-auth.guard';
import { InWorldCall } from './in-world-call.entity';
import { InWorldCallsRecorder } from './in-world-calls.recorder';
import { InWorldCallsRepository } from './in-world-calls.repository';
import { LslStatusService } from './lsl-status.service';
import { LslController } from './lsl.controller';
import { RedeliveryRequestsController } from './redelivery-requests.controller';
import { RedeliveryRequestsRepository } from './redelivery-requests.repository';
import { RedeliveryRequestsService } from './redelivery-requests.service';
import { SalesRepository } from './sales.repository';
import { SalesService } from './sales.service';
import { ScriptThrottlerGuard } from './script-throttler.guard';

/** The in-world scripts' API: sales, the delivery box, the redelivery terminal, status, and the record of their calls. */
@Module({
  imports: [TypeOrmModule.forFeature([InWorldCall, Vendor, Product, Transaction, Redelivery]), ApiKeysModule, CommissionsModule],
  controllers: [LslController, RedeliveryRequestsController],
  providers: [
    InWorldAuthGuard,
    ScriptThrottlerGuard,
    UserThrottlerGuard,
    JwtAuthGuard,
    InWorldCallsRecorder,
    InWorldCallsRepository,
    SalesRepository,
    SalesService,
    RedeliveryRequestsRepository,
    RedeliveryRequestsService,
    LslStatusService,
  ],
})
export class LslModule {}

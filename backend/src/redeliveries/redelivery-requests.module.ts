import { Module } from '@nestjs/common';

import { DeliveryBoxesModule } from '../delivery-boxes/delivery-boxes.module';
import { InWorldObjectsModule } from '../in-world-objects/in-world-objects.module';
import { SalesLedgerModule } from '../sales/sales-ledger.module';
import { BuyerLinkThrottlerGuard } from './buyer-link-throttler.guard';
import { BuyerRedeliveriesController } from './buyer-redeliveries.controller';
import { BuyerRedeliveriesService } from './buyer-redeliveries.service';
import { BuyerRedeliveryLinksRepository } from './buyer-redelivery-links.repository';
import { InWorldRedeliveriesController } from './in-world-redeliveries.controller';
import { RedeliveriesModule } from './redeliveries.module';
import { RedeliveryRequestsController } from './redelivery-requests.controller';
import { RedeliveryRequestsService } from './redelivery-requests.service';

/**
 * Redelivery requests from in-world: filing one (the terminal or the merchant), the requests handed to a box and its
 * reports, a buyer's purchases, and the buyer's web link to them. Apart from RedeliveriesModule, which DeliveryBoxesModule imports.
 */
@Module({
  imports: [RedeliveriesModule, DeliveryBoxesModule, InWorldObjectsModule, SalesLedgerModule],
  controllers: [InWorldRedeliveriesController, RedeliveryRequestsController, BuyerRedeliveriesController],
  providers: [RedeliveryRequestsService, BuyerRedeliveriesService, BuyerRedeliveryLinksRepository, BuyerLinkThrottlerGuard],
})
export class RedeliveryRequestsModule {}

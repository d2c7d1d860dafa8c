import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { DeliveryBoxesModule } from '../delivery-boxes/delivery-boxes.module';
import { InWorldObjectsModule } from '../in-world-objects/in-world-objects.module';
import { BoxPinger } from '../redeliveries/box-pinger';
import { BoxUpdatesLink } from '../redeliveries/box-updates';
import { RedeliveriesModule } from '../redeliveries/redeliveries.module';
import { ProductVersion } from './product-version.entity';
import { ProductVersionsController } from './product-versions.controller';
import { UpdateBroadcast } from './update-broadcast.entity';
import { UpdateBroadcastsController } from './update-broadcasts.controller';
import { UpdateBroadcastsRepository } from './update-broadcasts.repository';
import { UpdateBroadcastsService } from './update-broadcasts.service';
import { UpdateDeliveriesController } from './update-deliveries.controller';
import { UpdateDeliveriesService } from './update-deliveries.service';
import { UpdateDelivery } from './update-delivery.entity';
import { UpdateDispatcher } from './update-dispatcher';

/**
 * Product versions and update broadcasts: publishing a version, sending it to every past buyer through the delivery
 * boxes, and the boxes' reports (update-deliveries.controller.ts).
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProductVersion, UpdateBroadcast, UpdateDelivery]), InWorldObjectsModule, DeliveryBoxesModule, RedeliveriesModule],
  controllers: [ProductVersionsController, UpdateBroadcastsController, UpdateDeliveriesController],
  providers: [UpdateBroadcastsRepository, UpdateBroadcastsService, UpdateDeliveriesService, UpdateDispatcher, BoxPinger],
  exports: [UpdateDispatcher, UpdateDeliveriesService],
})
export class UpdateBroadcastsModule {
  /** A box's pending list names the update deliveries handed to it after its redeliveries. */
  constructor(boxes: BoxUpdatesLink, dispatcher: UpdateDispatcher) {
    boxes.provide({ forBox: (ownerId, boxId, limit) => dispatcher.forBox(ownerId, boxId, limit) });
  }
}

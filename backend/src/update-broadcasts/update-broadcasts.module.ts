import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { DeliveryBoxesModule } from '../delivery-boxes/delivery-boxes.module';
import { InWorldObjectsModule } from '../in-world-objects/in-world-objects.module';
import { BoxPinger } from '../redeliveries/box-pinger';
import { ProductVersion } from './product-version.entity';
import { ProductVersionsController } from './product-versions.controller';
import { UpdateBroadcast } from './update-broadcast.entity';
import { UpdateBroadcastsController } from './update-broadcasts.controller';
import { UpdateBroadcastsRepository } from './update-broadcasts.repository';
import { UpdateBroadcastsService } from './update-broadcasts.service';
import { UpdateDeliveriesService } from './update-deliveries.service';
import { UpdateDelivery } from './update-delivery.entity';
import { UpdateDispatcher } from './update-dispatcher';

/**
 * Product versions and update broadcasts: publishing a version, sending it to every past buyer through the delivery
 * boxes, and the boxes' reports (their routes are in lsl/update-deliveries.controller.ts, beside the other box calls).
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProductVersion, UpdateBroadcast, UpdateDelivery]), InWorldObjectsModule, DeliveryBoxesModule],
  controllers: [ProductVersionsController, UpdateBroadcastsController],
  providers: [UpdateBroadcastsRepository, UpdateBroadcastsService, UpdateDeliveriesService, UpdateDispatcher, BoxPinger],
  exports: [UpdateDispatcher, UpdateDeliveriesService],
})
export class UpdateBroadcastsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { BoxRequestsLink } from './box-requests';
import { DeliveryBox } from './delivery-box.entity';
import { DeliveryBoxesController } from './delivery-boxes.controller';
import { DeliveryBoxesRepository } from './delivery-boxes.repository';
import { DeliveryBoxesService } from './delivery-boxes.service';

/** The merchant's delivery boxes: the in-world objects that give items again on redelivery requests. */
@Module({
  imports: [TypeOrmModule.forFeature([DeliveryBox])],
  controllers: [DeliveryBoxesController],
  providers: [DeliveryBoxesRepository, DeliveryBoxesService, BoxRequestsLink],
  exports: [DeliveryBoxesRepository, DeliveryBoxesService, BoxRequestsLink],
})
export class DeliveryBoxesModule {}

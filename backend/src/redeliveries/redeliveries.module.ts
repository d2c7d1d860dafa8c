import { Module } from '@nestjs/common';

import { InWorldObjectsModule } from '../in-world-objects/in-world-objects.module';
import { BoxPinger } from './box-pinger';
import { RedeliveriesController } from './redeliveries.controller';
import { RedeliveriesRepository } from './redeliveries.repository';
import { RedeliveriesService } from './redeliveries.service';
import { RedeliveryDispatcher } from './redelivery-dispatcher';

/** Redelivery requests: the merchant's list and actions, and their hand-out to the delivery boxes. */
@Module({
  imports: [InWorldObjectsModule],
  controllers: [RedeliveriesController],
  providers: [RedeliveriesService, RedeliveriesRepository, RedeliveryDispatcher, BoxPinger],
  exports: [RedeliveriesRepository, RedeliveryDispatcher],
})
export class RedeliveriesModule {}

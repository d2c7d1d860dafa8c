import { Module } from '@nestjs/common';
import { RedeliveriesController } from './redeliveries.controller';
import { RedeliveriesRepository } from './redeliveries.repository';
import { RedeliveriesService } from './redeliveries.service';

@Module({
  controllers: [RedeliveriesController],
  providers: [RedeliveriesService, RedeliveriesRepository],
})
export class RedeliveriesModule {}

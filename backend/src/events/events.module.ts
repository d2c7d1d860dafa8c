import { Module } from '@nestjs/common';

import { CommissionsModule } from '../commissions/commissions.module';
import { VendorsModule } from '../vendors/vendors.module';
import { EventRateApprovalController } from './event-rate-approval.controller';
import { EventsController } from './events.controller';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';

@Module({
  imports: [VendorsModule, CommissionsModule],
  controllers: [EventsController, EventRateApprovalController],
  providers: [EventsRepository, EventsService],
})
export class EventsModule {}

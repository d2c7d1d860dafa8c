import { Module } from '@nestjs/common';

import { DeliveryBoxesModule } from '../delivery-boxes/delivery-boxes.module';
import { VendorsModule } from '../vendors/vendors.module';
import { HeartbeatsService } from './heartbeats.service';
import { InWorldObjectsController } from './in-world-objects.controller';
import { InWorldObjectsModule } from './in-world-objects.module';
import { LslScriptsService } from './lsl-scripts.service';
import { LslStatusService } from './lsl-status.service';

/** The in-world objects' routes: heartbeats, a box's inventory, the status and activity of the calls, the scripts served. */
@Module({
  imports: [InWorldObjectsModule, DeliveryBoxesModule, VendorsModule],
  controllers: [InWorldObjectsController],
  providers: [HeartbeatsService, LslStatusService, LslScriptsService],
})
export class HeartbeatsModule {}

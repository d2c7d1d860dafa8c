import { Module } from '@nestjs/common';

import { CommissionConfigsController } from './commission-configs.controller';
import { CommissionConfigsService } from './commission-configs.service';
import { CommissionInputsService } from './commission-inputs.service';
import { CommissionsRepository } from './commissions.repository';

/** Commission configurations (admin) and, for the modules that record sales, CommissionInputsService. */
@Module({
  controllers: [CommissionConfigsController],
  providers: [CommissionsRepository, CommissionInputsService, CommissionConfigsService],
  exports: [CommissionInputsService],
})
export class CommissionsModule {}

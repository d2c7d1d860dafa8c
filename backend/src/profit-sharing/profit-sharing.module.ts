import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { Payout } from './payout.entity';
import { PayoutsController } from './payouts.controller';
import { PayoutsService } from './payouts.service';
import { ProfitSharingRepository } from './profit-sharing.repository';
import { ProfitSharingService } from './profit-sharing.service';
import { ProfitSplit } from './profit-split.entity';
import { SplitsController } from './splits.controller';

/**
 * Profit sharing: partners' splits and the payouts sales owe them. The sale path computes and writes payouts with the
 * sale (lsl/SalesService); vendors learn of due payouts from their heartbeat and report each transfer
 * (PayoutResultsController, served by LslModule with the other in-world routes); transactions show a sale's payouts.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProfitSplit, Payout])],
  controllers: [SplitsController, PayoutsController],
  providers: [ProfitSharingRepository, ProfitSharingService, PayoutsService],
  exports: [PayoutsService],
})
export class ProfitSharingModule {}

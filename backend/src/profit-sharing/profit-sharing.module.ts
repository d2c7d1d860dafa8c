import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { DeliveryBoxesModule } from '../delivery-boxes/delivery-boxes.module';
import { HeartbeatHooks } from '../in-world-objects/heartbeat-hooks';
import { InWorldObjectsModule } from '../in-world-objects/in-world-objects.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SalePayoutsLink } from '../sales/sale-payouts';
import { SalesLedgerModule } from '../sales/sales-ledger.module';
import { Payout } from './payout.entity';
import { PayoutOrderSources } from './payout-order-sources';
import { PayoutResultsController } from './payout-results.controller';
import { PayoutsController } from './payouts.controller';
import { PayoutsService } from './payouts.service';
import { ProfitSharingRepository } from './profit-sharing.repository';
import { ProfitSharingService } from './profit-sharing.service';
import { ProfitSplit } from './profit-split.entity';
import { SplitsController } from './splits.controller';

/**
 * Profit sharing: partners' splits and the payouts sales owe them. The sale path computes and writes payouts with the
 * sale (sales/SalesService); a vendor's heartbeat says how many payouts wait; payouts.lsl asks for them as
 * orders signed with its object's secret and reports each transfer (PayoutResultsController, in-world routes); transactions show a sale's payouts.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProfitSplit, Payout]), SalesLedgerModule, InWorldObjectsModule, DeliveryBoxesModule, NotificationsModule],
  controllers: [SplitsController, PayoutsController, PayoutResultsController],
  providers: [ProfitSharingRepository, ProfitSharingService, PayoutsService, PayoutOrderSources],
  exports: [PayoutsService, PayoutOrderSources],
})
export class ProfitSharingModule {
  /** A vendor's heartbeat answer counts the payouts it still has to make; a sale's details, its payouts. */
  constructor(hooks: HeartbeatHooks, salePayouts: SalePayoutsLink, payouts: PayoutsService) {
    hooks.answerDuePayouts((vendorId) => payouts.dueCount(vendorId));
    salePayouts.provide({ ofSale: (transactionId) => payouts.ofSale(transactionId) });
  }
}

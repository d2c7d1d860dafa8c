import { Module } from '@nestjs/common';

import { BoxRequestsLink } from '../delivery-boxes/box-requests';
import { DeliveryBoxesModule } from '../delivery-boxes/delivery-boxes.module';
import { DomainEvents } from '../event-bus/domain-events';
import { HeartbeatHooks } from '../in-world-objects/heartbeat-hooks';
import { InWorldObjectsModule } from '../in-world-objects/in-world-objects.module';
import { RefundOrdersService } from '../sales/refund-orders.service';
import { SaleDeliveryLink } from '../sales/sale-deliveries';
import { SalesLedgerModule } from '../sales/sales-ledger.module';
import { BoxPinger } from './box-pinger';
import { BoxSaleDeliveries } from './box-sale-deliveries';
import { BoxUpdatesLink } from './box-updates';
import { RedeliveriesController } from './redeliveries.controller';
import { RedeliveriesRepository } from './redeliveries.repository';
import { RedeliveriesService } from './redeliveries.service';
import { RedeliveryDispatcher } from './redelivery-dispatcher';

/** Redelivery requests: the merchant's list and actions, and their hand-out to the delivery boxes. */
@Module({
  imports: [InWorldObjectsModule, DeliveryBoxesModule, SalesLedgerModule],
  controllers: [RedeliveriesController],
  providers: [RedeliveriesService, RedeliveriesRepository, RedeliveryDispatcher, BoxPinger, BoxUpdatesLink, BoxSaleDeliveries],
  exports: [RedeliveriesRepository, RedeliveryDispatcher, BoxUpdatesLink],
})
export class RedeliveriesModule {
  /**
   * A box that says it is alive or what it holds is handed the requests it can take; a box deactivated or deleted
   * gives back what it held (and the buyers' refunds its payouts script took fail, to be checked and retried). Sales whose vendor does not hold the item are delivered the same way, unless refunded (decision 0090).
   */
  constructor(
    hooks: HeartbeatHooks,
    boxes: BoxRequestsLink,
    dispatcher: RedeliveryDispatcher,
    requests: RedeliveriesRepository,
    sales: SaleDeliveryLink,
    saleDeliveries: BoxSaleDeliveries,
    domainEvents: DomainEvents,
    refundOrders: RefundOrdersService,
  ) {
    sales.provide(saleDeliveries);
    dispatcher.afterOwnerSweep((ownerId) => saleDeliveries.alertLate(ownerId));
    domainEvents.subscribe((event, manager) => {
      const transactionId = event.metadata?.transactionId;
      if (event.type === 'transaction_refunded' && typeof transactionId === 'number') return saleDeliveries.onRefund(transactionId, manager);
    });
    hooks.onBoxReady((ownerId) => dispatcher.dispatch(ownerId));
    boxes.provide({
      releaseFromBox: async (tx, boxId) => {
        await requests.releaseFromBox(tx, boxId);
        await refundOrders.releaseFromBox(tx, boxId);
      },
      dispatch: (ownerId) => dispatcher.dispatch(ownerId),
      assignedCounts: (boxIds) => requests.assignedCounts(boxIds),
    });
  }
}

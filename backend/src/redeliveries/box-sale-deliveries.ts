import { Injectable } from '@nestjs/common';

import { Clock } from '../common/clock';
import type { Tx } from '../database/transaction';
import type { NewNotification } from '../notifications/notification-kinds';
import { NotificationsService } from '../notifications/notifications.service';
import type { BoxSale, BoxSaleDelivery, SaleDeliveries } from '../sales/sale-deliveries';
import { type LateSaleDelivery, RedeliveriesRepository } from './redeliveries.repository';
import { RedeliveryDispatcher } from './redelivery-dispatcher';

export const SALE_REFUNDED = 'The sale was refunded.';

function saleDeliveryLate(ownerId: string, late: LateSaleDelivery): NewNotification {
  const item = late.item ? `"${late.item}"` : 'The item';
  const buyer = late.buyerName ? ` to ${late.buyerName}` : '';
  const why = late.waitingReason ? ` ${late.waitingReason}` : '';
  return {
    userId: ownerId,
    kind: 'sale_delivery_late',
    title: `Sale #${late.transactionId} not delivered yet`,
    body:
      `${item} of sale #${late.transactionId} was not delivered${buyer} within ${late.minutes} minutes.${why} ` +
      'The buyer was told it is on its way: put the item in an online delivery box, or refund the sale from the Transactions page.',
    link: '/redelivery',
    metadata: { redeliveryId: late.id, transactionId: late.transactionId },
    dedupeKey: `sale_delivery_late:${late.id}`,
  };
}

/**
 * Sales whose vendor does not hold the item (decision 0090): each becomes a redelivery request of kind sale, handed
 * to a box at once by the redelivery dispatcher, with its fail-over; the merchant is alerted when one waits too long.
 */
@Injectable()
export class BoxSaleDeliveries implements SaleDeliveries {
  constructor(
    private readonly requests: RedeliveriesRepository,
    private readonly dispatcher: RedeliveryDispatcher,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  async handOut(sale: BoxSale): Promise<BoxSaleDelivery> {
    const filed =
      (await this.requests.fileSaleDelivery(sale.transactionId, sale.recipient, this.clock.now())) ?? (await this.requests.findOpen(sale.transactionId));
    if (!filed) throw new Error(`Could not file or find the delivery of sale ${sale.transactionId}.`);
    if (filed.status !== 'pending') return filed;
    await this.dispatcher.dispatch(sale.ownerId);
    const handed = await this.requests.findOfOwner(filed.id, sale.ownerId);
    return { id: filed.id, status: handed?.status ?? filed.status };
  }

  /** A sale refunded on the web is not to be delivered any more: its open delivery fails (a box that has it already may still give it). */
  async onRefund(transactionId: number, manager: Tx | undefined): Promise<void> {
    await this.requests.failOpenSaleDelivery(manager, transactionId, SALE_REFUNDED, this.clock.now());
  }

  /** Alerts the owner, once per sale, of sale deliveries no box delivered within their chosen minutes. */
  async alertLate(ownerId: string): Promise<void> {
    for (const late of await this.requests.markLateSaleDeliveries(ownerId, this.clock.now())) {
      await this.notifications.notifyAfterwards(saleDeliveryLate(ownerId, late));
    }
  }
}

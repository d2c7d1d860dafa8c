import { Injectable } from '@nestjs/common';

import { MonitorFeed } from '../activity-monitor/monitor-feed';
import { Clock } from '../common/clock';
import { SaleNotices } from './sale-notices';

/** A sale the in-world API answered, as the sale path knows it. */
export interface AnsweredSale {
  id: number;
  status: string;
  amount: number;
}

/**
 * What the sale path tells once a sale is written (or a retry answered): the activity monitor shows it at once, and
 * the notifications look at it in their next batch. Nothing here waits on the database or can fail the sale.
 */
@Injectable()
export class SaleEvents {
  constructor(
    private readonly monitor: MonitorFeed,
    private readonly notices: SaleNotices,
    private readonly clock: Clock,
  ) {}

  recorded(vendor: { id: number; ownerId: string }, productId: number | null, sale: AnsweredSale): void {
    if (sale.status !== 'completed') return;
    this.monitor.sale({ transactionId: sale.id, ownerId: vendor.ownerId, vendorId: vendor.id, amount: sale.amount }, this.clock.now());
    this.notices.recorded({ ownerId: vendor.ownerId, productId });
  }
}

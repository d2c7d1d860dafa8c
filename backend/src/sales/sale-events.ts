import { Injectable } from '@nestjs/common';

import { Clock } from '../common/clock';

/** A sale the in-world API answered, as the sale path knows it. */
export interface AnsweredSale {
  id: number;
  status: string;
  amount: number;
}

/** A completed sale as its listeners hear of it. */
export interface SaleRecordedEvent {
  transactionId: number;
  ownerId: string;
  vendorId: number;
  productId: number | null;
  amount: number;
}

/**
 * What the sale path tells once a sale is written (or a retry answered), to the modules that listen (the activity
 * monitor shows it at once, the notifications look at it in their next batch). Nothing here waits on the database or
 * can fail the sale.
 */
@Injectable()
export class SaleEvents {
  private readonly listeners: Array<(sale: SaleRecordedEvent, at: Date) => void> = [];

  constructor(private readonly clock: Clock) {}

  /** `listener` hears of every completed sale, synchronously, after it was written. */
  onRecorded(listener: (sale: SaleRecordedEvent, at: Date) => void): void {
    this.listeners.push(listener);
  }

  recorded(vendor: { id: number; ownerId: string }, productId: number | null, sale: AnsweredSale): void {
    if (sale.status !== 'completed') return;
    const event = { transactionId: sale.id, ownerId: vendor.ownerId, vendorId: vendor.id, productId, amount: sale.amount };
    const at = this.clock.now();
    for (const listener of this.listeners) listener(event, at);
  }
}

import { Injectable } from '@nestjs/common';

/** A sale whose item a delivery box is to give (the vendor does not hold it). */
export interface BoxSale {
  transactionId: number;
  ownerId: string;
  /** Who gets the item: the buyer, or a gift's recipient. */
  recipient: string;
}

/** A sale delivery's states: those of a redelivery request (redeliveries/redelivery.entity.ts). */
export const REDELIVERY_STATUSES_FOR_SALES = ['pending', 'assigned', 'completed', 'failed'] as const;

/** Where a box-delivered sale's delivery stands right after it was handed out. */
export interface BoxSaleDelivery {
  id: number;
  status: (typeof REDELIVERY_STATUSES_FOR_SALES)[number];
}

/** What the vendor tells the buyer of a sale a box delivers. */
export function buyerMessageFor(status: BoxSaleDelivery['status']): string {
  if (status === 'completed') return 'Your item was delivered by a delivery box.';
  if (status === 'assigned') return 'Your item is on its way: a delivery box is sending it now.';
  return 'Your item is on its way: a delivery box will send it shortly.';
}

/** A sale's delivery by a box: provided by RedeliveriesModule, so sales/ imports no feature (docs/decisions/0090-central-delivery.md). */
export interface SaleDeliveries {
  /** Files the sale's delivery (once per sale: a retry finds the first) and hands it to a box holding the item at once. */
  handOut(sale: BoxSale): Promise<BoxSaleDelivery>;
}

/** Where the sale path hands a sale to the delivery boxes: RedeliveriesModule registers its side once, at start-up. */
@Injectable()
export class SaleDeliveryLink implements SaleDeliveries {
  private deliveries: SaleDeliveries | null = null;

  provide(deliveries: SaleDeliveries): void {
    this.deliveries = deliveries;
  }

  handOut(sale: BoxSale): Promise<BoxSaleDelivery> {
    if (!this.deliveries) throw new Error('No module provides the delivery of sales by delivery boxes (RedeliveriesModule).');
    return this.deliveries.handOut(sale);
  }
}

import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';

import { Clock } from '../common/clock';
import type { Tx } from '../database/transaction';
import { onlineSince } from '../in-world-objects/liveness';
import type { RefundOrderDto } from './dto/refund-order.dto';
import { RefundEvents } from './refund-events';
import { type RefundCarrier, type RefundOrderRow, RefundOrdersRepository } from './refund-orders.repository';

export const UNKNOWN_REFUND_ORDER = 'Unknown refund order.';
export const REFUND_FAILED_WITHOUT_REASON = 'The vendor reported that the transfer failed.';
export const BOX_GONE_WITH_REFUND =
  'The delivery box sending this refund was switched off or deleted before it said how the transfer went: check your Second Life ' +
  'transaction history, and retry only if the buyer was not paid.';
export const NO_REFUND_ORDER = 'This sale has no refund to send in-world: only a refunded sale paid in L$ at a vendor has one.';

/** A sale refunded on the web, as its refund order needs it. */
export interface SaleToRefund {
  id: number;
  ownerId: string;
  vendorId: number;
  buyerId: string;
  paidWith: string;
  source: string;
}

/** Only L$ a buyer paid at a vendor in-world go back in-world (not a gift card's, not the Marketplace's). */
export function refundsInWorld(sale: { paidWith: string; source: string }): boolean {
  return sale.source === 'in-world' && sale.paidWith === 'lindens';
}

function toRefundOrderDto(row: RefundOrderRow): RefundOrderDto {
  return {
    id: row.id,
    amount: row.amount,
    commission: row.commission,
    status: row.status,
    transactionKey: row.transactionKey,
    reason: row.reason,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The L$ web refunds send back to buyers (docs/decisions/0098-refund-orders.md): an order per refunded sale paid in L$
 * in-world, which the sale's vendor's payouts script fetches as a signed order, pays once and reports. While that vendor
 * is offline, any other online vendor of the merchant takes the order, and while none is, a delivery box with a payouts
 * script does; a failed order can be retried from the web.
 */
@Injectable()
export class RefundOrdersService {
  constructor(
    private readonly repository: RefundOrdersRepository,
    private readonly clock: Clock,
    private readonly events: RefundEvents,
  ) {}

  /**
   * In the refund's transaction, which holds the sale's lock: an order for the refunded L$ of a sale whose buyer paid
   * L$ to a vendor in-world, once per request key.
   */
  async requestFor(tx: Tx, sale: SaleToRefund, part: { amount: number; commission: string }, requestKey: string | null, at: Date): Promise<void> {
    if (!refundsInWorld(sale) || part.amount <= 0) return;
    await this.repository.create(tx, {
      transactionId: sale.id,
      ownerId: sale.ownerId,
      vendorId: sale.vendorId,
      avatarKey: sale.buyerId,
      amount: part.amount,
      commission: part.commission,
      requestKey,
      at,
    });
  }

  /** The order made for this request key, read after the sale's lock: a request retried finds the order it made. */
  async ofRequest(tx: Tx, transactionId: number, requestKey: string): Promise<RefundOrderDto | null> {
    const row = await this.repository.ofRequest(tx, transactionId, requestKey);
    return row ? toRefundOrderDto(row) : null;
  }

  /** The sale's orders, oldest first. */
  async ofSale(transactionId: number): Promise<RefundOrderDto[]> {
    return (await this.repository.ofSale(transactionId)).map(toRefundOrderDto);
  }

  /**
   * The vendor's refunds to carry out, oldest first, with those its owner's offline vendors have not fetched; from now
   * on they show as sent, by this vendor.
   */
  due(vendorId: number, limit: number): Promise<RefundOrderRow[]> {
    return this.repository.takeDue(vendorId, onlineSince(this.clock.now()), limit);
  }

  /**
   * The delivery box's refunds to carry out: those it took, and its owner's requested ones while none of the owner's
   * vendors is online; from now on they show as sent, by this box.
   */
  dueToBox(boxId: number, ownerId: string, limit: number): Promise<RefundOrderRow[]> {
    return this.repository.takeDueToBox(boxId, ownerId, onlineSince(this.clock.now()), limit);
  }

  /** In the transaction switching a box off or deleting it: the refunds it took and has not reported fail, to be checked and retried. */
  releaseFromBox(tx: Tx, boxId: number): Promise<void> {
    return this.repository.releaseFromBox(tx, boxId, BOX_GONE_WITH_REFUND);
  }

  countDue(vendorId: number): Promise<number> {
    return this.repository.countDue(vendorId, onlineSince(this.clock.now()));
  }

  /**
   * A failed refund asked again (the merchant put L$ on their account, say): requested once more, for the sale's vendor
   * or, while it is offline, another of the merchant's vendors; every failed part of a sale refunded in parts. The caller
   * has checked the sale is one they may see.
   */
  async retry(transactionId: number): Promise<RefundOrderDto[]> {
    const rows = await this.repository.retry(transactionId);
    if (rows.length > 0) return rows.map(toRefundOrderDto);
    const orders = await this.repository.ofSale(transactionId);
    const last = orders.at(-1);
    if (!last) throw new NotFoundException(NO_REFUND_ORDER);
    throw new ConflictException(`Only a failed refund can be retried; this one is ${last.status}.`);
  }

  /** The payouts script's report: the same report again changes nothing and answers the order as it stands. */
  async report(
    ownerId: string,
    carrier: RefundCarrier,
    id: number,
    report: { success: boolean; transactionKey: string | null; reason: string | null },
  ): Promise<RefundOrderDto> {
    const row = await this.repository.report({
      id,
      ownerId,
      carrier,
      success: report.success,
      transactionKey: report.transactionKey,
      reason: report.success ? null : (report.reason ?? REFUND_FAILED_WITHOUT_REASON),
    });
    if (!row) throw new NotFoundException(UNKNOWN_REFUND_ORDER);
    if (!report.success && row.status === 'failed') {
      this.events.failed({ ownerId, orderId: row.id, transactionId: row.transactionId, amount: row.amount, reason: row.reason ?? '', attempts: row.attempts });
    }
    return toRefundOrderDto(row);
  }

  /** The refunds Second Life confirmed between `from` and `to` (reconciliation matches them with the history). */
  confirmedBetween(ownerId: string, from: Date, to: Date): Promise<Array<RefundOrderRow & { buyerName: string | null }>> {
    return this.repository.confirmedBetween(ownerId, from, to);
  }
}

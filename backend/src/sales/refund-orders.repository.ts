import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { Tx } from '../database/transaction';
import type { RefundOrderStatus } from './refund-order.entity';

export interface RefundOrderRow {
  id: number;
  transactionId: number;
  avatarKey: string;
  amount: number;
  commission: string;
  requestKey: string | null;
  status: RefundOrderStatus;
  attempts: number;
  transactionKey: string | null;
  reason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The orders vendor $1 carries out: its own still out, and the requested ones of its owner's vendors that have not
 * been seen in-world since $2 (a vendor taken in, or in a region that is down, leaves its buyers' refunds to another).
 */
const DUE_TO_VENDOR = `o.status IN ('requested', 'sent') AND (
  o."vendorId" = $1
  OR (o.status = 'requested'
      AND o."ownerId" = (SELECT "ownerId" FROM vendors WHERE id = $1)
      AND NOT EXISTS (
        SELECT 1 FROM in_world_objects w
        WHERE w."vendorId" = o."vendorId" AND w.kind = 'vendor' AND NOT w.demo AND w."lastSeenAt" > $2)))`;

const COLUMNS = `id, "transactionId"::float8 AS "transactionId", "avatarKey", amount, commission::text AS commission, "requestKey", status, attempts, "transactionKey", reason, "createdAt", "updatedAt"`;

@Injectable()
export class RefundOrdersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One order per refund: the request key (null for a refund of the whole sale, which happens once) makes a request
   * retried create nothing more. The caller holds the sale's lock (TransactionsRepository.lockForRefund).
   */
  async create(
    tx: Tx,
    order: {
      transactionId: number;
      ownerId: string;
      vendorId: number;
      avatarKey: string;
      amount: number;
      commission: string;
      requestKey: string | null;
      at: Date;
    },
  ): Promise<void> {
    // Made at the refund's instant (the sale's refundedAt when it completes it): the statement dates the part by it.
    await tx.query(
      `INSERT INTO refund_orders ("transactionId", "ownerId", "vendorId", "avatarKey", amount, commission, "requestKey", "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT ("transactionId", "requestKey") DO NOTHING`,
      [order.transactionId, order.ownerId, order.vendorId, order.avatarKey, order.amount, order.commission, order.requestKey, order.at],
    );
  }

  /** The sale's order made for this request key, if any (read in the caller's transaction, after the sale's lock). */
  async ofRequest(tx: Tx, transactionId: number, requestKey: string): Promise<RefundOrderRow | null> {
    const rows: RefundOrderRow[] = await tx.query(`SELECT ${COLUMNS} FROM refund_orders WHERE "transactionId" = $1 AND "requestKey" = $2`, [
      transactionId,
      requestKey,
    ]);
    return rows[0] ?? null;
  }

  /** The sale's orders, oldest first (a sale refunded in parts has one per part). */
  ofSale(transactionId: number): Promise<RefundOrderRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM refund_orders WHERE "transactionId" = $1 ORDER BY id`, [transactionId]);
  }

  /**
   * The vendor's orders still to carry out, oldest first, and those of its owner's vendors that are offline (no
   * heartbeat since `onlineSince`) and that no script has yet: they become this vendor's, sent (the script has them).
   * An order another vendor has fetched stays with it (its script may have paid it and not yet reported).
   */
  async takeDue(vendorId: number, onlineSince: Date, limit: number): Promise<RefundOrderRow[]> {
    const [rows]: [RefundOrderRow[], number] = await this.dataSource.query(
      `UPDATE refund_orders SET status = 'sent', "vendorId" = $1, "updatedAt" = now()
       WHERE id IN (SELECT id FROM refund_orders o WHERE ${DUE_TO_VENDOR} ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING ${COLUMNS}`,
      [vendorId, onlineSince, limit],
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  /** How many orders the vendor would take now (takeDue). */
  async countDue(vendorId: number, onlineSince: Date): Promise<number> {
    const [row]: Array<{ count: number }> = await this.dataSource.query(`SELECT count(*)::int AS count FROM refund_orders o WHERE ${DUE_TO_VENDOR}`, [
      vendorId,
      onlineSince,
    ]);
    return row.count;
  }

  /** The sale's failed orders back to requested, for the owner's vendors to carry out again; none when none failed. */
  async retry(transactionId: number): Promise<RefundOrderRow[]> {
    const [changed]: [RefundOrderRow[], number] = await this.dataSource.query(
      `UPDATE refund_orders SET status = 'requested', reason = NULL, "updatedAt" = now()
       WHERE "transactionId" = $1 AND status = 'failed'
       RETURNING ${COLUMNS}`,
      [transactionId],
    );
    return changed.sort((a, b) => a.id - b.id);
  }

  /**
   * Second Life's answer, once: an order confirmed stays confirmed; a failure of an order still out is kept with its
   * reason. Null for an order that is not this owner's (or this vendor's).
   */
  async report(report: {
    id: number;
    ownerId: string;
    vendorId: number;
    success: boolean;
    transactionKey: string | null;
    reason: string | null;
  }): Promise<RefundOrderRow | null> {
    const [changed]: [RefundOrderRow[], number] = await this.dataSource.query(
      `UPDATE refund_orders SET status = CASE WHEN $4::boolean THEN 'confirmed' ELSE 'failed' END,
              "transactionKey" = COALESCE($5, "transactionKey"), reason = CASE WHEN $4::boolean THEN NULL ELSE $6 END,
              attempts = attempts + 1, "updatedAt" = now()
       WHERE id = $1 AND "ownerId" = $2 AND "vendorId" = $3 AND (status IN ('requested', 'sent') OR (status = 'failed' AND $4::boolean))
       RETURNING ${COLUMNS}`,
      [report.id, report.ownerId, report.vendorId, report.success, report.transactionKey, report.reason],
    );
    if (changed[0]) return changed[0];
    const rows: RefundOrderRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM refund_orders WHERE id = $1 AND "ownerId" = $2 AND "vendorId" = $3`, [
      report.id,
      report.ownerId,
      report.vendorId,
    ]);
    return rows[0] ?? null;
  }

  /** The owner's refund orders Second Life confirmed between `from` and `to`, with the buyer's name, for reconciliation. */
  confirmedBetween(ownerId: string, from: Date, to: Date): Promise<Array<RefundOrderRow & { buyerName: string | null }>> {
    return this.dataSource.query(
      `SELECT r.id, r."transactionId"::float8 AS "transactionId", r."avatarKey", r.amount, r.commission::text AS commission, r."requestKey", r.status, r.attempts, r."transactionKey", r.reason,
              r."createdAt", r."updatedAt", t."buyerName"
       FROM refund_orders r JOIN transactions t ON t.id = r."transactionId"
       WHERE r."ownerId" = $1 AND r.status = 'confirmed' AND r."updatedAt" BETWEEN $2 AND $3
       ORDER BY r."updatedAt", r.id`,
      [ownerId, from, to],
    );
  }
}

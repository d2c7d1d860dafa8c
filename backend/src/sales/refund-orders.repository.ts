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
 * An order a delivery box took stays with the box.
 */
const DUE_TO_VENDOR = `o.status IN ('requested', 'sent') AND (
  (o."vendorId" = $1 AND o."boxId" IS NULL)
  OR (o.status = 'requested'
      AND o."ownerId" = (SELECT "ownerId" FROM vendors WHERE id = $1)
      AND NOT EXISTS (
        SELECT 1 FROM in_world_objects w
        WHERE w."vendorId" = o."vendorId" AND w.kind = 'vendor' AND NOT w.demo AND w."lastSeenAt" > $2)))`;

/**
 * The orders delivery box $1 of owner $3 carries out: those it took and has not reported, and the requested ones of
 * its owner while none of the owner's vendors has been seen in-world since $2 (a vendor online takes them first).
 */
const DUE_TO_BOX = `o."ownerId" = $3 AND (
  (o."boxId" = $1 AND o.status = 'sent')
  OR (o.status = 'requested'
      AND NOT EXISTS (
        SELECT 1 FROM in_world_objects w JOIN vendors v ON v.id = w."vendorId"
        WHERE v."ownerId" = $3 AND w.kind = 'vendor' AND NOT w.demo AND w."lastSeenAt" > $2)))`;

/** Which payouts script reports: a vendor's (by vendor id) or a delivery box's (by box id). */
export type RefundCarrier = { vendorId: number } | { boxId: number };

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

  /**
   * The box's orders still to carry out, oldest first, and the owner's requested ones while none of the owner's vendors
   * is online (no heartbeat since `onlineSince`): they become the box's, sent.
   */
  async takeDueToBox(boxId: number, ownerId: string, onlineSince: Date, limit: number): Promise<RefundOrderRow[]> {
    const [rows]: [RefundOrderRow[], number] = await this.dataSource.query(
      `UPDATE refund_orders SET status = 'sent', "boxId" = $1, "updatedAt" = now()
       WHERE id IN (SELECT id FROM refund_orders o WHERE ${DUE_TO_BOX} ORDER BY id LIMIT $4 FOR UPDATE SKIP LOCKED)
       RETURNING ${COLUMNS}`,
      [boxId, onlineSince, ownerId, limit],
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * In the transaction switching a delivery box off or deleting it: the orders it took and has not reported fail, with
   * a reason that says why, so the merchant checks and retries them (the box may have paid before it went).
   */
  async releaseFromBox(tx: Tx, boxId: number, reason: string): Promise<void> {
    // The box's attempt is over: a retry orders the next one (a script never pays an attempt it has made twice).
    await tx.query(
      `UPDATE refund_orders SET status = 'failed', reason = $2, attempts = attempts + 1, "updatedAt" = now() WHERE "boxId" = $1 AND status = 'sent'`,
      [boxId, reason],
    );
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
      `UPDATE refund_orders SET status = 'requested', reason = NULL, "boxId" = NULL, "updatedAt" = now()
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
    carrier: RefundCarrier;
    success: boolean;
    transactionKey: string | null;
    reason: string | null;
  }): Promise<RefundOrderRow | null> {
    // A vendor reports the orders it holds (none a box took); a box, those it took.
    const held = 'boxId' in report.carrier ? `"boxId" = $3` : `"vendorId" = $3 AND "boxId" IS NULL`;
    const carrierId = 'boxId' in report.carrier ? report.carrier.boxId : report.carrier.vendorId;
    const [changed]: [RefundOrderRow[], number] = await this.dataSource.query(
      `UPDATE refund_orders SET status = CASE WHEN $4::boolean THEN 'confirmed' ELSE 'failed' END,
              "transactionKey" = COALESCE($5, "transactionKey"), reason = CASE WHEN $4::boolean THEN NULL ELSE $6 END,
              attempts = attempts + 1, "updatedAt" = now()
       WHERE id = $1 AND "ownerId" = $2 AND ${held} AND (status IN ('requested', 'sent') OR (status = 'failed' AND $4::boolean))
       RETURNING ${COLUMNS}`,
      [report.id, report.ownerId, carrierId, report.success, report.transactionKey, report.reason],
    );
    if (changed[0]) return changed[0];
    const rows: RefundOrderRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM refund_orders WHERE id = $1 AND "ownerId" = $2 AND ${held}`, [
      report.id,
      report.ownerId,
      carrierId,
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

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { bigintId } from '../common/ids/bigint-id';
import { sltDateSql, sltMidnightSql } from '../common/time/second-life-time';
import type { Tx } from '../database/transaction';
import type { RedeliveryRow } from './dto/redelivery.dto';
import type { RedeliveryKind, RedeliveryStatus } from './redelivery.entity';

export interface RedeliveryCounts {
  pending: number;
  assigned: number;
  completedToday: number;
  successRate: string | null;
}

/** What a transition writes: the new status, from which statuses it may happen, and its timestamps. */
export interface RedeliveryTransition {
  to: RedeliveryStatus;
  from: readonly RedeliveryStatus[];
  failureReason?: string;
}

/** SQL: the inventory name a delivery box gives for a sale (the product's SL Item ID, else its name). */
const ITEM_SQL = `COALESCE(NULLIF(p."slItemId", ''), p.name)`;

/** First key of the per-owner advisory lock held while requests are handed to boxes. */
const DISPATCH_LOCK_NAMESPACE = 0x0de1;

const SELECT_ROWS = `
  SELECT r.id, r.kind, r."requestedBy", r."transactionId", r.status, r."requestedAt", r."processedAt", r."completedAt",
         r."failureReason", p.name AS "productName", ${ITEM_SQL} AS item, t."buyerName",
         r."boxId", b.name AS "boxName", r."assignedAt", r."waitingReason", v."ownerId"
  FROM redeliveries r
  JOIN transactions t ON t.id = r."transactionId"
  JOIN vendors v ON v.id = t."vendorId"
  LEFT JOIN products p ON p.id = t."productId"
  LEFT JOIN delivery_boxes b ON b.id = r."boxId"`;

export interface RequestState {
  id: number;
  status: RedeliveryStatus;
}

export interface OwnedRequest extends RequestState {
  vendorId: number;
  transactionId: number;
}

export interface BoxDelivery {
  id: number;
  kind: RedeliveryKind;
  buyer: string;
  item: string | null;
}

/** A sale's delivery no box delivered within the merchant's time, as the alert tells it. */
export interface LateSaleDelivery {
  id: number;
  transactionId: number;
  item: string | null;
  buyerName: string | null;
  minutes: number;
  waitingReason: string | null;
}

/** `pg` returns int8 as text: the purchase's id (a bigint) leaves the database as a number here. */
function withNumericTransactionId<T extends { transactionId: number | string }>(row: T): T & { transactionId: number } {
  return { ...row, transactionId: bigintId(row.transactionId) };
}

/** Merchants reach the requests for their own vendors' sales; a null owner means every vendor (admins). */
function ownerCondition(ownerId: string | null, params: unknown[]): string {
  return ownerId === null ? 'TRUE' : `v."ownerId" = $${params.push(ownerId)}`;
}

@Injectable()
export class RedeliveriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one database transaction; the methods taking a manager join it. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async findPage(ownerId: string | null, status: RedeliveryStatus | undefined, offset: number, limit: number): Promise<RedeliveryRow[]> {
    const params: unknown[] = [];
    const conditions = [ownerCondition(ownerId, params)];
    if (status) conditions.push(`r.status = $${params.push(status)}`);
    const rows: RedeliveryRow[] = await this.dataSource.query(
      `${SELECT_ROWS} WHERE ${conditions.join(' AND ')}
       ORDER BY r."requestedAt" DESC, r.id DESC LIMIT $${params.push(limit)} OFFSET $${params.push(offset)}`,
      params,
    );
    return rows.map(withNumericTransactionId);
  }

  async count(ownerId: string | null, status: RedeliveryStatus | undefined): Promise<number> {
    const params: unknown[] = [];
    const conditions = [ownerCondition(ownerId, params)];
    if (status) conditions.push(`r.status = $${params.push(status)}`);
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM redeliveries r
       JOIN transactions t ON t.id = r."transactionId" JOIN vendors v ON v.id = t."vendorId"
       WHERE ${conditions.join(' AND ')}`,
      params,
    );
    return row.count;
  }

  async findVisible(id: number, ownerId: string | null, manager?: EntityManager): Promise<RedeliveryRow | null> {
    const params: unknown[] = [id];
    const rows: RedeliveryRow[] = await (manager ?? this.dataSource).query(`${SELECT_ROWS} WHERE r.id = $1 AND ${ownerCondition(ownerId, params)}`, params);
    return rows[0] ? withNumericTransactionId(rows[0]) : null;
  }

  /**
   * Pending now, completed since SLT midnight of `now`, and the success rate over the requests filed in the 30 days
   * up to `now`: completed / (completed + failed) in percent, 1 decimal, or null when none is completed or failed.
   */
  async counts(ownerId: string | null, now: Date): Promise<RedeliveryCounts> {
    const params: unknown[] = [now];
    const todayStart = sltMidnightSql(sltDateSql('$1::timestamptz'));
    const [row]: RedeliveryCounts[] = await this.dataSource.query(
      `SELECT pending, assigned, "completedToday",
              CASE WHEN completed + failed = 0 THEN NULL ELSE round(100.0 * completed / (completed + failed), 1)::text END AS "successRate"
       FROM (
         SELECT count(*) FILTER (WHERE r.status = 'pending')::int AS pending,
                count(*) FILTER (WHERE r.status = 'assigned')::int AS assigned,
                count(*) FILTER (WHERE r.status = 'completed' AND r."completedAt" >= ${todayStart} AND r."completedAt" <= $1)::int AS "completedToday",
                count(*) FILTER (WHERE r.status = 'completed' AND r."requestedAt" > $1::timestamptz - interval '30 days' AND r."requestedAt" <= $1) AS completed,
                count(*) FILTER (WHERE r.status = 'failed' AND r."requestedAt" > $1::timestamptz - interval '30 days' AND r."requestedAt" <= $1) AS failed
         FROM redeliveries r
         JOIN transactions t ON t.id = r."transactionId"
         JOIN vendors v ON v.id = t."vendorId"
         WHERE ${ownerCondition(ownerId, params)}
       ) counted`,
      params,
    );
    return row;
  }

  /** Applies a status change in one statement if the request is visible and in an allowed status; false otherwise. */
  async transition(manager: EntityManager, id: number, ownerId: string | null, change: RedeliveryTransition, at: Date): Promise<boolean> {
    const params: unknown[] = [id, at, change.to, [...change.from]];
    const stamps =
      change.to === 'pending'
        ? `"processedAt" = $2, "failureReason" = NULL, "completedAt" = NULL, "boxId" = NULL, "assignedAt" = NULL, "waitingReason" = NULL`
        : change.to === 'completed'
          ? `"completedAt" = $2, "processedAt" = COALESCE(r."processedAt", $2), "failureReason" = NULL, "waitingReason" = NULL`
          : `"failureReason" = $${params.push(change.failureReason ?? null)}, "waitingReason" = NULL`;
    const [rows]: [{ id: number }[], number] = await manager.query(
      `UPDATE redeliveries r SET status = $3, "updatedAt" = $2, ${stamps}
       FROM transactions t JOIN vendors v ON v.id = t."vendorId"
       WHERE r.id = $1 AND t.id = r."transactionId" AND r.status = ANY($4::varchar[]) AND ${ownerCondition(ownerId, params)}
       RETURNING r.id`,
      params,
    );
    return rows.length > 0;
  }

  /** Stamps the time the merchant asked for the request to be sent to a box now. */
  async markProcessed(id: number, at: Date): Promise<void> {
    await this.dataSource.query(`UPDATE redeliveries SET "processedAt" = $2 WHERE id = $1`, [id, at]);
  }

  /** Files a pending request unless the purchase has an open one (the partial unique index decides); null then. */
  async insertUnlessOpen(transactionId: number, requestedBy: string, at: Date): Promise<RequestState | null> {
    const rows: RequestState[] = await this.dataSource.query(
      `INSERT INTO redeliveries ("transactionId", "requestedBy", status, "requestedAt") VALUES ($1, $2, 'pending', $3)
       ON CONFLICT DO NOTHING RETURNING id, status`,
      [transactionId, requestedBy, at],
    );
    return rows[0] ?? null;
  }

  /** Files the delivery of a sale by a box, or finds the one filed first (one per sale); null when the purchase has an open redelivery instead. */
  async fileSaleDelivery(transactionId: number, recipient: string, at: Date): Promise<RequestState | null> {
    const rows: RequestState[] = await this.dataSource.query(
      `WITH filed AS (
         INSERT INTO redeliveries ("transactionId", kind, "requestedBy", status, "requestedAt") VALUES ($1, 'sale', $2, 'pending', $3)
         ON CONFLICT DO NOTHING RETURNING id, status)
       SELECT id, status FROM filed
       UNION ALL SELECT id, status FROM redeliveries WHERE "transactionId" = $1 AND kind = 'sale'
       LIMIT 1`,
      [transactionId, recipient, at],
    );
    return rows[0] ?? null;
  }

  /** A refunded sale's delivery by a box, still open, fails with `reason` (in the refund's transaction). */
  async failOpenSaleDelivery(manager: Tx | undefined, transactionId: number, reason: string, at: Date): Promise<void> {
    await (manager ?? this.dataSource).query(
      `UPDATE redeliveries SET status = 'failed', "failureReason" = $2, "waitingReason" = NULL, "updatedAt" = $3
       WHERE "transactionId" = $1 AND kind = 'sale' AND status IN ('pending', 'assigned')`,
      [transactionId, reason, at],
    );
  }

  /**
   * Notes, once, the owner's sale deliveries still open `minutes` (the owner's setting) after the sale was handed to
   * the boxes; they come back for the alert.
   */
  async markLateSaleDeliveries(ownerId: string, now: Date): Promise<LateSaleDelivery[]> {
    const [rows]: [LateSaleDelivery[], number] = await this.dataSource.query(
      `UPDATE redeliveries r SET "alertedAt" = $2
       FROM transactions t JOIN vendors v ON v.id = t."vendorId" JOIN users u ON u.id = v."ownerId"
            LEFT JOIN products p ON p.id = t."productId"
       WHERE t.id = r."transactionId" AND v."ownerId" = $1 AND r.kind = 'sale' AND r.status IN ('pending', 'assigned')
         AND r."alertedAt" IS NULL AND r."requestedAt" <= $2::timestamptz - make_interval(mins => u."saleDeliveryAlertMinutes")
       RETURNING r.id, r."transactionId", ${ITEM_SQL} AS item, t."buyerName", u."saleDeliveryAlertMinutes" AS minutes, r."waitingReason"`,
      [ownerId, now],
    );
    return rows.map(withNumericTransactionId);
  }

  async findOpen(transactionId: number): Promise<RequestState | null> {
    const rows: RequestState[] = await this.dataSource.query(
      `SELECT id, status FROM redeliveries WHERE "transactionId" = $1 AND status IN ('pending', 'assigned')`,
      [transactionId],
    );
    return rows[0] ?? null;
  }

  /** The open request's status of each of these purchases that has one. */
  async openStatuses(transactionIds: number[]): Promise<Map<number, RedeliveryStatus>> {
    if (transactionIds.length === 0) return new Map();
    const rows: { transactionId: string; status: RedeliveryStatus }[] = await this.dataSource.query(
      `SELECT "transactionId", status FROM redeliveries WHERE "transactionId" = ANY($1::bigint[]) AND status IN ('pending', 'assigned')`,
      [transactionIds],
    );
    return new Map(rows.map((row) => [bigintId(row.transactionId), row.status]));
  }

  /** A request about a sale of one of the owner's vendors, or null. */
  async findOfOwner(id: number, ownerId: string): Promise<OwnedRequest | null> {
    const rows: OwnedRequest[] = await this.dataSource.query(
      `SELECT r.id, r.status, r."transactionId", t."vendorId" FROM redeliveries r
       JOIN transactions t ON t.id = r."transactionId" JOIN vendors v ON v.id = t."vendorId"
       WHERE r.id = $1 AND v."ownerId" = $2`,
      [id, ownerId],
    );
    return rows[0] ? withNumericTransactionId(rows[0]) : null;
  }

  /** A box's report: moves an open request to completed or failed (noting the box); null when it was not open any more. */
  async closeIfOpen(id: number, outcome: 'completed' | 'failed', reason: string | null, boxId: number | null, at: Date): Promise<RequestState | null> {
    const [rows]: [RequestState[], number] = await this.dataSource.query(
      `UPDATE redeliveries SET status = $2, "failureReason" = $3, "completedAt" = $4, "updatedAt" = $5,
              "processedAt" = COALESCE("processedAt", $5), "boxId" = COALESCE($6, "boxId"), "waitingReason" = NULL
       WHERE id = $1 AND status IN ('pending', 'assigned')
       RETURNING id, status`,
      [id, outcome, outcome === 'failed' ? reason : null, outcome === 'completed' ? at : null, at, boxId],
    );
    return rows[0] ?? null;
  }

  /** Serialises the hand-out of one owner's requests, across API instances too. */
  async lockOwnerDispatch(manager: EntityManager, ownerId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [DISPATCH_LOCK_NAMESPACE, ownerId]);
  }

  /**
   * Returns to the queue the owner's requests handed to a box that did not report within the confirmation window,
   * or to a box that is now offline or inactive (fail-over); their ids.
   */
  async releaseUnconfirmed(manager: EntityManager, ownerId: string, assignedBefore: Date, onlineSince: Date): Promise<number[]> {
    // UPDATE … RETURNING answers [rows, count].
    const [rows]: [{ id: number }[], number] = await manager.query(
      `UPDATE redeliveries r SET status = 'pending', "boxId" = NULL, "assignedAt" = NULL
       FROM transactions t JOIN vendors v ON v.id = t."vendorId"
       WHERE t.id = r."transactionId" AND v."ownerId" = $1 AND r.status = 'assigned'
         AND (r."assignedAt" < $2 OR NOT EXISTS (
           SELECT 1 FROM delivery_boxes b JOIN in_world_objects o ON o."boxId" = b.id
           WHERE b.id = r."boxId" AND b."isActive" AND NOT o.demo AND o."lastSeenAt" > $3))
       RETURNING r.id`,
      [ownerId, assignedBefore, onlineSince],
    );
    return rows.map((row) => row.id);
  }

  /** The owner's pending requests, oldest first, with the item to give; locked for the hand-out. */
  waitingOfOwner(manager: EntityManager, ownerId: string, limit: number): Promise<{ id: number; item: string | null }[]> {
    return manager.query(
      `SELECT r.id, ${ITEM_SQL} AS item FROM redeliveries r
       JOIN transactions t ON t.id = r."transactionId" JOIN vendors v ON v.id = t."vendorId"
       LEFT JOIN products p ON p.id = t."productId"
       WHERE v."ownerId" = $1 AND r.status = 'pending'
       ORDER BY r."requestedAt", r.id LIMIT $2
       FOR UPDATE OF r`,
      [ownerId, limit],
    );
  }

  async assign(manager: EntityManager, assignments: { requestId: number; boxId: number }[], at: Date): Promise<void> {
    if (assignments.length === 0) return;
    await manager.query(
      `UPDATE redeliveries r SET status = 'assigned', "boxId" = handed."boxId", "assignedAt" = $3, "waitingReason" = NULL
       FROM unnest($1::int[], $2::int[]) AS handed(id, "boxId")
       WHERE r.id = handed.id AND r.status = 'pending'`,
      [assignments.map((a) => a.requestId), assignments.map((a) => a.boxId), at],
    );
  }

  async noteWaiting(manager: EntityManager, waiting: { requestId: number; reason: string }[]): Promise<void> {
    if (waiting.length === 0) return;
    await manager.query(
      `UPDATE redeliveries r SET "waitingReason" = why.reason
       FROM unnest($1::int[], $2::varchar[]) AS why(id, reason)
       WHERE r.id = why.id AND r.status = 'pending' AND r."waitingReason" IS DISTINCT FROM why.reason`,
      [waiting.map((w) => w.requestId), waiting.map((w) => w.reason)],
    );
  }

  /** The requests handed to a box, oldest first: what the box gives next. */
  assignedToBox(boxId: number, limit: number): Promise<BoxDelivery[]> {
    return this.dataSource.query(
      `SELECT r.id, r.kind, COALESCE(t."giftTo", t."buyerId") AS buyer, ${ITEM_SQL} AS item FROM redeliveries r
       JOIN transactions t ON t.id = r."transactionId"
       LEFT JOIN products p ON p.id = t."productId"
       WHERE r."boxId" = $1 AND r.status = 'assigned'
       ORDER BY r."assignedAt", r.id LIMIT $2`,
      [boxId, limit],
    );
  }

  /** Owners with open requests: the periodic hand-out looks at them for expired assignments and boxes gone offline. */
  async ownersWithOpenRequests(limit: number): Promise<string[]> {
    const rows: { ownerId: string }[] = await this.dataSource.query(
      `SELECT DISTINCT v."ownerId" FROM redeliveries r
       JOIN transactions t ON t.id = r."transactionId" JOIN vendors v ON v.id = t."vendorId"
       WHERE r.status IN ('pending', 'assigned') LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.ownerId);
  }

  /** Requests handed to a box that is being deleted or switched off go back to the queue. */
  async releaseFromBox(manager: EntityManager, boxId: number): Promise<void> {
    await manager.query(`UPDATE redeliveries SET status = 'pending', "boxId" = NULL, "assignedAt" = NULL WHERE "boxId" = $1 AND status = 'assigned'`, [boxId]);
  }

  /** The owner's delivery boxes as the hand-out weighs them: active, last heard from, contents, current load. */
  candidateBoxes(
    manager: EntityManager,
    ownerId: string,
  ): Promise<{ id: number; isActive: boolean; inventory: string[]; lastSeenAt: Date | null; assigned: number }[]> {
    return manager.query(
      `SELECT b.id, b."isActive", b.inventory,
              (SELECT max(o."lastSeenAt") FROM in_world_objects o WHERE o."boxId" = b.id AND NOT o.demo) AS "lastSeenAt",
              (SELECT count(*)::int FROM redeliveries r WHERE r."boxId" = b.id AND r.status = 'assigned') AS assigned
       FROM delivery_boxes b WHERE b."ownerId" = $1`,
      [ownerId],
    );
  }

  async assignedCounts(boxIds: number[]): Promise<Map<number, number>> {
    if (boxIds.length === 0) return new Map();
    const rows: { boxId: number; count: number }[] = await this.dataSource.query(
      `SELECT "boxId", count(*)::int AS count FROM redeliveries WHERE "boxId" = ANY($1::int[]) AND status = 'assigned' GROUP BY "boxId"`,
      [boxIds],
    );
    return new Map(rows.map((row) => [row.boxId, row.count]));
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { type DomainEvent, DomainEvents } from '../event-bus/domain-events';
import { completedSale } from '../sales/sales-ledger-sql';
import type { UpdateBroadcastStatus } from './update-broadcast.entity';
import type { UpdateDeliveryState } from './update-delivery.entity';
import type { UpdateBox } from './update-hand-out';

/**
 * First key of the per-owner advisory lock every write of this module takes first (hand-out, reports, status changes,
 * publishing): they all touch an update's row and its deliveries, and one order (owner lock, then rows) rules out deadlocks.
 */
const OWNER_LOCK_NAMESPACE = 0x0b7c;

export const OPEN_BROADCAST_STATUSES: readonly UpdateBroadcastStatus[] = ['running', 'paused'];
export const SKIPPED_BOUGHT = 'Bought after this version was published.';
export const SKIPPED_REDELIVERED = 'Got this version in a redelivery.';

export interface OwnedProduct {
  id: number;
  name: string;
}

export interface VersionRow {
  id: number;
  productId: number;
  productName: string;
  version: string;
  itemName: string;
  publishedAt: Date;
  current: boolean;
  broadcastId: number | null;
}

export interface BroadcastCounts {
  recipients: number;
  sent: number;
  failed: number;
  waiting: number;
  handed: number;
  skipped: number;
  cancelled: number;
}

export interface BroadcastRow extends BroadcastCounts {
  id: number;
  productId: number;
  productName: string;
  productVersionId: number;
  version: string;
  itemName: string;
  status: UpdateBroadcastStatus;
  waitingReason: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface FailureRow {
  id: number;
  avatarKey: string;
  avatarName: string | null;
  reason: string | null;
  finishedAt: Date | null;
}

export interface DeliveryState {
  id: number;
  broadcastId: number;
  state: UpdateDeliveryState;
}

export interface BoxUpdateDelivery {
  id: number;
  avatarKey: string;
  itemName: string;
}

export interface NewVersion {
  productId: number;
  version: string;
  itemName: string;
  publishedBy: string;
  at: Date;
}

/** A broadcast just started: how many buyers were queued and how many already had the version. */
export interface StartedBroadcast {
  id: number;
  waiting: number;
  skipped: number;
}

export type PublishOutcome =
  { kind: 'not-found' } | { kind: 'duplicate' } | { kind: 'published'; versionId: number; cancelledBroadcasts: number[]; broadcast: StartedBroadcast | null };

export type StartOutcome =
  | { kind: 'not-found' }
  | { kind: 'not-current'; product: string; currentVersion: string }
  | { kind: 'exists'; broadcastId: number }
  | { kind: 'started'; broadcast: StartedBroadcast };

/** What a hand-out decides from the boxes and the running broadcasts: claims per box, and why broadcasts wait. */
export interface HandOutPlan {
  claims: { boxId: number; broadcastIds: number[]; limit: number }[];
  waitingReasons: { broadcastId: number; reason: string | null }[];
}

export interface RunningBroadcast {
  id: number;
  itemName: string;
}

/** SQL: the counts of a broadcast's deliveries by state, as BroadcastCounts columns, from `update_deliveries d`. */
const COUNTS_SQL = `
  count(d.id)::int AS recipients,
  count(d.id) FILTER (WHERE d.state = 'sent')::int AS sent,
  count(d.id) FILTER (WHERE d.state = 'failed')::int AS failed,
  count(d.id) FILTER (WHERE d.state = 'waiting')::int AS waiting,
  count(d.id) FILTER (WHERE d.state = 'handed')::int AS handed,
  count(d.id) FILTER (WHERE d.state = 'skipped')::int AS skipped,
  count(d.id) FILTER (WHERE d.state = 'cancelled')::int AS cancelled`;

const SELECT_BROADCASTS = `
  SELECT b.id, b."productId", p.name AS "productName", b."productVersionId", pv.version, pv."itemName", b.status,
         b."waitingReason", b."createdAt", b."finishedAt", ${COUNTS_SQL}
  FROM update_broadcasts b
  JOIN product_versions pv ON pv.id = b."productVersionId"
  JOIN products p ON p.id = b."productId"
  LEFT JOIN update_deliveries d ON d."broadcastId" = b.id`;

/**
 * Product versions, update broadcasts and their deliveries. Every change that must be whole (a version with its
 * broadcast, a state change with its activity entry, a hand-out) is one transaction here. Past buyers are read from
 * `transactions` in the statement that queues them (completed sales only), so thousands of recipients never pass
 * through Node; the boxes' liveness from `in_world_objects`, as the redelivery hand-out reads it.
 */
@Injectable()
export class UpdateBroadcastsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly domainEvents: DomainEvents,
  ) {}

  private async lockOwner(manager: EntityManager, ownerId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [OWNER_LOCK_NAMESPACE, ownerId]);
  }

  /** A product on one of the owner's vendors, or null. */
  async findOwnedProduct(productId: number, ownerId: string, manager?: EntityManager): Promise<OwnedProduct | null> {
    const rows: OwnedProduct[] = await (manager ?? this.dataSource).query(
      `SELECT p.id, p.name FROM products p JOIN vendors v ON v.id = p."vendorId" WHERE p.id = $1 AND v."ownerId" = $2 ${manager ? 'FOR UPDATE OF p' : ''}`,
      [productId, ownerId],
    );
    return rows[0] ?? null;
  }

  /** A product's versions, newest first; the first is the current one. */
  versionsOf(productId: number): Promise<VersionRow[]> {
    return this.dataSource.query(
      `SELECT pv.id, pv."productId", p.name AS "productName", pv.version, pv."itemName", pv."publishedAt",
              row_number() OVER (ORDER BY pv."publishedAt" DESC, pv.id DESC) = 1 AS current, b.id AS "broadcastId"
       FROM product_versions pv JOIN products p ON p.id = pv."productId"
       LEFT JOIN update_broadcasts b ON b."productVersionId" = pv.id
       WHERE pv."productId" = $1
       ORDER BY pv."publishedAt" DESC, pv.id DESC`,
      [productId],
    );
  }

  /**
   * Publishes a version: the product row is locked, the version inserted (unique label per product), the product's
   * SL Item ID set to the new item, the product's open broadcasts of older versions cancelled, the activity written,
   * and, when asked, the new version's broadcast started, all in one transaction.
   */
  publish(
    ownerId: string,
    input: NewVersion,
    published: (product: OwnedProduct, cancelled: number[]) => DomainEvent,
    started: ((product: OwnedProduct, broadcast: StartedBroadcast) => DomainEvent) | null,
  ): Promise<PublishOutcome> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockOwner(manager, ownerId);
      const product = await this.findOwnedProduct(input.productId, ownerId, manager);
      if (!product) return { kind: 'not-found' as const };
      const inserted: { id: number }[] = await manager.query(
        `INSERT INTO product_versions ("productId", version, "itemName", "publishedBy", "publishedAt") VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ("productId", version) DO NOTHING RETURNING id`,
        [input.productId, input.version, input.itemName, input.publishedBy, input.at],
      );
      if (inserted.length === 0) return { kind: 'duplicate' as const };
      const versionId = inserted[0].id;
      // Redeliveries and the boxes give the product's SL Item ID: from now on, the new item.
      await manager.query(`UPDATE products SET "slItemId" = $2, "updatedAt" = $3 WHERE id = $1`, [input.productId, input.itemName, input.at]);
      const cancelledBroadcasts = await this.cancelOpen(manager, input.productId, input.at);
      await this.domainEvents.publish(published(product, cancelledBroadcasts), manager);
      let broadcast: StartedBroadcast | null = null;
      if (started) {
        broadcast = await this.insertBroadcast(manager, ownerId, input.productId, versionId, input.at);
        await this.domainEvents.publish(started(product, broadcast), manager);
      }
      return { kind: 'published' as const, versionId, cancelledBroadcasts, broadcast };
    });
  }

  /** Starts the broadcast of a version (the product's current one), queueing every past buyer once. */
  startBroadcast(
    ownerId: string,
    versionId: number,
    at: Date,
    started: (product: OwnedProduct, broadcast: StartedBroadcast) => DomainEvent,
  ): Promise<StartOutcome> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockOwner(manager, ownerId);
      const [version]: { productId: number; version: string }[] = await manager.query(
        `SELECT pv."productId", pv.version FROM product_versions pv
         JOIN products p ON p.id = pv."productId" JOIN vendors v ON v.id = p."vendorId"
         WHERE pv.id = $1 AND v."ownerId" = $2`,
        [versionId, ownerId],
      );
      if (!version) return { kind: 'not-found' as const };
      const product = await this.findOwnedProduct(version.productId, ownerId, manager);
      if (!product) return { kind: 'not-found' as const };
      const [current]: { id: number; version: string }[] = await manager.query(
        `SELECT id, version FROM product_versions WHERE "productId" = $1 ORDER BY "publishedAt" DESC, id DESC LIMIT 1`,
        [version.productId],
      );
      if (current.id !== versionId) return { kind: 'not-current' as const, product: product.name, currentVersion: current.version };
      const [existing]: { id: number }[] = await manager.query(`SELECT id FROM update_broadcasts WHERE "productVersionId" = $1`, [versionId]);
      if (existing) return { kind: 'exists' as const, broadcastId: existing.id };
      const broadcast = await this.insertBroadcast(manager, ownerId, version.productId, versionId, at);
      await this.domainEvents.publish(started(product, broadcast), manager);
      return { kind: 'started' as const, broadcast };
    });
  }

  private async insertBroadcast(manager: EntityManager, ownerId: string, productId: number, versionId: number, at: Date): Promise<StartedBroadcast> {
    const [broadcast]: { id: number }[] = await manager.query(
      `INSERT INTO update_broadcasts ("ownerId", "productId", "productVersionId", status, "createdAt") VALUES ($1, $2, $3, 'running', $4) RETURNING id`,
      [ownerId, productId, versionId, at],
    );
    // Every past buyer once: a gift counts for its recipient, refunded and pending sales not at all. Whoever bought
    // after the version was published, or got it in a redelivery since, already has it.
    await manager.query(
      `INSERT INTO update_deliveries ("broadcastId", "productVersionId", "avatarKey", "avatarName", state, reason, "finishedAt")
       SELECT $1, pv.id, r.avatar, r.name,
              CASE WHEN r."lastBoughtAt" >= pv."publishedAt" OR r.redelivered THEN 'skipped' ELSE 'waiting' END,
              CASE WHEN r."lastBoughtAt" >= pv."publishedAt" THEN $3 WHEN r.redelivered THEN $4 END,
              CASE WHEN r."lastBoughtAt" >= pv."publishedAt" OR r.redelivered THEN $5::timestamptz END
       FROM product_versions pv
       CROSS JOIN LATERAL (
         SELECT lower(COALESCE(t."giftTo", t."buyerId")) AS avatar,
                (array_agg(CASE WHEN t."giftTo" IS NULL THEN t."buyerName" ELSE t."giftToName" END ORDER BY t."createdAt" DESC, t.id DESC))[1] AS name,
                max(t."createdAt") AS "lastBoughtAt",
                bool_or(EXISTS (
                  SELECT 1 FROM redeliveries rd
                  WHERE rd."transactionId" = t.id AND rd.status = 'completed' AND rd."completedAt" >= pv."publishedAt"
                )) AS redelivered
         FROM transactions t
         WHERE t."productId" = pv."productId" AND ${completedSale('t')}
         GROUP BY 1
       ) r
       WHERE pv.id = $2
       ORDER BY r.avatar
       ON CONFLICT DO NOTHING`,
      [broadcast.id, versionId, SKIPPED_BOUGHT, SKIPPED_REDELIVERED, at],
    );
    await this.finishIfDone(manager, [broadcast.id], at);
    const [queued]: { waiting: number; skipped: number }[] = await manager.query(
      `SELECT count(*) FILTER (WHERE state = 'waiting')::int AS waiting, count(*) FILTER (WHERE state = 'skipped')::int AS skipped
       FROM update_deliveries WHERE "broadcastId" = $1`,
      [broadcast.id],
    );
    return { id: broadcast.id, ...queued };
  }

  /** Cancels the product's running and paused broadcasts and their queued deliveries; their ids. */
  private async cancelOpen(manager: EntityManager, productId: number, at: Date): Promise<number[]> {
    const [rows]: [{ id: number }[], number] = await manager.query(
      `UPDATE update_broadcasts SET status = 'cancelled', "finishedAt" = $2, "waitingReason" = NULL
       WHERE "productId" = $1 AND status = ANY($3::varchar[]) RETURNING id`,
      [productId, at, [...OPEN_BROADCAST_STATUSES]],
    );
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) await this.cancelWaiting(manager, ids, at);
    return ids;
  }

  private async cancelWaiting(manager: EntityManager, broadcastIds: number[], at: Date): Promise<void> {
    await manager.query(`UPDATE update_deliveries SET state = 'cancelled', "finishedAt" = $2 WHERE "broadcastId" = ANY($1::int[]) AND state = 'waiting'`, [
      broadcastIds,
      at,
    ]);
  }

  /** Running broadcasts with nothing waiting or handed out any more are completed. */
  private async finishIfDone(manager: EntityManager, broadcastIds: number[], at: Date): Promise<void> {
    if (broadcastIds.length === 0) return;
    await manager.query(
      `UPDATE update_broadcasts b SET status = 'completed', "finishedAt" = $2, "waitingReason" = NULL
       WHERE b.id = ANY($1::int[]) AND b.status = 'running'
         AND NOT EXISTS (SELECT 1 FROM update_deliveries d WHERE d."broadcastId" = b.id AND d.state IN ('waiting', 'handed'))`,
      [broadcastIds, at],
    );
  }

  /**
   * Moves a broadcast from one of `from` to `to` with its activity entry; cancelling also cancels its queued
   * deliveries (those already with a box finish). False when the broadcast was not in one of `from`.
   */
  changeStatus(
    id: number,
    ownerId: string,
    from: readonly UpdateBroadcastStatus[],
    to: UpdateBroadcastStatus,
    at: Date,
    activity: DomainEvent,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockOwner(manager, ownerId);
      const [rows]: [{ id: number }[], number] = await manager.query(
        `UPDATE update_broadcasts SET status = $3::varchar, "finishedAt" = CASE WHEN $3::varchar = 'cancelled' THEN $4::timestamptz END,
                "waitingReason" = CASE WHEN $3::varchar = 'running' THEN "waitingReason" END
         WHERE id = $1 AND "ownerId" = $2 AND status = ANY($5::varchar[]) RETURNING id`,
        [id, ownerId, to, at, [...from]],
      );
      if (rows.length === 0) return false;
      if (to === 'cancelled') await this.cancelWaiting(manager, [id], at);
      if (to === 'running') await this.finishIfDone(manager, [id], at);
      await this.domainEvents.publish(activity, manager);
      return true;
    });
  }

  async listOfOwner(ownerId: string, limit: number): Promise<BroadcastRow[]> {
    return this.dataSource.query(
      `${SELECT_BROADCASTS} WHERE b.id IN (
         SELECT id FROM update_broadcasts WHERE "ownerId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT $2)
       GROUP BY b.id, p.name, pv.version, pv."itemName"
       ORDER BY b."createdAt" DESC, b.id DESC`,
      [ownerId, limit],
    );
  }

  async findOfOwner(id: number, ownerId: string): Promise<BroadcastRow | null> {
    const rows: BroadcastRow[] = await this.dataSource.query(
      `${SELECT_BROADCASTS} WHERE b.id = $1 AND b."ownerId" = $2 GROUP BY b.id, p.name, pv.version, pv."itemName"`,
      [id, ownerId],
    );
    return rows[0] ?? null;
  }

  /** The latest failed deliveries of a broadcast, with why. */
  failuresOf(broadcastId: number, limit: number): Promise<FailureRow[]> {
    return this.dataSource.query(
      `SELECT id, "avatarKey", "avatarName", reason, "finishedAt" FROM update_deliveries
       WHERE "broadcastId" = $1 AND state = 'failed' ORDER BY "finishedAt" DESC NULLS LAST, id DESC LIMIT $2`,
      [broadcastId, limit],
    );
  }

  // ------------------------------------------------------------------ hand-out to the delivery boxes

  /**
   * One hand-out of the owner's update deliveries, under the owner's lock (across instances too): deliveries a box did
   * not confirm in time, or whose box fell silent or was switched off, go back to the queue (or fail after the last
   * try, or end cancelled); then `decide` picks what each box may take, and the rows are claimed with
   * FOR UPDATE SKIP LOCKED. Answers the deliveries each box was handed.
   */
  handOut(
    ownerId: string,
    at: Date,
    release: { handedBefore: Date; onlineSince: Date; maxAttempts: number; failure: string },
    rateSince: Date,
    decide: (boxes: UpdateBox[], running: RunningBroadcast[]) => HandOutPlan,
  ): Promise<Map<number, number>> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockOwner(manager, ownerId);
      const [released]: [{ broadcastId: number }[], number] = await manager.query(
        `UPDATE update_deliveries d SET
           state = CASE WHEN b.status = 'cancelled' THEN 'cancelled' WHEN d.attempts >= $4 THEN 'failed' ELSE 'waiting' END,
           reason = CASE WHEN b.status <> 'cancelled' AND d.attempts >= $4 THEN $5 END,
           "finishedAt" = CASE WHEN b.status = 'cancelled' OR d.attempts >= $4 THEN $6::timestamptz END,
           "boxId" = CASE WHEN b.status <> 'cancelled' AND d.attempts >= $4 THEN d."boxId" END,
           "handedAt" = CASE WHEN b.status <> 'cancelled' AND d.attempts >= $4 THEN d."handedAt" END
         FROM update_broadcasts b
         WHERE b.id = d."broadcastId" AND b."ownerId" = $1 AND d.state = 'handed'
           AND (d."handedAt" < $2 OR NOT EXISTS (
             SELECT 1 FROM delivery_boxes x JOIN in_world_objects o ON o."boxId" = x.id
             WHERE x.id = d."boxId" AND x."isActive" AND NOT o.demo AND o."lastSeenAt" > $3))
         RETURNING d."broadcastId"`,
        [ownerId, release.handedBefore, release.onlineSince, release.maxAttempts, release.failure, at],
      );
      const running: RunningBroadcast[] = await manager.query(
        `SELECT b.id, pv."itemName" FROM update_broadcasts b JOIN product_versions pv ON pv.id = b."productVersionId"
         WHERE b."ownerId" = $1 AND b.status = 'running' ORDER BY b.id`,
        [ownerId],
      );
      const handed = new Map<number, number>();
      if (running.length > 0) {
        const boxes: UpdateBox[] = await manager.query(
          `SELECT b.id, b."isActive", b.inventory, o."lastSeenAt", o."scriptVersion", false AS online,
                  (SELECT count(*)::int FROM update_deliveries d WHERE d."boxId" = b.id AND d.state = 'handed') AS "inFlight",
                  (SELECT count(*)::int FROM update_deliveries d WHERE d."boxId" = b.id AND d."handedAt" > $2) AS "handedLastMinute"
           FROM delivery_boxes b
           LEFT JOIN LATERAL (
             SELECT "lastSeenAt", "scriptVersion" FROM in_world_objects WHERE "boxId" = b.id AND NOT demo ORDER BY "lastSeenAt" DESC LIMIT 1
           ) o ON TRUE
           WHERE b."ownerId" = $1`,
          [ownerId, rateSince],
        );
        for (const box of boxes) box.online = box.lastSeenAt !== null && new Date(box.lastSeenAt).getTime() > release.onlineSince.getTime();
        const plan = decide(boxes, running);
        for (const claim of plan.claims) {
          if (claim.limit <= 0 || claim.broadcastIds.length === 0) continue;
          const [claimed]: [{ id: number }[], number] = await manager.query(
            `UPDATE update_deliveries d SET state = 'handed', "boxId" = $1, "handedAt" = $4, attempts = d.attempts + 1
             FROM (
               SELECT id FROM update_deliveries
               WHERE "broadcastId" = ANY($2::int[]) AND state = 'waiting'
               ORDER BY "broadcastId", id LIMIT $3
               FOR UPDATE SKIP LOCKED
             ) next
             WHERE d.id = next.id
             RETURNING d.id`,
            [claim.boxId, claim.broadcastIds, claim.limit, at],
          );
          if (claimed.length > 0) handed.set(claim.boxId, (handed.get(claim.boxId) ?? 0) + claimed.length);
        }
        const reasons = plan.waitingReasons;
        if (reasons.length > 0) {
          await manager.query(
            `UPDATE update_broadcasts b SET "waitingReason" = why.reason
             FROM unnest($1::int[], $2::varchar[]) AS why(id, reason)
             WHERE b.id = why.id AND b."waitingReason" IS DISTINCT FROM why.reason`,
            [reasons.map((r) => r.broadcastId), reasons.map((r) => r.reason)],
          );
        }
      }
      await this.finishIfDone(manager, [...new Set([...released.map((row) => row.broadcastId), ...running.map((row) => row.id)])], at);
      return handed;
    });
  }

  /** Owners whose broadcasts run or still have deliveries with a box: the periodic hand-out looks at them. */
  async ownersWithOpenDeliveries(limit: number): Promise<string[]> {
    const rows: { ownerId: string }[] = await this.dataSource.query(
      `SELECT DISTINCT b."ownerId" FROM update_broadcasts b
       WHERE b.status = 'running' OR EXISTS (SELECT 1 FROM update_deliveries d WHERE d."broadcastId" = b.id AND d.state = 'handed')
       LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.ownerId);
  }

  /** The update deliveries handed to a box, oldest first: what the box gives next. */
  handedToBox(boxId: number, limit: number): Promise<BoxUpdateDelivery[]> {
    if (limit <= 0) return Promise.resolve([]);
    return this.dataSource.query(
      `SELECT d.id, d."avatarKey", pv."itemName" FROM update_deliveries d JOIN product_versions pv ON pv.id = d."productVersionId"
       WHERE d."boxId" = $1 AND d.state = 'handed'
       ORDER BY d."handedAt", d.id LIMIT $2`,
      [boxId, limit],
    );
  }

  // ------------------------------------------------------------------ the boxes' reports

  async findDeliveryOfOwner(id: number, ownerId: string): Promise<DeliveryState | null> {
    const rows: DeliveryState[] = await this.dataSource.query(
      `SELECT d.id, d."broadcastId", d.state FROM update_deliveries d JOIN update_broadcasts b ON b.id = d."broadcastId"
       WHERE d.id = $1 AND b."ownerId" = $2`,
      [id, ownerId],
    );
    return rows[0] ?? null;
  }

  /**
   * A box's report: the delivery becomes `to` if it is in one of `from` (noting the box that gave it), and its
   * broadcast completes when nothing is left; the new state, or null when it was in no state of `from`.
   */
  report(
    ownerId: string,
    id: number,
    from: readonly UpdateDeliveryState[],
    to: 'sent' | 'failed',
    reason: string | null,
    boxId: number | null,
    at: Date,
  ): Promise<DeliveryState | null> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockOwner(manager, ownerId);
      const [rows]: [DeliveryState[], number] = await manager.query(
        `UPDATE update_deliveries SET state = $3, reason = $4, "finishedAt" = $5, "boxId" = COALESCE($6, "boxId")
         WHERE id = $1 AND state = ANY($2::varchar[]) RETURNING id, "broadcastId", state`,
        [id, [...from], to, reason, at, boxId],
      );
      if (rows.length === 0) return null;
      await this.finishIfDone(manager, [rows[0].broadcastId], at);
      return rows[0];
    });
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { bigintId } from '../common/ids/bigint-id';
import { sltDateSql, sltMidnightSql } from '../common/time/second-life-time';
import { completedSale } from '../sales/sales-ledger-sql';
import { User } from '../users/user.entity';
import type { EmailStatus, InWorldStatus } from './notification.entity';
import type { NewNotification, NotificationCategory, NotificationKind } from './notification-kinds';

export interface NotificationRow {
  id: number;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  metadata: Record<string, unknown> | null;
  readAt: Date | null;
  emailStatus: EmailStatus;
  inWorldStatus: InWorldStatus;
  createdAt: Date;
}

/** A notification whose e-mail this instance has claimed, with where it goes. */
export interface ClaimedEmail extends NotificationRow {
  emailAttempts: number;
  email: string;
  firstName: string | null;
}

export interface InWorldNotice {
  id: number;
  title: string;
  body: string;
}

/** A merchant's sales as the rollups have them: all time, and in one SLT day. */
export interface OwnerSales {
  ownerId: string;
  sales: number;
  amountOfDay: number;
}

export interface ProductStock {
  id: number;
  name: string;
  ownerId: string;
  stock: number;
  lowStockThreshold: number | null;
}

/** Someone due a daily digest. */
export interface DigestRecipient {
  userId: string;
  email: string;
  firstName: string | null;
}

/** A completed sale flagged as a price mismatch, to list in its merchant's daily alert. */
export interface PriceMismatchSale {
  ownerId: string;
  id: number;
  productName: string | null;
  buyerId: string;
  buyerName: string | null;
  amount: number;
  listPrice: number | null;
  /** The merchant's flagged sales to alert about, listed or not. */
  total: number;
}

export interface DaySales {
  sales: number;
  amount: number;
}

const COLUMNS = `n.id, n."userId", n.kind, n.title, n.body, n.link, n.metadata, n."readAt", n."emailStatus", n."inWorldStatus", n."createdAt"`;

function toRow<R extends { id: string | number }>(row: R): R & { id: number } {
  return { ...row, id: bigintId(row.id) };
}

/**
 * The notifications tables. A new notification reads its user's switches in the same statement that writes it,
 * so what it will send (e-mail now, in the digest, or not; an in-world message or not) is decided once.
 */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes the notification for a user who still has an account; null when there is none, or when the user already
   * has one with the same dedupeKey.
   */
  async insert(notification: NewNotification, category: NotificationCategory, at: Date, manager?: EntityManager): Promise<NotificationRow | null> {
    const preference = { transactions: '"emailTransactions"', redeliveries: '"emailRedeliveries"', events: '"emailEvents"' }[category];
    const rows: NotificationRow[] = await (manager ?? this.dataSource.manager).query(
      `INSERT INTO notifications AS n ("userId", kind, title, body, link, metadata, "dedupeKey", "emailStatus", "inWorldStatus", "createdAt")
       SELECT u.id, $2, $3, $4, $5, $6::jsonb, $7,
              CASE WHEN u.email IS NULL OR NOT u."isActive" OR NOT u.${preference} THEN 'none'
                   WHEN $8 = 'transactions' THEN 'digest' ELSE 'pending' END,
              CASE WHEN u."inWorldNotifications" AND u."isActive" THEN 'queued' ELSE 'none' END,
              $9
       FROM users u WHERE u.id = $1 AND u."deletedAt" IS NULL
       ON CONFLICT ("userId", "dedupeKey") WHERE "dedupeKey" IS NOT NULL DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        notification.userId,
        notification.kind,
        notification.title.slice(0, 200),
        notification.body.slice(0, 1000),
        notification.link ?? null,
        notification.metadata ? JSON.stringify(notification.metadata) : null,
        notification.dedupeKey ?? null,
        category,
        at,
      ],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  /**
   * Objects told offline since `since` and not told back online yet: the owner, the object and the last heartbeat the
   * offline notice named (its dedupeKey is `offline:<object id>:<last heartbeat, ms>`).
   */
  async offlineNotTold(since: Date, limit: number): Promise<Array<{ userId: string; objectId: number; silentFromMs: number }>> {
    const rows: Array<{ userId: string; objectId: string; silentFromMs: string }> = await this.dataSource.query(
      `SELECT n."userId", split_part(n."dedupeKey", ':', 2) AS "objectId", split_part(n."dedupeKey", ':', 3) AS "silentFromMs"
       FROM notifications n
       WHERE n.kind = 'object_offline' AND n."createdAt" >= $1 AND n."dedupeKey" ~ '^offline:[0-9]+:[0-9]+$'
         AND NOT EXISTS (
           SELECT 1 FROM notifications back
           WHERE back."userId" = n."userId" AND back."dedupeKey" = 'online:' || substr(n."dedupeKey", 9)
         )
       ORDER BY n.id
       LIMIT $2`,
      [since, limit],
    );
    return rows.map((row) => ({ userId: row.userId, objectId: Number(row.objectId), silentFromMs: Number(row.silentFromMs) }));
  }

  async latestOf(userId: string, limit: number): Promise<NotificationRow[]> {
    const rows: NotificationRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM notifications n WHERE n."userId" = $1 ORDER BY n.id DESC LIMIT $2`, [
      userId,
      limit,
    ]);
    return rows.map(toRow);
  }

  async unreadCount(userId: string): Promise<number> {
    const rows: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM notifications WHERE "userId" = $1 AND "readAt" IS NULL`,
      [userId],
    );
    return rows[0].count;
  }

  /** Marks every unread notification of the user read; returns how many. */
  async markAllRead(userId: string, at: Date): Promise<number> {
    // An UPDATE answers [rows, count].
    const [, affected]: [unknown[], number] = await this.dataSource.query(`UPDATE notifications SET "readAt" = $2 WHERE "userId" = $1 AND "readAt" IS NULL`, [
      userId,
      at,
    ]);
    return affected;
  }

  /** Marks one of the user's notifications read (kept as it was if read already); null when the user has no such notification. */
  async markRead(userId: string, id: number, at: Date): Promise<NotificationRow | null> {
    // An UPDATE answers [rows, count].
    const [rows]: [NotificationRow[], number] = await this.dataSource.query(
      `UPDATE notifications n SET "readAt" = COALESCE(n."readAt", $3) WHERE n.id = $2 AND n."userId" = $1 RETURNING ${COLUMNS}`,
      [userId, id, at],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** Ids of e-mails waiting to go out, and of claims older than `staleBefore` (an instance that stopped mid-way). */
  async dueEmails(staleBefore: Date, limit: number): Promise<number[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM notifications WHERE "emailStatus" = 'pending' OR ("emailStatus" = 'sending' AND "emailClaimedAt" < $1) ORDER BY id LIMIT $2`,
      [staleBefore, limit],
    );
    return rows.map((row) => bigintId(row.id));
  }

  /** Takes the notification's e-mail to send, unless another instance has it; with the recipient's address now. */
  async claimEmail(id: number, at: Date, staleBefore: Date): Promise<ClaimedEmail | null> {
    const [rows]: [ClaimedEmail[], number] = await this.dataSource.query(
      `UPDATE notifications n SET "emailStatus" = 'sending', "emailClaimedAt" = $2, "emailAttempts" = n."emailAttempts" + 1
       FROM users u
       WHERE n.id = $1 AND u.id = n."userId" AND u.email IS NOT NULL
         AND (n."emailStatus" = 'pending' OR (n."emailStatus" = 'sending' AND n."emailClaimedAt" < $3))
       RETURNING ${COLUMNS}, n."emailAttempts", u.email, u."firstName"`,
      [id, at, staleBefore],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** After an attempt: 'sent', 'pending' (to try again) or 'failed'. */
  async finishEmail(id: number, status: 'sent' | 'pending' | 'failed'): Promise<void> {
    await this.dataSource.query(`UPDATE notifications SET "emailStatus" = $2 WHERE id = $1 AND "emailStatus" = 'sending'`, [id, status]);
  }

  /**
   * Hands out the user's queued in-world notices made since `since` (older ones are dropped: a box set up next week
   * should not read out last week's news), oldest first, at most `limit`; each is handed out once.
   */
  async takeInWorldNotices(userId: string, since: Date, at: Date, limit: number): Promise<InWorldNotice[]> {
    // An UPDATE answers [rows, count].
    const [rows]: [Array<{ id: string; title: string; body: string }>, number] = await this.dataSource.query(
      `WITH expired AS (
         UPDATE notifications SET "inWorldStatus" = 'none' WHERE "userId" = $1 AND "inWorldStatus" = 'queued' AND "createdAt" <= $2
       ), picked AS (
         SELECT id FROM notifications WHERE "userId" = $1 AND "inWorldStatus" = 'queued' AND "createdAt" > $2
         ORDER BY id LIMIT $4 FOR UPDATE SKIP LOCKED
       )
       UPDATE notifications n SET "inWorldStatus" = 'sent', "inWorldSentAt" = $3 FROM picked WHERE n.id = picked.id
       RETURNING n.id, n.title, n.body`,
      [userId, since, at, limit],
    );
    return rows.map(toRow).sort((a, b) => a.id - b.id);
  }

  /** Puts notices taken but not handed out (they did not fit in the answer) back in the queue. */
  async requeueInWorldNotices(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(`UPDATE notifications SET "inWorldStatus" = 'queued', "inWorldSentAt" = NULL WHERE id = ANY($1::bigint[])`, [ids]);
  }

  /** The merchants' completed sales of all time and of the SLT day of `at`, from the sales rollups. */
  async ownerSales(ownerIds: string[], at: Date): Promise<OwnerSales[]> {
    if (ownerIds.length === 0) return [];
    const rows: Array<{ ownerId: string; sales: string; amountOfDay: string }> = await this.dataSource.query(
      `/* notifications: a batch of sales */
       SELECT v."ownerId",
              COALESCE(sum(t.sales), 0)::text AS sales,
              COALESCE(sum(d.amount), 0)::text AS "amountOfDay"
       FROM vendors v
       LEFT JOIN vendor_sales_totals t ON t."vendorId" = v.id
       LEFT JOIN vendor_sales_days d ON d."vendorId" = v.id AND d.day = ${sltDateSql('$2::timestamptz')}
       WHERE v."ownerId" = ANY($1::varchar[])
       GROUP BY v."ownerId"`,
      [ownerIds, at],
    );
    return rows.map((row) => ({ ownerId: row.ownerId, sales: Number(row.sales), amountOfDay: Number(row.amountOfDay) }));
  }

  /** The stock left of these products, those that keep one. */
  async productStock(productIds: number[]): Promise<ProductStock[]> {
    if (productIds.length === 0) return [];
    return this.dataSource.query(
      `/* notifications: a batch of sales */
       SELECT p.id, p.name, v."ownerId", p.stock, p."lowStockThreshold"
       FROM products p JOIN vendors v ON v.id = p."vendorId"
       WHERE p.id = ANY($1::int[]) AND p.stock IS NOT NULL`,
      [productIds],
    );
  }

  /**
   * Who gets the digest of the SLT day `day` (YYYY-MM-DD): an active account with an address and Transaction e-mails
   * on, with sales or sales news that day, and no digest for that day yet.
   */
  async digestRecipients(day: string, limit: number): Promise<DigestRecipient[]> {
    return this.dataSource.query(
      `SELECT u.id AS "userId", u.email, u."firstName"
       FROM users u
       WHERE u."emailTransactions" AND u.email IS NOT NULL AND u."isActive" AND u."deletedAt" IS NULL
         AND (EXISTS (SELECT 1 FROM vendors v JOIN vendor_sales_days d ON d."vendorId" = v.id AND d.day = $1::date WHERE v."ownerId" = u.id AND d.sales > 0)
              OR EXISTS (SELECT 1 FROM notifications n WHERE n."userId" = u.id AND n."emailStatus" = 'digest'
                         AND n."createdAt" >= ${sltMidnightSql('$1::date')} AND n."createdAt" < ${sltMidnightSql('$1::date + 1')}))
         AND NOT EXISTS (SELECT 1 FROM notification_digests g WHERE g."userId" = u.id AND g.day = $1::date)
       ORDER BY u.id
       LIMIT $2`,
      [day, limit],
    );
  }

  /** Records that the user's digest of the day is being sent; false when it was already (never twice). */
  async startDigest(userId: string, day: string, at: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO notification_digests ("userId", day, status, "createdAt") VALUES ($1, $2, 'sending', $3)
       ON CONFLICT ("userId", day) DO NOTHING RETURNING "userId"`,
      [userId, day, at],
    );
    return rows.length === 1;
  }

  async finishDigest(userId: string, day: string, at: Date): Promise<void> {
    await this.dataSource.query(`UPDATE notification_digests SET status = 'sent', "sentAt" = $3 WHERE "userId" = $1 AND day = $2`, [userId, day, at]);
  }

  /** A digest that could not be sent is forgotten, so the next run tries it again. */
  async dropDigest(userId: string, day: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM notification_digests WHERE "userId" = $1 AND day = $2 AND status = 'sending'`, [userId, day]);
  }

  /** The user's sales news of the SLT day, in the order it happened. */
  async digestNotifications(userId: string, day: string, limit: number): Promise<NotificationRow[]> {
    const rows: NotificationRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM notifications n
       WHERE n."userId" = $1 AND n."emailStatus" = 'digest'
         AND n."createdAt" >= ${sltMidnightSql('$2::date')} AND n."createdAt" < ${sltMidnightSql('$2::date + 1')}
       ORDER BY n.id LIMIT $3`,
      [userId, day, limit],
    );
    return rows.map(toRow);
  }

  /** The merchant's completed sales of one SLT day, from the rollups. */
  async salesOfDay(userId: string, day: string): Promise<DaySales> {
    const rows: Array<{ sales: number; amount: string }> = await this.dataSource.query(
      `SELECT COALESCE(sum(d.sales), 0)::int AS sales, COALESCE(sum(d.amount), 0)::text AS amount
       FROM vendors v JOIN vendor_sales_days d ON d."vendorId" = v.id AND d.day = $2::date WHERE v."ownerId" = $1`,
      [userId, day],
    );
    return { sales: rows[0].sales, amount: Number(rows[0].amount) };
  }

  /**
   * The completed sales flagged as a price mismatch after `from` (and after the `until` of their merchant's last alert),
   * up to `until`, of merchants without the alert `dedupeKey` yet: the first `perOwner` of each, oldest first. The
   * flagged sales are found in their partial index.
   */
  async priceMismatchesToAlert(from: Date, until: Date, dedupeKey: string, owners: number, perOwner: number): Promise<PriceMismatchSale[]> {
    const rows: Array<PriceMismatchSale & { id: string }> = await this.dataSource.query(
      `SELECT o."ownerId", s.id, s."productName", s."buyerId", s."buyerName", s.amount, s."listPrice", s.total
       FROM (SELECT DISTINCT t."ownerId" FROM transactions t
             WHERE t."priceMismatch" AND ${completedSale('t')} AND t."createdAt" > $1 AND t."createdAt" <= $2
               AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n."userId" = t."ownerId" AND n."dedupeKey" = $3)
             ORDER BY t."ownerId" LIMIT $4) o
       CROSS JOIN LATERAL (SELECT max((n.metadata->>'until')::timestamptz) AS after FROM notifications n
                           WHERE n."userId" = o."ownerId" AND n.kind = 'price_mismatch') last
       CROSS JOIN LATERAL (
         SELECT t.id, p.name AS "productName", t."buyerId", t."buyerName", t.amount, t."listPrice", t."createdAt",
                count(*) OVER ()::int AS total
         FROM transactions t LEFT JOIN products p ON p.id = t."productId"
         WHERE t."ownerId" = o."ownerId" AND t."priceMismatch" AND ${completedSale('t')}
           AND t."createdAt" > GREATEST($1, COALESCE(last.after, $1)) AND t."createdAt" <= $2
         ORDER BY t."createdAt", t.id LIMIT $5) s
       ORDER BY o."ownerId", s."createdAt", s.id`,
      [from, until, dedupeKey, owners, perOwner],
    );
    return rows.map(toRow);
  }

  /** Whether the user may still use what they opened: an account that is active and not deleted (and an admin's role). */
  async accountAllows(userId: string, admin: boolean): Promise<boolean> {
    const rows: Array<{ role: string; isActive: boolean; deletedAt: Date | null }> = await this.dataSource.query(
      `SELECT role, "isActive", "deletedAt" FROM users WHERE id = $1`,
      [userId],
    );
    const [row] = rows;
    return row !== undefined && row.isActive && row.deletedAt === null && (!admin || row.role === 'admin');
  }

  /** A user as a stream ticket names them (the checks a token gets). */
  findUser(userId: string): Promise<User | null> {
    return this.dataSource.getRepository(User).findOne({ where: { id: userId } });
  }

  /** Switches one of the user's e-mail preferences off (an unsubscribe link); nothing for an account that is gone. */
  async switchEmailOff(userId: string, preference: 'emailTransactions' | 'emailRedeliveries' | 'emailEvents'): Promise<void> {
    await this.dataSource.query(`UPDATE users SET "${preference}" = false, "updatedAt" = now() WHERE id = $1 AND "deletedAt" IS NULL`, [userId]);
  }

  /** The owner of a vendor, in the caller's transaction. */
  async ownerOfVendor(vendorId: number, manager?: EntityManager): Promise<string | null> {
    const rows: Array<{ ownerId: string }> = await (manager ?? this.dataSource.manager).query(`SELECT "ownerId" FROM vendors WHERE id = $1`, [vendorId]);
    return rows[0]?.ownerId ?? null;
  }

  /**
   * Records the one use of a stream ticket: true the first time, false for a ticket used before (on any instance).
   * Uses of tickets that expired are dropped on the way.
   */
  async useTicketOnce(ticketHash: string, expiresAt: Date, now: Date): Promise<boolean> {
    await this.dataSource.query(`DELETE FROM stream_ticket_uses WHERE "expiresAt" < $1`, [now]);
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO stream_ticket_uses ("ticketHash", "expiresAt") VALUES ($1, $2) ON CONFLICT ("ticketHash") DO NOTHING RETURNING "ticketHash"`,
      [ticketHash, expiresAt],
    );
    return rows.length === 1;
  }

  /** The secret called `name`, or null when none was made yet. */
  async existingSecret(name: string): Promise<string | null> {
    const rows: Array<{ value: string }> = await this.dataSource.query(`SELECT value FROM notification_secrets WHERE name = $1`, [name]);
    return rows[0]?.value ?? null;
  }

  /** The secret called `name`, made from `candidate` the first time (the first instance to store one wins). */
  async secret(name: string, candidate: string): Promise<string> {
    await this.dataSource.query(`INSERT INTO notification_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [name, candidate]);
    const rows: Array<{ value: string }> = await this.dataSource.query(`SELECT value FROM notification_secrets WHERE name = $1`, [name]);
    return rows[0].value;
  }
}

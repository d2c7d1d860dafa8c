import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { sltDateSql, sltMidnightSql } from '../common/time/second-life-time';
import type { RedeliveryRow } from './dto/redelivery.dto';
import type { RedeliveryStatus } from './redelivery.entity';

export interface RedeliveryCounts {
  pending: number;
  completedToday: number;
  successRate: string | null;
}

/** What a transition writes: the new status, from which statuses it may happen, and its timestamps. */
export interface RedeliveryTransition {
  to: RedeliveryStatus;
  from: readonly RedeliveryStatus[];
  failureReason?: string;
}

const SELECT_ROWS = `
  SELECT r.id, r."requestedBy", r."transactionId", r.status, r."requestedAt", r."processedAt", r."completedAt",
         r."failureReason", p.name AS "productName", t."buyerName"
  FROM redeliveries r
  JOIN transactions t ON t.id = r."transactionId"
  JOIN vendors v ON v.id = t."vendorId"
  LEFT JOIN products p ON p.id = t."productId"`;

/** Merchants reach the requests for their own vendors' sales; a null owner means every vendor (admins). */
function ownerCondition(ownerId: string | null, params: unknown[]): string {
  return ownerId === null ? 'TRUE' : `v."ownerId" = $${params.push(ownerId)}`;
}

@Injectable()
export class RedeliveriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  findPage(ownerId: string | null, status: RedeliveryStatus | undefined, offset: number, limit: number): Promise<RedeliveryRow[]> {
    const params: unknown[] = [];
    const conditions = [ownerCondition(ownerId, params)];
    if (status) conditions.push(`r.status = $${params.push(status)}`);
    return this.dataSource.query(
      `${SELECT_ROWS} WHERE ${conditions.join(' AND ')}
       ORDER BY r."requestedAt" DESC, r.id DESC LIMIT $${params.push(limit)} OFFSET $${params.push(offset)}`,
      params,
    );
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
    const rows: RedeliveryRow[] = await (manager ?? this.dataSource).query(
      `${SELECT_ROWS} WHERE r.id = $1 AND ${ownerCondition(ownerId, params)}`,
      params,
    );
    return rows[0] ?? null;
  }

  /**
   * Pending now, completed since SLT midnight of `now`, and the success rate over the requests filed in the 30 days
   * up to `now`: completed / (completed + failed) in percent, 1 decimal, or null when none is completed or failed.
   */
  async counts(ownerId: string | null, now: Date): Promise<RedeliveryCounts> {
    const params: unknown[] = [now];
    const todayStart = sltMidnightSql(sltDateSql('$1::timestamptz'));
    const [row]: RedeliveryCounts[] = await this.dataSource.query(
      `SELECT pending, "completedToday",
              CASE WHEN completed + failed = 0 THEN NULL ELSE round(100.0 * completed / (completed + failed), 1)::text END AS "successRate"
       FROM (
         SELECT count(*) FILTER (WHERE r.status = 'pending')::int AS pending,
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
      change.to === 'processing'
        ? `"processedAt" = $2`
        : change.to === 'completed'
          ? `"completedAt" = $2, "processedAt" = COALESCE(r."processedAt", $2), "failureReason" = NULL`
          : `"failureReason" = $${params.push(change.failureReason ?? null)}`;
    const [rows]: [{ id: number }[], number] = await manager.query(
      `UPDATE redeliveries r SET status = $3, "updatedAt" = $2, ${stamps}
       FROM transactions t JOIN vendors v ON v.id = t."vendorId"
       WHERE r.id = $1 AND t.id = r."transactionId" AND r.status = ANY($4::varchar[]) AND ${ownerCondition(ownerId, params)}
       RETURNING r.id`,
      params,
    );
    return rows.length > 0;
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import type { MonitorEvent, MonitorKind } from './monitor-feed';

/** Entries the monitor leaves to the audit log: frequent and routine. */
const QUIET_ACTIVITIES = ['sign_in', 'sign_in_failed'];

export interface MonitorFilter {
  kind?: MonitorKind;
  merchantId?: string;
}

export interface NamedMonitorEvent extends MonitorEvent {
  vendorName: string | null;
  merchant: string | null;
}

interface HistoryRow {
  id: string;
  kind: MonitorKind;
  at: Date;
  merchantId: string | null;
  vendorId: number | null;
  amount: number | null;
  endpoint: string | null;
  statusCode: number | null;
  text: string | null;
  activityType: string | null;
  vendorName: string | null;
  merchant: string | null;
}

/** A merchant as the monitor names them: e-mail, else name, else id. */
const MERCHANT_LABEL = `COALESCE(u.email, NULLIF(concat_ws(' ', u."firstName", u."lastName"), ''), u.id)`;

/**
 * What the monitor shows, read back from where each kind is kept: in-world sales (transactions), refused and
 * throttled in-world calls (in_world_calls), objects gone offline (their owners' notifications) and the activity log.
 * The tables belong to their modules; this reads them, in one statement that merges them by time, and writes none.
 */
@Injectable()
export class ActivityMonitorRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The latest `limit` entries matching the filter, newest first, with vendor and merchant names. */
  async latest(filter: MonitorFilter, limit: number): Promise<NamedMonitorEvent[]> {
    const wants = (kind: MonitorKind) => filter.kind === undefined || filter.kind === kind;
    const merchant = (column: string) => (filter.merchantId === undefined ? '' : ` AND ${column} = $2`);
    const branches: string[] = [];
    if (wants('sale')) {
      branches.push(`(SELECT 'sale:' || t.id AS id, 'sale' AS kind, t."createdAt" AS at, t."ownerId" AS "merchantId", t."vendorId",
                             t.amount AS amount, NULL::varchar AS endpoint, NULL::int AS "statusCode", NULL::varchar AS text, NULL::varchar AS "activityType"
                      FROM transactions t WHERE t.source = 'in-world'${merchant('t."ownerId"')} ORDER BY t."createdAt" DESC LIMIT $1)`);
    }
    if (wants('refused') || wants('throttled')) {
      const status =
        filter.kind === 'throttled'
          ? 'c."statusCode" = 429'
          : filter.kind === 'refused'
            ? 'c."statusCode" >= 400 AND c."statusCode" <> 429'
            : 'c."statusCode" >= 400';
      branches.push(`(SELECT 'call:' || c.id AS id, CASE WHEN c."statusCode" = 429 THEN 'throttled' ELSE 'refused' END AS kind, c."createdAt" AS at,
                             c."userId" AS "merchantId", c."vendorId", NULL::int AS amount, c.endpoint::varchar AS endpoint, c."statusCode"::int AS "statusCode",
                             NULL::varchar AS text, NULL::varchar AS "activityType"
                      FROM in_world_calls c WHERE ${status}${merchant('c."userId"')} ORDER BY c."createdAt" DESC LIMIT $1)`);
    }
    if (wants('object_offline')) {
      branches.push(`(SELECT 'notification:' || n.id AS id, 'object_offline' AS kind, n."createdAt" AS at, n."userId" AS "merchantId", NULL::int AS "vendorId",
                             NULL::int AS amount, NULL::varchar AS endpoint, NULL::int AS "statusCode", (n.title || ': ' || n.body)::varchar AS text,
                             NULL::varchar AS "activityType"
                      FROM notifications n WHERE n.kind = 'object_offline'${merchant('n."userId"')} ORDER BY n."createdAt" DESC LIMIT $1)`);
    }
    if (wants('activity')) {
      branches.push(`(SELECT 'activity:' || a.id AS id, 'activity' AS kind, a."createdAt" AS at, a."userId" AS "merchantId", NULL::int AS "vendorId",
                             NULL::int AS amount, NULL::varchar AS endpoint, NULL::int AS "statusCode", a.description::varchar AS text,
                             a."activityType"::varchar AS "activityType"
                      FROM activities a WHERE a."activityType" NOT IN (${QUIET_ACTIVITIES.map((type) => `'${type}'`).join(', ')})${merchant('a."userId"')}
                      ORDER BY a."createdAt" DESC LIMIT $1)`);
    }
    const parameters: unknown[] = [limit];
    if (filter.merchantId !== undefined) parameters.push(filter.merchantId);
    const rows: HistoryRow[] = await this.dataSource.query(
      `SELECT e.*, v.name AS "vendorName", CASE WHEN u.id IS NULL THEN e."merchantId" ELSE ${MERCHANT_LABEL} END AS merchant
       FROM (${branches.join(' UNION ALL ')}) e
       LEFT JOIN vendors v ON v.id = e."vendorId"
       LEFT JOIN users u ON u.id = e."merchantId"
       ORDER BY e.at DESC, e.id DESC
       LIMIT $1`,
      parameters,
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      at: new Date(row.at).toISOString(),
      merchantId: row.merchantId,
      vendorId: row.vendorId,
      amount: row.amount ?? undefined,
      endpoint: row.endpoint ?? undefined,
      statusCode: row.statusCode ?? undefined,
      text: row.text ?? undefined,
      activityType: row.activityType ?? undefined,
      vendorName: row.vendorName,
      merchant: row.merchant,
    }));
  }

  async vendorNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows: Array<{ id: number; name: string }> = await this.dataSource.query(`SELECT id, name FROM vendors WHERE id = ANY($1::int[])`, [ids]);
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async merchantLabels(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows: Array<{ id: string; label: string }> = await this.dataSource.query(
      `SELECT u.id, ${MERCHANT_LABEL} AS label FROM users u WHERE u.id = ANY($1::varchar[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.label]));
  }

  /** Whether the user is still an active, undeleted admin (an open monitor closes otherwise). */
  async stillAdmin(userId: string): Promise<boolean> {
    const rows: Array<{ role: string; isActive: boolean; deletedAt: Date | null }> = await this.dataSource.query(
      `SELECT role, "isActive", "deletedAt" FROM users WHERE id = $1`,
      [userId],
    );
    const [row] = rows;
    return row !== undefined && row.role === 'admin' && row.isActive && row.deletedAt === null;
  }
}

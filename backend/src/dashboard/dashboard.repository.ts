import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sltDateSql, sltMidnightSql } from '../common/time/second-life-time';
import type { TransactionStatus } from '../transactions/transaction.entity';

/** Sums come back as decimal strings: bigint for whole L$, numeric for commission. */
export interface DayTotalsRow {
  sales: string;
  commission: string;
}

export interface SalesDayRow {
  date: string;
  label: string;
  total: string;
}

export interface TopProductRow {
  productId: number;
  name: string;
  unitsSold: number;
  revenue: string;
}

export interface RecentSaleRow {
  id: number;
  productName: string | null;
  buyerName: string | null;
  amount: number;
  status: TransactionStatus;
  createdAt: Date;
}

export interface CurrentEventRow {
  id: number;
  name: string;
  daysRunning: number;
  participatingVendors: number;
  totalSales: string;
  uniqueVisitors: number;
}

// $1 is always the owner's user id, $2 the current instant.
const NOW = '$2::timestamptz';
const TODAY = sltDateSql(NOW);
const OWN_SALES = `t."vendorId" IN (SELECT id FROM vendors WHERE "ownerId" = $1) AND t.status = 'completed'`;

/** SQL: completed sales of the owner's vendors made in the `days` SLT days ending with today. */
function ownSalesInLastDays(days: string): string {
  return `${OWN_SALES} AND t."createdAt" >= ${sltMidnightSql(`${TODAY} - (${days} - 1)`)} AND t."createdAt" < ${sltMidnightSql(`${TODAY} + 1`)}`;
}

/** Figures of one merchant's own vendors. Refunded, pending and failed sales never count: only status 'completed'. */
@Injectable()
export class DashboardRepository {
  constructor(private readonly dataSource: DataSource) {}

  async todayTotals(ownerId: string, now: Date): Promise<DayTotalsRow> {
    const [row]: DayTotalsRow[] = await this.dataSource.query(
      `SELECT COALESCE(SUM(t.amount), 0)::text AS sales, COALESCE(SUM(t.commission), 0)::numeric(16, 2)::text AS commission
       FROM transactions t WHERE ${ownSalesInLastDays('1')}`,
      [ownerId, now],
    );
    return row;
  }

  async activeVendorCount(ownerId: string): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM vendors WHERE "ownerId" = $1 AND "isActive"`,
      [ownerId],
    );
    return row.count;
  }

  /** One point per SLT day, oldest first, days without sales included with 0. */
  salesByDay(ownerId: string, now: Date, days: number, labelFormat: string): Promise<SalesDayRow[]> {
    return this.dataSource.query(
      `WITH days AS (
         SELECT generate_series(${TODAY} - ($3::int - 1), ${TODAY}, interval '1 day')::date AS day
       ), sales AS (
         SELECT ${sltDateSql('t."createdAt"')} AS day, SUM(t.amount) AS total
         FROM transactions t WHERE ${ownSalesInLastDays('$3::int')}
         GROUP BY 1
       )
       SELECT to_char(d.day, 'YYYY-MM-DD') AS date, to_char(d.day, $4) AS label, COALESCE(s.total, 0)::text AS total
       FROM days d LEFT JOIN sales s ON s.day = d.day
       ORDER BY d.day`,
      [ownerId, now, days, labelFormat],
    );
  }

  /** Best sellers by revenue over the last `days` SLT days (then by units, then by product id). */
  topProducts(ownerId: string, now: Date, days: number, limit: number): Promise<TopProductRow[]> {
    return this.dataSource.query(
      `SELECT p.id AS "productId", p.name, count(*)::int AS "unitsSold", SUM(t.amount)::text AS revenue
       FROM transactions t JOIN products p ON p.id = t."productId"
       WHERE ${ownSalesInLastDays('$3::int')}
       GROUP BY p.id, p.name
       ORDER BY SUM(t.amount) DESC, count(*) DESC, p.id
       LIMIT $4`,
      [ownerId, now, days, limit],
    );
  }

  /** The latest sales of any status. */
  recentSales(ownerId: string, limit: number): Promise<RecentSaleRow[]> {
    return this.dataSource.query(
      `SELECT t.id, p.name AS "productName", t."buyerName", t.amount, t.status, t."createdAt"
       FROM transactions t LEFT JOIN products p ON p.id = t."productId"
       WHERE t."vendorId" IN (SELECT id FROM vendors WHERE "ownerId" = $1)
       ORDER BY t."createdAt" DESC, t.id DESC
       LIMIT $2`,
      [ownerId, limit],
    );
  }

  /**
   * The active event running at `now` (startDate <= now < endDate) that the owner organises or one of their vendors
   * takes part in; when several run, the one that started last (then the lowest id). Its figures cover all vendors.
   */
  async currentEvent(ownerId: string, now: Date): Promise<CurrentEventRow | null> {
    const rows: CurrentEventRow[] = await this.dataSource.query(
      `WITH current_event AS (
         SELECT e.id, e.name, e."startDate"
         FROM events e
         WHERE e."isActive" AND e."startDate" <= ${NOW} AND e."endDate" > ${NOW}
           AND (e."organizerId" = $1 OR EXISTS (
             SELECT 1 FROM event_vendors ev JOIN vendors v ON v.id = ev."vendorId"
             WHERE ev."eventId" = e.id AND v."ownerId" = $1))
         ORDER BY e."startDate" DESC, e.id
         LIMIT 1
       )
       SELECT c.id, c.name,
              (${TODAY} - ${sltDateSql('c."startDate"')} + 1)::int AS "daysRunning",
              (SELECT count(*)::int FROM event_vendors ev WHERE ev."eventId" = c.id) AS "participatingVendors",
              sales.total AS "totalSales", sales.buyers AS "uniqueVisitors"
       FROM current_event c
       CROSS JOIN LATERAL (
         SELECT COALESCE(SUM(t.amount), 0)::text AS total, count(DISTINCT t."buyerId")::int AS buyers
         FROM transactions t WHERE t."eventId" = c.id AND t.status = 'completed'
       ) sales`,
      [ownerId, now],
    );
    return rows[0] ?? null;
  }
}

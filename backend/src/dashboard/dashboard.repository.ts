import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { bigintId } from '../common/ids/bigint-id';
import { sltDateSql } from '../common/time/second-life-time';
import { completedSale } from '../sales/sales-ledger-sql';
import type { PaymentMethod, TransactionStatus } from '../sales/transaction.entity';

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
  giftToName: string | null;
  giftTo: string | null;
  discountAmount: number;
  paidWith: PaymentMethod;
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

/** SQL: the owner's rows of the daily vendor rollup (alias d) for the `days` SLT days ending with today. */
function ownDaysInLast(days: string): string {
  return `vendor_sales_days d WHERE d."vendorId" IN (SELECT id FROM vendors WHERE "ownerId" = $1) AND d.day > ${TODAY} - ${days} AND d.day <= ${TODAY}`;
}

/**
 * Figures of one merchant's own vendors. Refunded, pending and failed sales never count: only status 'completed'.
 * Sums over days come from the daily rollups (sales-rollups), so they cost the same at any size of history.
 */
@Injectable()
export class DashboardRepository {
  constructor(private readonly dataSource: DataSource) {}

  async todayTotals(ownerId: string, now: Date): Promise<DayTotalsRow> {
    const [row]: DayTotalsRow[] = await this.dataSource.query(
      `SELECT COALESCE(SUM(d.amount), 0)::text AS sales, COALESCE(SUM(d.commission), 0)::numeric(16, 2)::text AS commission
       FROM ${ownDaysInLast('1')}`,
      [ownerId, now],
    );
    return row;
  }

  async activeVendorCount(ownerId: string): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM vendors WHERE "ownerId" = $1 AND kind = 'in-world' AND "isActive" AND "pausedAt" IS NULL`,
      [ownerId],
    );
    return row.count;
  }

  /** The owner's completed sales flagged as a price mismatch after `from`, up to `to`: the few entries of their partial index. */
  async priceMismatchCount(ownerId: string, from: Date, to: Date): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM transactions t
       WHERE t."ownerId" = $1 AND t."priceMismatch" AND ${completedSale('t')} AND t."createdAt" > $2 AND t."createdAt" <= $3`,
      [ownerId, from, to],
    );
    return row.count;
  }

  /** One point per SLT day, oldest first, days without sales included with 0. */
  salesByDay(ownerId: string, now: Date, days: number, labelFormat: string): Promise<SalesDayRow[]> {
    return this.dataSource.query(
      `WITH days AS (
         SELECT generate_series(${TODAY} - ($3::int - 1), ${TODAY}, interval '1 day')::date AS day
       ), sales AS (
         SELECT d.day, SUM(d.amount) AS total FROM ${ownDaysInLast('$3::int')} GROUP BY 1
       )
       SELECT to_char(d.day, 'YYYY-MM-DD') AS date, to_char(d.day, $4) AS label, COALESCE(s.total, 0)::text AS total
       FROM days d LEFT JOIN sales s ON s.day = d.day
       ORDER BY d.day`,
      [ownerId, now, days, labelFormat],
    );
  }

  /**
   * Best sellers by revenue over the last `days` SLT days (then by units, then by product id). The days are summed
   * per product id first and only the best `limit` are joined to their names: a merchant with a thousand products has
   * tens of thousands of product-days in the window.
   */
  topProducts(ownerId: string, now: Date, days: number, limit: number): Promise<TopProductRow[]> {
    return this.dataSource.query(
      `WITH best AS (
         SELECT d."productId", SUM(d.sales) AS units, SUM(d.amount) AS revenue
         FROM product_sales_days d
         WHERE d."productId" IN (SELECT p.id FROM products p JOIN vendors v ON v.id = p."vendorId" WHERE v."ownerId" = $1)
           AND d.day > ${TODAY} - $3::int AND d.day <= ${TODAY}
         GROUP BY d."productId"
         HAVING SUM(d.sales) > 0
         ORDER BY revenue DESC, units DESC, d."productId"
         LIMIT $4
       )
       SELECT p.id AS "productId", p.name, best.units::int AS "unitsSold", best.revenue::text AS revenue
       FROM best JOIN products p ON p.id = best."productId"
       ORDER BY best.revenue DESC, best.units DESC, p.id`,
      [ownerId, now, days, limit],
    );
  }

  /** The latest sales of any status: the first entries of the owner's (ownerId, createdAt, id) index. */
  async recentSales(ownerId: string, limit: number): Promise<RecentSaleRow[]> {
    const rows: (Omit<RecentSaleRow, 'id'> & { id: string })[] = await this.dataSource.query(
      `SELECT t.id, p.name AS "productName", t."buyerName", t.amount, t.status, t."createdAt", t."giftTo", t."giftToName",
              t."discountAmount", t."paidWith"
       FROM transactions t LEFT JOIN products p ON p.id = t."productId"
       WHERE t."ownerId" = $1
       ORDER BY t."createdAt" DESC, t.id DESC
       LIMIT $2`,
      [ownerId, limit],
    );
    return rows.map((row) => ({ ...row, id: bigintId(row.id) }));
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
              sales.total AS "totalSales", buyers.buyers AS "uniqueVisitors"
       FROM current_event c
       CROSS JOIN LATERAL (SELECT COALESCE(SUM(d.amount), 0)::text AS total FROM event_sales_days d WHERE d."eventId" = c.id) sales
       CROSS JOIN LATERAL (
         SELECT count(DISTINCT t."buyerId")::int AS buyers FROM transactions t WHERE t."eventId" = c.id AND ${completedSale('t')}
       ) buyers`,
      [ownerId, now],
    );
    return rows[0] ?? null;
  }
}

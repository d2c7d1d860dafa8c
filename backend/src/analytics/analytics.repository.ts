import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { sltDateSql, sltMidnightSql } from '../common/time/second-life-time';
import { completedSale } from '../sales/sales-ledger-sql';
import type { AnalyticsRange } from './analytics-range';

/**
 * Whose sales: one merchant's (their user id) or every merchant's (null), as `ownerScopeOf` in users/owner-scope.ts
 * expresses it.
 */
export type SalesScope = string | null;

/** Sums come back as decimal strings: bigint for whole L$, numeric for commission. */
export interface BucketRow {
  period: string;
  firstDay: string;
  lastDay: string;
  revenue: string;
  commission: string;
  sales: number;
}

export interface PeriodCountRow {
  period: string;
  count: number;
}

export interface BreakdownRow {
  id: string | null;
  name: string | null;
  ownerName: string | null;
  revenue: string;
  sales: number;
}

export interface DemoConversionRow {
  productId: number;
  name: string;
  ownerName: string | null;
  demos: number;
  avatars: number;
  buyers: number;
}

/** SQL: a user's name as the admin screens show it: first and last name, else the e-mail, else the id. */
function displayNameSql(alias: string): string {
  return `CASE WHEN ${alias}."deletedAt" IS NOT NULL THEN 'Deleted account'
    ELSE COALESCE(NULLIF(btrim(concat_ws(' ', ${alias}."firstName", ${alias}."lastName")), ''), ${alias}.email, ${alias}.id) END`;
}

/*
 * Parameters of every query: $1 the first SLT day, $2 the last SLT day (both included), $3 the interval or the row
 * limit, $4 the owner when the scope is one merchant. Every figure comes from the daily rollups of completed sales
 * (sales-rollups, and region_sales_days for regions): a report's cost follows the vendors and the days of its range,
 * not the number of sales.
 */
const FIRST_DAY = '$1::date';
const LAST_DAY = '$2::date';

/** SQL condition: a daily rollup row (alias d) of a vendor owned by $4, or nothing for every owner. */
function vendorOfScope(scope: SalesScope): string {
  return scope === null ? '' : `AND d."vendorId" IN (SELECT id FROM vendors WHERE "ownerId" = $4)`;
}

function scopeParams(scope: SalesScope): string[] {
  return scope === null ? [] : [scope];
}

/** SQL: the owning merchant's name (vendors alias v), shown beside vendors and products on the platform's analytics only. */
function ownerNameOf(scope: SalesScope): { column: string; join: string } {
  return scope === null ? { column: displayNameSql('u'), join: 'JOIN users u ON u.id = v."ownerId"' } : { column: 'NULL', join: '' };
}

/** Analytics over completed sales: the series per SLT day, week or month, and the breakdowns' top rows. */
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One row per day, week (from Monday) or month touching the range, oldest first, periods without sales at 0. The
   * rollups' days are SLT days already, so a week or a month is a truncation of those dates: no instant is involved,
   * and a daylight-saving change cannot move a sale across a boundary.
   */
  series(scope: SalesScope, range: AnalyticsRange): Promise<BucketRow[]> {
    return this.dataSource.query(
      `WITH periods AS (
         SELECT p::date AS period
         FROM generate_series(date_trunc($3::text, ${FIRST_DAY}::timestamp), date_trunc($3::text, ${LAST_DAY}::timestamp), ('1 ' || $3::text)::interval) p
       ), sales AS (
         SELECT date_trunc($3::text, d.day::timestamp)::date AS period,
                SUM(d.amount) AS revenue, SUM(d.commission) AS commission, SUM(d.sales) AS sales
         FROM vendor_sales_days d
         WHERE d.day >= ${FIRST_DAY} AND d.day <= ${LAST_DAY} ${vendorOfScope(scope)}
         GROUP BY 1
       )
       SELECT to_char(p.period, 'YYYY-MM-DD') AS period,
              to_char(GREATEST(p.period, ${FIRST_DAY}), 'YYYY-MM-DD') AS "firstDay",
              to_char(LEAST((p.period + ('1 ' || $3::text)::interval)::date - 1, ${LAST_DAY}), 'YYYY-MM-DD') AS "lastDay",
              COALESCE(s.revenue, 0)::text AS revenue,
              COALESCE(s.commission, 0)::numeric(20, 2)::text AS commission,
              COALESCE(s.sales, 0)::int AS sales
       FROM periods p LEFT JOIN sales s ON s.period = p.period
       ORDER BY p.period`,
      [range.from, range.to, range.interval, ...scopeParams(scope)],
    );
  }

  /** Accounts opened per period of the range (SLT), whatever has become of them since; periods without any are left out. */
  newAccounts(range: AnalyticsRange): Promise<PeriodCountRow[]> {
    return this.dataSource.query(
      `SELECT to_char(date_trunc($3::text, ${sltDateSql('u."createdAt"')}::timestamp), 'YYYY-MM-DD') AS period, count(*)::int AS count
       FROM users u
       WHERE u."createdAt" >= ${sltMidnightSql(FIRST_DAY)} AND u."createdAt" < ${sltMidnightSql(`${LAST_DAY} + 1`)}
       GROUP BY 1`,
      [range.from, range.to, range.interval],
    );
  }

  /** The merchants who sold most in the range (every merchant's sales: platform analytics only). */
  topMerchants(range: AnalyticsRange, limit: number): Promise<BreakdownRow[]> {
    return this.dataSource.query(
      `WITH best AS (
         SELECT v."ownerId", SUM(d.amount) AS revenue, SUM(d.sales) AS sales
         FROM vendor_sales_days d JOIN vendors v ON v.id = d."vendorId"
         WHERE d.day >= ${FIRST_DAY} AND d.day <= ${LAST_DAY}
         GROUP BY v."ownerId"
         HAVING SUM(d.sales) > 0
         ORDER BY revenue DESC, sales DESC, v."ownerId"
         LIMIT $3
       )
       SELECT best."ownerId" AS id, ${displayNameSql('u')} AS name, NULL AS "ownerName", best.revenue::text AS revenue, best.sales::int AS sales
       FROM best JOIN users u ON u.id = best."ownerId"
       ORDER BY best.revenue DESC, best.sales DESC, best."ownerId"`,
      [range.from, range.to, limit],
    );
  }

  topVendors(scope: SalesScope, range: AnalyticsRange, limit: number): Promise<BreakdownRow[]> {
    const owner = ownerNameOf(scope);
    return this.dataSource.query(
      `WITH best AS (
         SELECT d."vendorId", SUM(d.amount) AS revenue, SUM(d.sales) AS sales
         FROM vendor_sales_days d
         WHERE d.day >= ${FIRST_DAY} AND d.day <= ${LAST_DAY} ${vendorOfScope(scope)}
         GROUP BY d."vendorId"
         HAVING SUM(d.sales) > 0
         ORDER BY revenue DESC, sales DESC, d."vendorId"
         LIMIT $3
       )
       SELECT best."vendorId"::text AS id, v.name, ${owner.column} AS "ownerName", best.revenue::text AS revenue, best.sales::int AS sales
       FROM best JOIN vendors v ON v.id = best."vendorId" ${owner.join}
       ORDER BY best.revenue DESC, best.sales DESC, best."vendorId"`,
      [range.from, range.to, limit, ...scopeParams(scope)],
    );
  }

  /** Best sellers: the product days are summed per product first and only the best `limit` are joined to their names. */
  topProducts(scope: SalesScope, range: AnalyticsRange, limit: number): Promise<BreakdownRow[]> {
    const owner = ownerNameOf(scope);
    const owned = scope === null ? '' : `AND d."productId" IN (SELECT p.id FROM products p JOIN vendors v ON v.id = p."vendorId" WHERE v."ownerId" = $4)`;
    return this.dataSource.query(
      `WITH best AS (
         SELECT d."productId", SUM(d.amount) AS revenue, SUM(d.sales) AS sales
         FROM product_sales_days d
         WHERE d.day >= ${FIRST_DAY} AND d.day <= ${LAST_DAY} ${owned}
         GROUP BY d."productId"
         HAVING SUM(d.sales) > 0
         ORDER BY revenue DESC, sales DESC, d."productId"
         LIMIT $3
       )
       SELECT best."productId"::text AS id, p.name, ${owner.column} AS "ownerName", best.revenue::text AS revenue, best.sales::int AS sales
       FROM best JOIN products p ON p.id = best."productId" JOIN vendors v ON v.id = p."vendorId" ${owner.join}
       ORDER BY best.revenue DESC, best.sales DESC, best."productId"`,
      [range.from, range.to, limit, ...scopeParams(scope)],
    );
  }

  /** Events by the sales made there in the range; for one merchant, only the sales of their own vendors. */
  topEvents(scope: SalesScope, range: AnalyticsRange, limit: number): Promise<BreakdownRow[]> {
    return this.dataSource.query(
      `WITH best AS (
         SELECT d."eventId", SUM(d.amount) AS revenue, SUM(d.sales) AS sales
         FROM event_sales_days d
         WHERE d.day >= ${FIRST_DAY} AND d.day <= ${LAST_DAY} ${vendorOfScope(scope)}
         GROUP BY d."eventId"
         HAVING SUM(d.sales) > 0
         ORDER BY revenue DESC, sales DESC, d."eventId"
         LIMIT $3
       )
       SELECT best."eventId"::text AS id, e.name, NULL AS "ownerName", best.revenue::text AS revenue, best.sales::int AS sales
       FROM best JOIN events e ON e.id = best."eventId"
       ORDER BY best.revenue DESC, best.sales DESC, best."eventId"`,
      [range.from, range.to, limit, ...scopeParams(scope)],
    );
  }

  /** Regions by completed sales in the range; sales recorded without a region form one row (id null). */
  topRegions(scope: SalesScope, range: AnalyticsRange, limit: number): Promise<BreakdownRow[]> {
    return this.dataSource.query(
      `WITH best AS (
         SELECT d.region, SUM(d.amount) AS revenue, SUM(d.sales) AS sales
         FROM region_sales_days d
         WHERE d.day >= ${FIRST_DAY} AND d.day <= ${LAST_DAY} ${vendorOfScope(scope)}
         GROUP BY d.region
         HAVING SUM(d.sales) > 0
         ORDER BY revenue DESC, sales DESC, d.region = '', d.region
         LIMIT $3
       )
       SELECT NULLIF(best.region, '') AS id, NULLIF(best.region, '') AS name, NULL AS "ownerName", best.revenue::text AS revenue, best.sales::int AS sales
       FROM best
       ORDER BY best.revenue DESC, best.sales DESC, best.region = '', best.region`,
      [range.from, range.to, limit, ...scopeParams(scope)],
    );
  }

  /**
   * Per product, the demos given on the range's SLT days, the avatars who had them, and how many of those avatars
   * bought the product (completed sales, gifts included) at or after their first demo of the range, up to now.
   * Products with the most demos first.
   */
  demoConversion(scope: SalesScope, range: AnalyticsRange, limit: number): Promise<DemoConversionRow[]> {
    const owner = ownerNameOf(scope);
    const owned = scope === null ? '' : 'AND d."ownerId" = $4';
    return this.dataSource.query(
      `WITH avatars AS (
         SELECT d."productId", d."avatarKey", min(d."givenAt") AS "firstAt", count(*) AS demos
         FROM product_demos d
         WHERE d.day >= ${FIRST_DAY} AND d.day <= ${LAST_DAY} ${owned}
         GROUP BY d."productId", d."avatarKey"
       ), best AS (
         SELECT a."productId", SUM(a.demos) AS demos, count(*) AS avatars
         FROM avatars a
         GROUP BY a."productId"
         ORDER BY demos DESC, a."productId"
         LIMIT $3
       ), buyers AS (
         SELECT a."productId", count(DISTINCT a."avatarKey") AS buyers
         FROM avatars a
         JOIN best ON best."productId" = a."productId"
         JOIN transactions t ON t."productId" = a."productId" AND t."buyerId" = a."avatarKey" AND t."createdAt" >= a."firstAt"
         WHERE ${completedSale('t')}
         GROUP BY a."productId"
       )
       SELECT best."productId" AS "productId", p.name, ${owner.column} AS "ownerName", best.demos::int AS demos, best.avatars::int AS avatars,
              COALESCE(buyers.buyers, 0)::int AS buyers
       FROM best JOIN products p ON p.id = best."productId" JOIN vendors v ON v.id = p."vendorId" ${owner.join}
       LEFT JOIN buyers ON buyers."productId" = best."productId"
       ORDER BY best.demos DESC, best."productId"`,
      [range.from, range.to, limit, ...scopeParams(scope)],
    );
  }
}

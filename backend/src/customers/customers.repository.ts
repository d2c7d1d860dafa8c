import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { SLT_TIME_ZONE, sltMidnightSql } from '../common/time/second-life-time';
import { completedSale } from '../sales/sales-ledger-sql';
import type { TransactionStatus } from '../sales/transaction.entity';

export const CUSTOMER_SORT_FIELDS = ['lastPurchaseAt', 'spent', 'purchases', 'firstPurchaseAt'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

export interface CustomerFilter {
  ownerId: string;
  /** Lower-cased search text: anywhere in the name, or the start of the key. */
  search?: string;
  repeatOnly: boolean;
}

export interface CustomerSort {
  field: CustomerSortField;
  order: 'asc' | 'desc';
}

/** A row of buyer_totals; spent comes back as a bigint's decimal text. */
export interface CustomerRow {
  buyerId: string;
  buyerName: string | null;
  firstPurchaseAt: Date;
  lastPurchaseAt: Date;
  purchases: number;
  spent: string;
  refunds: number;
  giftsGiven: number;
  giftsReceived: number;
}

export interface PurchaseRow {
  id: string;
  createdAt: Date;
  productId: number | null;
  productName: string | null;
  amount: number;
  status: TransactionStatus;
  counts: boolean;
  refundedAmount: number;
  giftTo: string | null;
  giftToName: string | null;
}

export interface RepeatFiguresRow {
  buyers: number;
  repeatBuyers: number;
}

/** How many of a cohort (buyers whose first completed purchase was in `cohort`) bought again in `month`. */
export interface CohortCellRow {
  cohort: string;
  month: string;
  buyers: number;
}

const COLUMNS = `"buyerId", "buyerName", "firstPurchaseAt", "lastPurchaseAt", purchases, spent, refunds, "giftsGiven", "giftsReceived"`;

/** LIKE's wildcards and escape character taken literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** An SLT month ('YYYY-MM') of a timestamptz expression. */
function sltMonthSql(instant: string): string {
  return `to_char(${instant} AT TIME ZONE '${SLT_TIME_ZONE}', 'YYYY-MM')`;
}

/** Merchants' buyers: their rows of buyer_totals (kept by triggers on `transactions`) and their sales. */
@Injectable()
export class CustomersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private where(filter: CustomerFilter, params: unknown[]): string {
    params.push(filter.ownerId);
    // Gift recipients who never bought have no first purchase: they are no customers of their own.
    let where = `WHERE "ownerId" = $1 AND "firstPurchaseAt" IS NOT NULL`;
    if (filter.repeatOnly) where += ` AND purchases >= 2`;
    if (filter.search) {
      const like = likeLiteral(filter.search);
      where += ` AND (lower("buyerName") LIKE $${params.push(`%${like}%`)} OR "buyerId" LIKE $${params.push(`${like}%`)})`;
    }
    return where;
  }

  async count(filter: CustomerFilter): Promise<number> {
    const params: unknown[] = [];
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM buyer_totals ${this.where(filter, params)}`,
      params,
    );
    return total;
  }

  /** Up to `limit` rows after `offset`, in the list's order: the CSV reads them batch by batch. */
  async findBatch(filter: CustomerFilter, sort: CustomerSort, offset: number, limit: number): Promise<CustomerRow[]> {
    const params: unknown[] = [];
    const where = this.where(filter, params);
    const order = sort.order === 'asc' ? 'ASC' : 'DESC';
    return this.dataSource.query<CustomerRow[]>(
      `SELECT ${COLUMNS} FROM buyer_totals ${where} ORDER BY "${sort.field}" ${order}, "buyerId" ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
  }

  async findOne(ownerId: string, buyerId: string): Promise<CustomerRow | null> {
    const rows = await this.dataSource.query<CustomerRow[]>(
      `SELECT ${COLUMNS} FROM buyer_totals WHERE "ownerId" = $1 AND "buyerId" = $2 AND "firstPurchaseAt" IS NOT NULL`,
      [ownerId, buyerId],
    );
    return rows[0] ?? null;
  }

  /** The buyer's sales of this owner, newest first, every status (`counts`: whether it is a completed sale). */
  async purchasesOf(ownerId: string, buyerId: string, offset: number, limit: number): Promise<PurchaseRow[]> {
    return this.dataSource.query<PurchaseRow[]>(
      `SELECT t.id::text AS id, t."createdAt", t."productId", p.name AS "productName", t.amount, t.status, ${completedSale('t')} AS counts,
              t."refundedAmount", t."giftTo", t."giftToName"
       FROM transactions t LEFT JOIN products p ON p.id = t."productId"
       WHERE t."buyerId" = $2 AND t."ownerId" = $1
       ORDER BY t."createdAt" DESC, t.id DESC LIMIT $3 OFFSET $4`,
      [ownerId, buyerId, limit, offset],
    );
  }

  /** How many sales the buyer has with this owner (every status). */
  async countPurchases(ownerId: string, buyerId: string): Promise<number> {
    const [{ total }] = await this.dataSource.query<{ total: number; completed: number }[]>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${completedSale('t')})::int AS completed
       FROM transactions t WHERE t."buyerId" = $2 AND t."ownerId" = $1`,
      [ownerId, buyerId],
    );
    return total;
  }

  /** Buyers with a completed purchase, and those with two or more. */
  async repeatFigures(ownerId: string): Promise<RepeatFiguresRow> {
    const [row] = await this.dataSource.query<RepeatFiguresRow[]>(
      `SELECT count(*)::int AS buyers, count(*) FILTER (WHERE purchases >= 2)::int AS "repeatBuyers"
       FROM buyer_totals WHERE "ownerId" = $1 AND purchases >= 1`,
      [ownerId],
    );
    return row;
  }

  /**
   * For the cohorts from the SLT month `firstMonth` ('YYYY-MM') on: the buyers whose first completed purchase (over all
   * their history) falls in the window, and the months they bought in, counted per cohort. Only the window's sales are
   * read, and each buyer's earlier ones probed by key. Cohort sizes come as cells with month = cohort.
   */
  async cohortCells(ownerId: string, firstMonth: string): Promise<CohortCellRow[]> {
    const windowStart = sltMidnightSql(`$2::date`);
    return this.dataSource.query<CohortCellRow[]>(
      `WITH months AS (
         SELECT DISTINCT t."buyerId" AS buyer, ${sltMonthSql('t."createdAt"')} AS month
         FROM transactions t WHERE ${completedSale('t')} AND t."ownerId" = $1 AND t."createdAt" >= ${windowStart}
       ), firsts AS (
         SELECT buyer, min(month) AS cohort FROM months GROUP BY buyer
       ), newcomers AS (
         SELECT f.buyer, f.cohort FROM firsts f
         WHERE NOT EXISTS (
           SELECT 1 FROM transactions e
           WHERE e."buyerId" = f.buyer AND e."ownerId" = $1 AND ${completedSale('e')} AND e."createdAt" < ${windowStart}
         )
       )
       SELECT n.cohort, m.month, count(*)::int AS buyers
       FROM newcomers n JOIN months m ON m.buyer = n.buyer
       GROUP BY n.cohort, m.month ORDER BY n.cohort, m.month`,
      [ownerId, `${firstMonth}-01`],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SortOrder, TransactionSortField } from './dto/transaction-query.dto';
import type { TransactionRow } from './dto/transaction.dto';
import type { TransactionStatus } from './transaction.entity';

const MAX_INTEGER_ID = 2_147_483_647;
const EXPORT_IDLE_TIMEOUT = '2min';

export type TransactionSearch = { kind: 'id'; id: number } | { kind: 'text'; text: string };

export interface TransactionFilter {
  /** The vendors whose sales the caller may see; null means every vendor (admins). */
  visibleVendorIds: number[] | null;
  status?: TransactionStatus;
  vendorId?: number;
  /** Inclusive lower bound, an ISO 8601 date-time with a time zone. */
  from?: string;
  /** Exclusive upper bound, an ISO 8601 date-time with a time zone. */
  to?: string;
  search?: TransactionSearch;
}

export interface TransactionSort {
  field: TransactionSortField;
  order: SortOrder;
}

/** Rows read batch by batch from a server-side cursor; close() must be called once reading stops. */
export interface TransactionCursor {
  next(count: number): Promise<TransactionRow[]>;
  close(): Promise<void>;
}

export interface RefundedSale {
  id: number;
  vendorId: number;
  amount: number;
  commission: string;
}

const SORT_COLUMNS: Record<TransactionSortField, string> = {
  createdAt: 't."createdAt"',
  amount: 't.amount',
  commission: 't.commission',
  id: 't.id',
  status: 't.status',
};

const SELECT_ROWS = `
  SELECT t.id, t."buyerId", t."buyerName", t."productId", t.amount, t.commission, t.status, t."createdAt",
         t."vendorId", v.name AS "vendorName", p.name AS "productName", t."eventId", t."commissionRate",
         t."refundedAt", t."slRegion"
  FROM transactions t
  JOIN vendors v ON v.id = t."vendorId"
  LEFT JOIN products p ON p.id = t."productId"`;

/** Escapes LIKE's wildcards so search text matches literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function whereClause(filter: TransactionFilter, params: unknown[]): string {
  const conditions: string[] = [];
  if (filter.visibleVendorIds) conditions.push(`t."vendorId" = ANY($${params.push(filter.visibleVendorIds)}::int[])`);
  if (filter.vendorId !== undefined) conditions.push(`t."vendorId" = $${params.push(filter.vendorId)}`);
  if (filter.status) conditions.push(`t.status = $${params.push(filter.status)}`);
  if (filter.from) conditions.push(`t."createdAt" >= $${params.push(filter.from)}::timestamptz`);
  if (filter.to) conditions.push(`t."createdAt" < $${params.push(filter.to)}::timestamptz`);
  const search = filter.search;
  if (search?.kind === 'id') {
    conditions.push(search.id <= MAX_INTEGER_ID ? `t.id = $${params.push(search.id)}` : 'FALSE');
  } else if (search?.kind === 'text') {
    const pattern = escapeLike(search.text);
    const contains = `$${params.push(`%${pattern}%`)}`;
    const prefix = `$${params.push(`${pattern}%`)}`;
    conditions.push(`(lower(t."buyerName") LIKE lower(${contains}) ESCAPE '\\' OR lower(t."buyerId") LIKE lower(${prefix}) ESCAPE '\\')`);
  }
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

function orderByClause(sort: TransactionSort): string {
  const direction = sort.order === 'asc' ? 'ASC' : 'DESC';
  const column = SORT_COLUMNS[sort.field];
  return sort.field === 'id' ? `ORDER BY t.id ${direction}` : `ORDER BY ${column} ${direction}, t.id ${direction}`;
}

@Injectable()
export class TransactionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async vendorIdsOwnedBy(ownerId: string): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(`SELECT id FROM vendors WHERE "ownerId" = $1`, [ownerId]);
    return rows.map((row) => row.id);
  }

  findPage(filter: TransactionFilter, sort: TransactionSort, offset: number, limit: number): Promise<TransactionRow[]> {
    const params: unknown[] = [];
    const where = whereClause(filter, params);
    return this.dataSource.query(
      `${SELECT_ROWS} ${where} ${orderByClause(sort)} LIMIT $${params.push(limit)} OFFSET $${params.push(offset)}`,
      params,
    );
  }

  /** Counts matching sales, but stops at `cap`, so the count costs no more than reading `cap` index entries or rows. */
  async countUpTo(filter: TransactionFilter, cap: number): Promise<number> {
    const params: unknown[] = [];
    const where = whereClause(filter, params);
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM (SELECT 1 FROM transactions t ${where} LIMIT $${params.push(cap)}) capped`,
      params,
    );
    return row.count;
  }

  /** The planner's estimate of the matching sales, from the table statistics (no rows are read). */
  async estimateCount(filter: TransactionFilter): Promise<number> {
    const params: unknown[] = [];
    const where = whereClause(filter, params);
    const [row]: { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[] = await this.dataSource.query(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM transactions t ${where}`,
      params,
    );
    return Math.round(row['QUERY PLAN'][0].Plan['Plan Rows']);
  }

  /** The sale, if it exists and belongs to one of the owner's vendors (any vendor when ownerId is null). */
  async findVisible(id: number, ownerId: string | null, manager?: EntityManager): Promise<TransactionRow | null> {
    const params: unknown[] = [id];
    const owner = ownerId === null ? '' : `AND v."ownerId" = $${params.push(ownerId)}`;
    const rows: TransactionRow[] = await (manager ?? this.dataSource).query(`${SELECT_ROWS} WHERE t.id = $1 ${owner}`, params);
    return rows[0] ?? null;
  }

  /** Marks a completed sale refunded in one statement; null when the sale is not visible or not completed. */
  async markRefunded(manager: EntityManager, id: number, ownerId: string | null, at: Date): Promise<RefundedSale | null> {
    const params: unknown[] = [id, at];
    const owner = ownerId === null ? '' : `AND v."ownerId" = $${params.push(ownerId)}`;
    const [rows]: [RefundedSale[], number] = await manager.query(
      `UPDATE transactions t SET status = 'refunded', "refundedAt" = $2
       FROM vendors v
       WHERE t.id = $1 AND v.id = t."vendorId" AND t.status = 'completed' ${owner}
       RETURNING t.id, t."vendorId", t.amount, t.commission`,
      params,
    );
    return rows[0] ?? null;
  }

  /**
   * Opens a read-only transaction on its own connection and declares a cursor over the matching sales,
   * so an export of any size is read in batches and never held in memory.
   */
  async openCursor(filter: TransactionFilter, sort: TransactionSort): Promise<TransactionCursor> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const params: unknown[] = [];
    const where = whereClause(filter, params);
    try {
      await runner.startTransaction();
      await runner.query('SET TRANSACTION READ ONLY');
      // A client that stops reading must not hold the connection for ever: the server ends the session after this.
      await runner.query(`SET LOCAL idle_in_transaction_session_timeout = '${EXPORT_IDLE_TIMEOUT}'`);
      await runner.query(`DECLARE transactions_export NO SCROLL CURSOR FOR ${SELECT_ROWS} ${where} ${orderByClause(sort)}`, params);
    } catch (error) {
      await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
      throw error;
    }
    let closed = false;
    return {
      next: (count: number) => runner.query(`FETCH FORWARD ${Math.trunc(count)} FROM transactions_export`),
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await runner.rollbackTransaction();
        } finally {
          await runner.release();
        }
      },
    };
  }
}

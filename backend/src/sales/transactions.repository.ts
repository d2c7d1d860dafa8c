import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';

import { bigintId } from '../common/ids/bigint-id';
import type { TransactionExportRow, TransactionRow } from './dto/transaction.dto';
import type { SortOrder, TransactionSortField } from './dto/transaction-query.dto';
import { andSaleOwnedBy, completedSale } from './sales-ledger-sql';
import type { TransactionStatus } from './transaction.entity';
import type { TransactionPosition } from './transaction-cursor';

const EXPORT_IDLE_TIMEOUT = '2min';

/** How a name search uses the trigram index (see nameSearchPlan). */
export interface NameSearchPlan {
  /** The words of the text worth looking up in the index; the text itself is always matched exactly. */
  indexWords: string[];
  /** True when one of them is in under 1 % of names: few matches, read once for both the page and the count. */
  fewMatches: boolean;
}

/** '#id', or text matched against buyer names, key prefixes and product names. */
export type TransactionSearch = { kind: 'id'; id: number } | ({ kind: 'text'; text: string } & Partial<NameSearchPlan>);

export interface TransactionFilter {
  /** Whose sales: an owner's user id, or null for every owner's (admins). */
  ownerId: string | null;
  status?: TransactionStatus;
  vendorId?: number;
  productId?: number;
  /** Only the sales flagged as a price mismatch. */
  priceMismatch?: boolean;
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

/** Where a page starts: after a number of rows (offset paging), or right after a known row (keyset paging). */
export type PageStart = { offset: number } | { after: TransactionPosition };

/** A listed row and the text of its sort value, for the next page's cursor. */
export type TransactionPageRow = TransactionRow & { sortKey: string | null };

/** Rows read batch by batch from a server-side cursor; close() must be called once reading stops. */
export interface TransactionCursor {
  next(count: number): Promise<TransactionExportRow[]>;
  close(): Promise<void>;
}

/** A sale as a refund reads it (lockForRefund): what it was, and what of it was refunded so far. */
export interface SaleToRefund {
  id: number;
  ownerId: string;
  vendorId: number;
  buyerId: string;
  amount: number;
  commission: string;
  refundedAmount: number;
  refundedCommission: string;
  status: TransactionStatus;
  paidWith: string;
  source: string;
}

const SORT_COLUMNS: Record<TransactionSortField, string> = {
  createdAt: 't."createdAt"',
  amount: 't.amount',
  commission: 't.commission',
  id: 't.id',
  status: 't.status',
};

/** Each sort value as exact text (an instant keeps its microseconds), and the cast that reads it back. */
const SORT_KEYS: Record<TransactionSortField, { text: string; cast: string } | null> = {
  createdAt: { text: `to_char(t."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, cast: 'timestamptz' },
  amount: { text: 't.amount::text', cast: 'int' },
  commission: { text: 't.commission::text', cast: 'numeric' },
  status: { text: 't.status', cast: 'varchar' },
  id: null,
};

/** A key the simulator sent (X-SecondLife-Object-Key): only one that is a UUID can name an in-world object. */
const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

// The selling object's last reported position (its heartbeat's), for the sale's map link.
const SELECT_COLUMNS = `
  t.id, t."buyerId", t."buyerName", t."productId", t.amount, t.commission, t.status, t."createdAt",
  t."vendorId", v.name AS "vendorName", p.name AS "productName", t."eventId", t."commissionRate",
  t."refundedAt", t."refundedAmount", t."refundedCommission"::text AS "refundedCommission", t."slRegion", t."giftTo", t."giftToName", t."paidWith", t."discountKind", t."discountCode", t."discountAmount",
  t.source, t."marketplaceTransactionId", t."ownerId", t."priceMismatch", t."listPrice",
  (SELECT o.position FROM in_world_objects o
   WHERE o."ownerId" = t."ownerId" AND o."objectKey" = CASE WHEN t."slObjectKey" ~* '${UUID_PATTERN}' THEN t."slObjectKey"::uuid END) AS "slPosition",
  (SELECT json_build_object('amount', r.amount, 'success', r.success, 'reason', r.reason)
   FROM in_world_refunds r WHERE r."transactionId" = t.id ORDER BY r.id LIMIT 1) AS "changeRefund"`;

const FROM_SALES = `
  FROM transactions t
  JOIN vendors v ON v.id = t."vendorId"
  LEFT JOIN products p ON p.id = t."productId"`;

const SELECT_ROWS = `SELECT ${SELECT_COLUMNS} ${FROM_SALES}`;

/**
 * The export's columns in the CSV's order, instants as text (the export's session is in UTC): turning them into Dates
 * and back to text was a fifth of the export's time, and to_char() in the database cost more than its own output.
 */
const SELECT_EXPORT_ROWS = `
  SELECT t.id, t."createdAt"::text AS "createdAt", t.status, t."vendorId", v.name AS "vendorName", t."productId",
         p.name AS "productName", t."buyerId", t."buyerName", t.amount, t.commission, t."commissionRate", t."eventId",
         t."refundedAt"::text AS "refundedAt", t."slRegion", t."giftTo", t."giftToName", t."paidWith", t."discountKind",
         t."discountCode", t."discountAmount", t.source, t."listPrice", t."priceMismatch", t."refundedAmount"
  ${FROM_SALES}`;

/** A word in at least this share of buyer names is too common to look up in the trigram index. */
const COMMON_WORD_SHARE = 0.1;
/** A word in less than this share of buyer names (in no sampled name, with the default statistics) has few matches. */
const RARE_WORD_SHARE = 0.01;

/** A key's first characters: lower-case hex digits and dashes (sale path keys are lower-case UUIDs). */
const KEY_PREFIX = /^[0-9a-f-]{1,36}$/;

/** Escapes LIKE's wildcards so search text matches literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `pg` returns int8 as text: ids leave the database as numbers here. */
function withNumericId<T extends { id: number | string }>(row: T): T & { id: number } {
  return { ...row, id: bigintId(row.id) };
}

/** True when the search's rare words lead to few rows through the trigram index (see nameSearchPlan). */
function searchesByRareWords(filter: TransactionFilter): boolean {
  return filter.search?.kind === 'text' && (filter.search.indexWords?.length ?? 0) > 0;
}

interface WhereOptions {
  start?: PageStart;
  sort?: TransactionSort;
  /**
   * Test the owner on the rows found, without the owner index: for counting a search by rare words, whose few
   * candidates come from the trigram index. Otherwise the planner reads all of a big owner's index entries into a
   * bitmap to intersect with them: 450 ms instead of 21 ms for an owner of 2 000 000 of 10 000 000 sales. (The page
   * itself is left to the planner: forcing the same there made it walk the whole createdAt index, 1.4 s.)
   */
  ownerAsFilter?: boolean;
}

function whereClause(filter: TransactionFilter, params: unknown[], { start, sort, ownerAsFilter = false }: WhereOptions = {}): string {
  const conditions: string[] = [];
  if (filter.ownerId !== null) {
    const owner = ownerAsFilter ? `(t."ownerId" || '')` : 't."ownerId"';
    conditions.push(`${owner} = $${params.push(filter.ownerId)}`);
  }
  if (filter.vendorId !== undefined) conditions.push(`t."vendorId" = $${params.push(filter.vendorId)}`);
  if (filter.productId !== undefined) conditions.push(`t."productId" = $${params.push(filter.productId)}`);
  if (filter.status) conditions.push(`t.status = $${params.push(filter.status)}`);
  if (filter.priceMismatch) conditions.push('t."priceMismatch"');
  if (filter.from) conditions.push(`t."createdAt" >= $${params.push(filter.from)}::timestamptz`);
  if (filter.to) conditions.push(`t."createdAt" < $${params.push(filter.to)}::timestamptz`);
  const search = filter.search;
  if (search?.kind === 'id') {
    conditions.push(Number.isSafeInteger(search.id) ? `t.id = $${params.push(search.id)}` : 'FALSE');
  } else if (search?.kind === 'text') {
    // The exact test (the text anywhere in the name) reads no index. Each rare word adds a LIKE on lower("buyerName"),
    // the trigram index's expression (where pg_trgm is installed), which the index can answer: a superset of the matches.
    const words = (search.indexWords ?? []).map((word) => `lower(t."buyerName") LIKE lower($${params.push(`%${escapeLike(word)}%`)}) ESCAPE '\\'`);
    const name = [...words, `strpos(lower(t."buyerName"), lower($${params.push(search.text)})) > 0`].join(' AND ');
    const key = search.text.toLowerCase();
    // Only text that can begin a key is looked up among keys, so a name search never needs the key index too.
    const buyer = KEY_PREFIX.test(key) ? `(${name}) OR t."buyerId" LIKE $${params.push(`${key}%`)}` : name;
    // The sales of the products whose name has the text: a few product ids, looked up in the productId index.
    const ownProducts = filter.ownerId === null ? '' : ` AND pv."ownerId" = $${params.push(filter.ownerId)}`;
    const product = `t."productId" = ANY(ARRAY(SELECT ps.id FROM products ps JOIN vendors pv ON pv.id = ps."vendorId"
      WHERE strpos(lower(ps.name), lower($${params.push(search.text)})) > 0${ownProducts}))`;
    conditions.push(`((${buyer}) OR ${product})`);
  }
  if (start && 'after' in start && sort) conditions.push(afterCondition(start.after, sort, params));
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** The sort column and the id, as SQL: the sale's own columns, or those a query carried along under other names. */
interface SortColumns {
  value: string;
  id: string;
}

const saleColumns = (sort: TransactionSort): SortColumns => ({ value: SORT_COLUMNS[sort.field], id: 't.id' });

/** Rows after the position in the sort order: a row comparison the (…, createdAt, id) indexes can start from. */
function afterCondition(position: TransactionPosition, sort: TransactionSort, params: unknown[], columns = saleColumns(sort)): string {
  const operator = sort.order === 'asc' ? '>' : '<';
  const id = `$${params.push(position.id)}::bigint`;
  const key = SORT_KEYS[sort.field];
  if (!key || position.value === null) return `${columns.id} ${operator} ${id}`;
  return `(${columns.value}, ${columns.id}) ${operator} ($${params.push(position.value)}::${key.cast}, ${id})`;
}

function orderByClause(sort: TransactionSort, columns = saleColumns(sort)): string {
  const direction = sort.order === 'asc' ? 'ASC' : 'DESC';
  return sort.field === 'id' ? `ORDER BY ${columns.id} ${direction}` : `ORDER BY ${columns.value} ${direction}, ${columns.id} ${direction}`;
}

@Injectable()
export class TransactionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one database transaction; the methods taking a manager join it. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** One page in the sort order, from an offset or right after a known row; each row carries its sort value as text. */
  async findPage(filter: TransactionFilter, sort: TransactionSort, start: PageStart, limit: number): Promise<TransactionPageRow[]> {
    const params: unknown[] = [];
    const where = whereClause(filter, params, { start, sort });
    const sortKey = SORT_KEYS[sort.field];
    const offset = 'offset' in start && start.offset > 0 ? ` OFFSET $${params.push(start.offset)}` : '';
    const rows: TransactionPageRow[] = await this.dataSource.query(
      `SELECT ${SELECT_COLUMNS}, ${sortKey ? sortKey.text : 'NULL'} AS "sortKey" ${FROM_SALES}
       ${where} ${orderByClause(sort)} LIMIT $${params.push(limit)}${offset}`,
      params,
    );
    return rows.map(withNumericId);
  }

  /**
   * Which words of a name search to look up in the trigram index, from the planner's statistics of the column (its most
   * common values and histogram): only words few names contain. A word most names contain ('Resident', the default
   * surname in Second Life) has huge trigram lists, and intersecting them cost 150–390 ms on 10 000 000 sales where the
   * rare word alone took 5 ms (bench/README.md). Without statistics every word counts as worth looking up.
   */
  async nameSearchPlan(words: string[]): Promise<NameSearchPlan> {
    if (words.length === 0) return { indexWords: [], fewMatches: false };
    const rows: { word: string; share: number | null }[] = await this.dataSource.query(
      `SELECT w.word,
              (SELECT COALESCE(sum(m.freq), 0) FROM unnest(s.mcv, s.freqs) AS m(value, freq) WHERE strpos(lower(m.value), lower(w.word)) > 0)
              + (1 - s.null_frac - (SELECT COALESCE(sum(f), 0) FROM unnest(s.freqs) AS f))
                * (SELECT count(*) FILTER (WHERE strpos(lower(h), lower(w.word)) > 0)::float8 / NULLIF(count(*), 0) FROM unnest(s.hist) AS h)
              AS share
       FROM unnest($1::text[]) AS w(word)
       LEFT JOIN (
         SELECT COALESCE(most_common_vals::text::text[], '{}') AS mcv, COALESCE(most_common_freqs, '{}') AS freqs,
                COALESCE(histogram_bounds::text::text[], '{}') AS hist, null_frac
         FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'transactions' AND attname = 'buyerName'
       ) s ON TRUE`,
      [words],
    );
    const indexed = rows.filter((row) => row.share === null || row.share < COMMON_WORD_SHARE);
    return { indexWords: indexed.map((row) => row.word), fewMatches: indexed.some((row) => row.share !== null && row.share < RARE_WORD_SHARE) };
  }

  /**
   * A page and the capped count of a search with few matches (NameSearchPlan.fewMatches), from one read of the matches
   * through the trigram index: the page and the count each reading them cost twice the heap reads (10 000 000 sales,
   * 22 000 matches: 50–80 ms instead of about 35 ms). `counted` is the count up to `cap`.
   */
  async findFewMatchesPage(
    filter: TransactionFilter,
    sort: TransactionSort,
    start: PageStart,
    limit: number,
    cap: number,
  ): Promise<{ rows: TransactionPageRow[]; counted: number }> {
    const params: unknown[] = [];
    const where = whereClause(filter, params, { ownerAsFilter: true });
    const carried: SortColumns = { value: 'm.value', id: 'm.id' };
    const after = 'after' in start ? `WHERE ${afterCondition(start.after, sort, params, carried)}` : '';
    const offset = 'offset' in start && start.offset > 0 ? ` OFFSET $${params.push(start.offset)}` : '';
    const sortKey = SORT_KEYS[sort.field];
    const rows: (TransactionPageRow & { counted: number; pageValue: unknown })[] = await this.dataSource.query(
      `WITH matches AS MATERIALIZED (SELECT t.id, ${SORT_COLUMNS[sort.field]} AS value FROM transactions t ${where}),
            counted AS (SELECT count(*)::int AS counted FROM (SELECT 1 FROM matches LIMIT $${params.push(cap)}) capped),
            page AS (SELECT m.id, m.value FROM matches m ${after} ${orderByClause(sort, carried)} LIMIT $${params.push(limit)}${offset})
       SELECT c.counted, listed.* FROM counted c LEFT JOIN (
         SELECT ${SELECT_COLUMNS}, ${sortKey ? sortKey.text : 'NULL'} AS "sortKey", page.value AS "pageValue"
         FROM page JOIN transactions t ON t.id = page.id
         JOIN vendors v ON v.id = t."vendorId"
         LEFT JOIN products p ON p.id = t."productId"
       ) listed ON TRUE
       ${orderByClause(sort, { value: 'listed."pageValue"', id: 'listed.id' })}`,
      params,
    );
    return {
      counted: rows[0].counted,
      rows: rows.filter((row) => row.id !== null).map(({ counted: _counted, pageValue: _value, ...row }) => withNumericId(row)),
    };
  }

  /** Counts matching sales, but stops at `cap`, so the count costs no more than reading `cap` index entries or rows. */
  async countUpTo(filter: TransactionFilter, cap: number): Promise<number> {
    const params: unknown[] = [];
    const where = whereClause(filter, params, { ownerAsFilter: searchesByRareWords(filter) });
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

  /** The sale, if it exists and belongs to the owner (any owner when ownerId is null). */
  async findVisible(id: number, ownerId: string | null, manager?: EntityManager): Promise<TransactionRow | null> {
    const params: unknown[] = [id];
    const owner = andSaleOwnedBy('t', ownerId, params);
    const rows: TransactionRow[] = await (manager ?? this.dataSource).query(`${SELECT_ROWS} WHERE t.id = $1 ${owner}`, params);
    return rows[0] ? withNumericId(rows[0]) : null;
  }

  /**
   * The sale as a refund needs it, locked until the refund's transaction ends, so two refunds of one sale are made one
   * after the other (each sees what the other refunded); null when the sale is not visible.
   */
  async lockForRefund(manager: EntityManager, id: number, ownerId: string | null): Promise<SaleToRefund | null> {
    const params: unknown[] = [id];
    const owner = andSaleOwnedBy('t', ownerId, params);
    const rows: SaleToRefund[] = await manager.query(
      `SELECT t.id, t."ownerId", t."vendorId", t."buyerId", t.amount, t.commission::text AS commission, t."refundedAmount",
              t."refundedCommission"::text AS "refundedCommission", t.status, t."paidWith", t.source
       FROM transactions t WHERE t.id = $1 ${owner} FOR UPDATE`,
      params,
    );
    return rows[0] ? withNumericId(rows[0]) : null;
  }

  /**
   * Adds a refunded part to a completed sale locked by lockForRefund. The part that completes the refund makes the sale
   * refunded, and the unit it took goes back to the product's stock, in the same statement.
   */
  async addRefundedPart(manager: EntityManager, id: number, part: { amount: number; commission: string; completes: boolean }, at: Date): Promise<void> {
    await manager.query(
      `WITH refunded AS (
         UPDATE transactions t SET "refundedAmount" = t."refundedAmount" + $2, "refundedCommission" = t."refundedCommission" + $3::numeric,
                status = CASE WHEN $4::boolean THEN 'refunded' ELSE t.status END, "refundedAt" = CASE WHEN $4::boolean THEN $5::timestamptz END
         WHERE t.id = $1 AND ${completedSale('t')}
         RETURNING t."productId"
       )
       UPDATE products p SET stock = p.stock + 1 FROM refunded r WHERE $4::boolean AND p.id = r."productId" AND p.stock IS NOT NULL`,
      [id, part.amount, part.commission, part.completes, at],
    );
  }

  /**
   * Opens a read-only transaction on its own connection and declares a cursor over the matching sales,
   * so an export of any size is read in batches and never held in memory.
   */
  async openCursor(filter: TransactionFilter, sort: TransactionSort): Promise<TransactionCursor> {
    const runner = this.dataSource.createQueryRunner();
    // The runner's own pg client: its rows can come as arrays (no object per row; the export is paced by this CPU).
    const client = (await runner.connect()) as PoolClient;
    const params: unknown[] = [];
    const where = whereClause(filter, params);
    try {
      await runner.startTransaction();
      await runner.query('SET TRANSACTION READ ONLY');
      // A client that stops reading must not hold the connection for ever: the server ends the session after this.
      await runner.query(`SET LOCAL idle_in_transaction_session_timeout = '${EXPORT_IDLE_TIMEOUT}'`);
      // Named for as long as the export runs, so an operator (and a test) can tell its session in pg_stat_activity.
      await runner.query(`SET LOCAL application_name = 'slv-transactions-export'`);
      // With the default random_page_cost (4, for spinning disks) the planner walks the whole createdAt index for one
      // owner's export, since the owner index's order looks random to it: 7.7–8.8 s instead of 5.7 s of database time
      // for 2 000 000 of 10 000 000 sales (bench/README.md). 1.1 is the usual figure for SSDs.
      await runner.query(`SET LOCAL random_page_cost = 1.1`);
      // Instants are read as text in this form: 2026-01-15 08:01:00.123456+00 (transactions-csv.ts, isoInstant).
      await runner.query(`SET LOCAL TimeZone = 'UTC'`);
      await runner.query(`SET LOCAL DateStyle = 'ISO, MDY'`);
      await runner.query(`DECLARE transactions_export NO SCROLL CURSOR FOR ${SELECT_EXPORT_ROWS} ${where} ${orderByClause(sort)}`, params);
    } catch (error) {
      await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
      throw error;
    }
    let closed = false;
    return {
      next: async (count: number) =>
        (await client.query<TransactionExportRow>({ text: `FETCH FORWARD ${Math.trunc(count)} FROM transactions_export`, rowMode: 'array' })).rows,
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

import { Injectable } from '@nestjs/common';
import type { Pool, QueryConfig, QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { bigintId } from '../common/ids/bigint-id';
import { commissionInputsSql, type CommissionInputsRow, type LoadedCommissionInputs, parseCommissionInputs } from '../commissions/commissions.repository';
import type { Transaction } from '../transactions/transaction.entity';
import type { Vendor } from '../vendors/vendor.entity';

/** First key of the per-vendor advisory lock taken while a sale is recorded (the second is the vendor id). */
const SALE_LOCK_NAMESPACE = 0x5a1e;

export type NewSale = Pick<
  Transaction,
  | 'vendorId'
  | 'productId'
  | 'eventId'
  | 'buyerId'
  | 'buyerName'
  | 'amount'
  | 'commission'
  | 'commissionRate'
  | 'status'
  | 'saleId'
  | 'slRegion'
  | 'slObjectKey'
  | 'slShard'
  | 'createdAt'
  | 'ownerId'
>;

/** What the sale path needs to know of a vendor. */
export type SellingVendor = Pick<Vendor, 'id' | 'ownerId' | 'isActive' | 'lslKey'>;

/** What the vendor script is answered about a recorded sale. */
export type RecordedSale = Pick<Transaction, 'id' | 'status' | 'amount' | 'commission'>;

/** Everything a sale is decided on, read in one statement. */
export interface SaleState {
  /** The vendor's sale with the same sale_id, when there is one. */
  recorded: RecordedSale | null;
  /** The vendor of the product named by the sale, null when there is no such product (or none was named). */
  productVendorId: number | null;
  commission: LoadedCommissionInputs;
  /** The vendor's pricing version the state was read at (vendor_sales_totals.version, '0' before its first sale). */
  version: string;
}

/** What writing a priced sale did. */
export interface SaleWrite {
  /** False when another sale of the vendor was written (or one was refunded) since the state was read: price again. */
  current: boolean;
  /** The row written; null when not current, or when a sale with the same sale_id was written first. */
  sale: RecordedSale | null;
}

/** The sale path's statements, on a connection of the pool (each its own transaction) or inside a locked transaction. */
export interface SaleSession {
  state(vendorId: number, scopes: string[], at: Date, saleId: string | null, productId: number | null): Promise<SaleState | null>;
  /** Writes the sale if the vendor's pricing version is still `version`, moving it on; never writes a sale_id twice. */
  writeIfCurrent(sale: NewSale, version: string): Promise<SaleWrite>;
  findBySaleId(vendorId: number, saleId: string): Promise<RecordedSale | null>;
}

/** Runs one statement: a pooled connection's or a transaction's. */
type Run = <R extends QueryResultRow>(statement: QueryConfig) => Promise<R[]>;

/**
 * The sale path's statements, in plain SQL on pooled `pg` connections: building them through the ORM cost a quarter
 * of a sale's CPU time, and each round trip is a socket write, a wait and work for the database (bench/README.md).
 *
 * A sale is priced on the state of its vendor read in one statement, and written by a second statement only if no
 * other sale of the vendor was written in between (a compare-and-set on the vendor's pricing version, whose row the
 * write locks): two round trips, no explicit transaction. A vendor selling so fast that compare-and-set keeps failing
 * is served in a transaction holding the vendor's advisory lock instead (four round trips), so its sales queue
 * rather than retry. Either way each sale of a vendor is priced on the volume of all the ones written before it.
 */
@Injectable()
export class SalesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }

  /** The vendor with this LSL key (a lower-case UUID), or null. */
  async findVendorByLslKey(lslKey: string): Promise<SellingVendor | null> {
    const rows: SellingVendor[] = await this.dataSource.query(`SELECT id, "ownerId", "isActive", "lslKey" FROM vendors WHERE "lslKey" = $1`, [lslKey]);
    return rows[0] ?? null;
  }

  /** Runs `work` with the sale path's statements on one pooled connection, each statement its own transaction. */
  async direct<T>(work: (session: SaleSession) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      return await work(session(async (statement) => (await client.query(statement)).rows));
    } catch (error) {
      // A connection error leaves the connection unusable: it is closed rather than handed to the next request.
      if (!(error as { code?: string }).code) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /**
   * Runs `work` in a transaction holding the vendor's sale lock until it ends: the sales of a busy vendor are priced
   * and written one at a time.
   */
  async inVendorSaleLock<T>(vendorId: number, work: (session: SaleSession) => Promise<T>): Promise<T> {
    if (!Number.isSafeInteger(vendorId)) throw new Error(`Not a vendor id: ${vendorId}`);
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      // BEGIN and the lock in one round trip: a simple query may hold two statements (the numbers are ours, not input).
      await client.query(`BEGIN; SELECT pg_advisory_xact_lock(${SALE_LOCK_NAMESPACE}, ${vendorId})`);
      const result = await work(session(async (statement) => (await client.query(statement)).rows));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      // A connection that could not roll back is closed rather than handed to the next request.
      client.release(broken);
    }
  }
}

/*
 * Named statements: each connection parses and plans them once, then sends only their name and values; the state
 * statement is long, and parsing it for every sale cost the database more than running it.
 */
const SALE_STATE = {
  name: 'sale-state-v2',
  text: `SELECT ${commissionInputsSql({ scopes: '$2', at: '$3' })},
                (SELECT json_build_object('id', s.id, 'status', s.status, 'amount', s.amount, 'commission', s.commission::text)
                 FROM transactions s WHERE s."vendorId" = v.id AND s."saleId" = $4) AS recorded,
                (SELECT p."vendorId" FROM products p WHERE p.id = $5) AS "productVendorId",
                COALESCE((SELECT t.version FROM vendor_sales_totals t WHERE t."vendorId" = v.id), 0)::text AS version
         FROM vendors v JOIN users u ON u.id = v."ownerId"
         WHERE v.id = $1`,
};

/*
 * Moves the vendor's pricing version from $15 to the next (creating its row at the first sale), then inserts the sale
 * unless the vendor has one with this sale_id. When the version moved meanwhile, nothing is written: the upsert's
 * condition is checked on the newest row version, after waiting for a concurrent writer of that row to finish.
 */
const WRITE_SALE_IF_CURRENT = {
  name: 'sale-write-v2',
  text: `WITH moved AS (
           INSERT INTO vendor_sales_totals ("vendorId", version) VALUES ($1, 1)
           ON CONFLICT ("vendorId") DO UPDATE SET version = vendor_sales_totals.version + 1 WHERE vendor_sales_totals.version = $15::bigint
           RETURNING version
         ), inserted AS (
           INSERT INTO transactions ("vendorId", "productId", "eventId", "buyerId", "buyerName", amount, commission, "commissionRate", status,
                                     "saleId", "slRegion", "slObjectKey", "slShard", "createdAt", "ownerId")
           SELECT $1, $2::int, $3::int, $4, $5, $6::int, $7::numeric, $8::numeric, $9, $10::uuid, $11, $12, $13, $14::timestamptz, $16 FROM moved
           WHERE $15::bigint = 0 OR moved.version = $15::bigint + 1
           ON CONFLICT DO NOTHING
           RETURNING id, status, amount, commission
         )
         SELECT EXISTS (SELECT 1 FROM moved WHERE $15::bigint = 0 OR moved.version = $15::bigint + 1) AS current,
                (SELECT json_build_object('id', id, 'status', status, 'amount', amount, 'commission', commission::text) FROM inserted) AS sale`,
};

const SALE_BY_SALE_ID = {
  name: 'sale-by-sale-id-v1',
  text: `SELECT id, status, amount, commission FROM transactions WHERE "vendorId" = $1 AND "saleId" = $2`,
};

function session(run: Run): SaleSession {
  return {
    async state(vendorId, scopes, at, saleId, productId) {
      const [row] = await run<CommissionInputsRow & { recorded: RecordedSale | null; productVendorId: number | null; version: string }>({
        ...SALE_STATE,
        values: [vendorId, scopes, at, saleId, productId],
      });
      if (!row) return null;
      return { recorded: row.recorded, productVendorId: row.productVendorId, commission: parseCommissionInputs(row), version: row.version };
    },

    async writeIfCurrent(sale, version) {
      const [row] = await run<{ current: boolean; sale: RecordedSale | null }>({
        ...WRITE_SALE_IF_CURRENT,
        values: [
          sale.vendorId,
          sale.productId,
          sale.eventId,
          sale.buyerId,
          sale.buyerName,
          sale.amount,
          sale.commission,
          sale.commissionRate,
          sale.status,
          sale.saleId,
          sale.slRegion,
          sale.slObjectKey,
          sale.slShard,
          sale.createdAt,
          version,
          sale.ownerId,
        ],
      });
      return { current: row.current, sale: row.sale };
    },

    async findBySaleId(vendorId, saleId) {
      const [row] = await run<Omit<RecordedSale, 'id'> & { id: string }>({ ...SALE_BY_SALE_ID, values: [vendorId, saleId] });
      // transactions.id is a bigint, which pg returns as text (json_build_object above gives JSON numbers).
      return row ? { ...row, id: bigintId(row.id) } : null;
    },
  };
}

import { Injectable } from '@nestjs/common';
import type { Pool, QueryConfig, QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { bigintId } from '../common/ids/bigint-id';
import { commissionInputsSql, type CommissionInputsRow, type LoadedCommissionInputs, parseCommissionInputs } from '../commissions/commissions.repository';
import { sltDateSql, sltMidnightSql } from '../common/time/second-life-time';
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

/**
 * What a vendor's next sale is priced on, and the point in the vendor's sales it was read at. It stays true until
 * another sale of the vendor is written or changed (the point moves), a pricing input changes (configurations, events,
 * the owner's rate: CacheInvalidation says so) or the sale time reaches `until`.
 */
export interface VendorPricing {
  /** vendor_sales_totals.version: moved by each sale the sale path writes, and by any change to written sales. */
  version: string;
  /** vendor_sales_totals.sales: the vendor's completed sales, moved by every writer of sales (the rollup trigger). */
  sales: string;
  /** The commission inputs, the 30-day volume included. */
  commission: LoadedCommissionInputs;
  /** The sale time it was read for: it prices sales at this time or later... */
  from: number;
  /** ...and before this one: the next SLT midnight (the volume's window moves) or the start or end of an event. */
  until: number;
}

/** Everything a sale is decided on, read in one statement. */
export interface SaleState {
  /** The vendor's sale with the same sale_id, when there is one. */
  recorded: RecordedSale | null;
  /** The vendor of the product named by the sale, null when there is no such product (or none was named). */
  productVendorId: number | null;
  pricing: VendorPricing;
}

export type ProductSaleState = 'ok' | 'foreign' | 'unavailable' | 'sold_out';

/** What writing a priced sale did. */
export interface SaleWrite {
  /**
   * 'ok', or why the product named by the sale cannot be sold (nothing was written): 'foreign' (not one of the
   * vendor's), 'unavailable' (outside its availability dates), 'sold_out' (no stock left).
   */
  productState: ProductSaleState;
  /** False when the vendor's sales moved since its pricing was read (a sale written or refunded): price again. */
  current: boolean;
  /** The vendor's pricing version after the write (when current). */
  version: string | null;
  /** The row written; null when not current, or when a sale with the same sale_id was written first. */
  sale: RecordedSale | null;
}

/** The sale path's statements, on a connection of the pool (each its own transaction) or inside a locked transaction. */
export interface SaleSession {
  state(vendorId: number, scopes: string[], at: Date, saleId: string | null, productId: number | null): Promise<SaleState | null>;
  /**
   * Writes the sale if the vendor's sales are still where `pricing` read them (version and count), moving the
   * version on and taking a unit of the product's stock; never writes a sale_id twice, nor a product of another
   * vendor, nor one outside its dates or out of stock.
   */
  writeIfCurrent(sale: NewSale, pricing: Pick<VendorPricing, 'version' | 'sales'>): Promise<SaleWrite>;
  findBySaleId(vendorId: number, saleId: string): Promise<RecordedSale | null>;
}

/** Runs one statement: a pooled connection's or a transaction's. */
type Run = <R extends QueryResultRow>(statement: QueryConfig) => Promise<R[]>;

/**
 * The sale path's statements, in plain SQL on pooled `pg` connections: building them through the ORM cost a quarter
 * of a sale's CPU time, and each round trip is a socket write, a wait and work for the database (bench/README.md).
 *
 * A sale is priced on the state of its vendor read in one statement, and written by a second statement only if no
 * other sale of the vendor was written in between (a compare-and-set on the vendor's pricing version and sale count,
 * whose row the write locks): two round trips, no explicit transaction; one when the vendor's pricing is still known
 * from its previous sale (SalePricingCache). A vendor selling so fast that compare-and-set keeps failing
 * is served in a transaction holding the vendor's advisory lock instead (four round trips), so its sales queue
 * rather than retry. Either way each sale of a vendor is priced on the volume of all the ones written before it.
 */
@Injectable()
export class SalesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }

  /** The vendor with this LSL key (a lower-case UUID), or null; a paused vendor reads as inactive, so it sells nothing. */
  async findVendorByLslKey(lslKey: string): Promise<SellingVendor | null> {
    const rows: SellingVendor[] = await this.dataSource.query(
      `SELECT id, "ownerId", ("isActive" AND "pausedAt" IS NULL) AS "isActive", "lslKey" FROM vendors WHERE "lslKey" = $1`,
      [lslKey],
    );
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
  name: 'sale-state-v3',
  text: `SELECT ${commissionInputsSql({ scopes: '$2', at: '$3' })},
                (SELECT json_build_object('id', s.id, 'status', s.status, 'amount', s.amount, 'commission', s.commission::text)
                 FROM transactions s WHERE s."vendorId" = v.id AND s."saleId" = $4) AS recorded,
                (SELECT p."vendorId" FROM products p WHERE p.id = $5) AS "productVendorId",
                COALESCE(t.version, 0)::text AS version,
                COALESCE(t.sales, 0)::text AS sales,
                LEAST(${sltMidnightSql(`${sltDateSql('$3::timestamptz')} + 1`)},
                      (SELECT min(CASE WHEN e."startDate" > $3 THEN e."startDate" ELSE e."endDate" END)
                       FROM event_vendors ev JOIN events e ON e.id = ev."eventId"
                       WHERE ev."vendorId" = v.id AND e."isActive" AND e."endDate" > $3)) AS until
         FROM vendors v JOIN users u ON u.id = v."ownerId" LEFT JOIN vendor_sales_totals t ON t."vendorId" = v.id
         WHERE v.id = $1`,
};

/*
 * Unless the sale names a product ($2) that is not the vendor's, is outside its availability dates at the sale's time
 * ($14) or has no stock left (then nothing is written), moves the vendor's pricing version from $15 to the next
 * (creating its row, at version 1, at the first sale) if the vendor's completed sales still number $17, then takes one
 * unit of the product's stock (when it keeps one) and inserts the sale, unless the vendor already has one with this
 * sale_id. When the vendor's sales moved meanwhile, nothing is written: the upsert's condition is checked on the newest
 * row version, after waiting for a concurrent writer of that row to finish. The count catches sales written by
 * anything other than the sale path (whose inserts the rollup trigger counts but do not move the version); the version
 * catches refunds and other changes, which move it in the trigger.
 *
 * Sales of one vendor are written one at a time (the vendor's totals row is locked until the write commits), so the
 * stock read by `product` is the stock left by every sale written before; the take still checks it on the newest row
 * version, and the sale is inserted only with the unit it took (a change of stock by hand in between refuses it).
 */
const WRITE_SALE_IF_CURRENT = {
  name: 'sale-write-v4',
  text: `WITH product AS (
           SELECT CASE
                    WHEN $2::int IS NULL THEN 'ok'
                    WHEN p.id IS NULL THEN 'foreign'
                    WHEN (p."availableFrom" IS NOT NULL AND $14::timestamptz < p."availableFrom")
                      OR (p."availableUntil" IS NOT NULL AND $14::timestamptz >= p."availableUntil") THEN 'unavailable'
                    WHEN p.stock = 0 THEN 'sold_out'
                    ELSE 'ok'
                  END AS state,
                  p.stock IS NOT NULL AS counted
           FROM (SELECT 1) one LEFT JOIN products p ON p.id = $2::int AND p."vendorId" = $1
         ), moved AS (
           INSERT INTO vendor_sales_totals ("vendorId", version) SELECT $1, 1 FROM product WHERE product.state = 'ok'
           ON CONFLICT ("vendorId") DO UPDATE SET version = vendor_sales_totals.version + 1
             WHERE vendor_sales_totals.version = $15::bigint AND vendor_sales_totals.sales = $17::bigint
           RETURNING version, sales
         ), fresh AS (
           SELECT version FROM moved WHERE version = $15::bigint + 1 AND sales = $17::bigint
         ), taken AS (
           UPDATE products p SET stock = p.stock - 1 FROM fresh
           WHERE p.id = $2::int AND p."vendorId" = $1 AND p.stock > 0
             AND NOT EXISTS (SELECT 1 FROM transactions s WHERE s."vendorId" = $1 AND s."saleId" = $10::uuid)
           RETURNING p.stock
         ), inserted AS (
           INSERT INTO transactions ("vendorId", "productId", "eventId", "buyerId", "buyerName", amount, commission, "commissionRate", status,
                                     "saleId", "slRegion", "slObjectKey", "slShard", "createdAt", "ownerId")
           SELECT $1, $2::int, $3::int, $4, $5, $6::int, $7::numeric, $8::numeric, $9, $10::uuid, $11, $12, $13, $14::timestamptz, $16
           FROM fresh, product WHERE NOT product.counted OR EXISTS (SELECT 1 FROM taken)
           ON CONFLICT DO NOTHING
           RETURNING id, status, amount, commission
         )
         SELECT (SELECT version::text FROM fresh) AS version,
                CASE WHEN (SELECT state FROM product) = 'ok' AND (SELECT counted FROM product) AND EXISTS (SELECT 1 FROM fresh)
                          AND NOT EXISTS (SELECT 1 FROM taken)
                          AND NOT EXISTS (SELECT 1 FROM transactions s WHERE s."vendorId" = $1 AND s."saleId" = $10::uuid)
                     THEN 'sold_out' ELSE (SELECT state FROM product) END AS "productState",
                (SELECT json_build_object('id', id, 'status', status, 'amount', amount, 'commission', commission::text) FROM inserted) AS sale`,
};

const SALE_BY_SALE_ID = {
  name: 'sale-by-sale-id-v1',
  text: `SELECT id, status, amount, commission FROM transactions WHERE "vendorId" = $1 AND "saleId" = $2`,
};

function session(run: Run): SaleSession {
  return {
    async state(vendorId, scopes, at, saleId, productId) {
      const [row] = await run<
        CommissionInputsRow & { recorded: RecordedSale | null; productVendorId: number | null; version: string; sales: string; until: Date }
      >({
        ...SALE_STATE,
        values: [vendorId, scopes, at, saleId, productId],
      });
      if (!row) return null;
      return {
        recorded: row.recorded,
        productVendorId: row.productVendorId,
        pricing: { version: row.version, sales: row.sales, commission: parseCommissionInputs(row), from: at.getTime(), until: row.until.getTime() },
      };
    },

    async writeIfCurrent(sale, pricing) {
      const [row] = await run<{ version: string | null; productState: ProductSaleState; sale: RecordedSale | null }>({
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
          pricing.version,
          sale.ownerId,
          pricing.sales,
        ],
      });
      return { current: row.version !== null, version: row.version, productState: row.productState, sale: row.sale };
    },

    async findBySaleId(vendorId, saleId) {
      const [row] = await run<Omit<RecordedSale, 'id'> & { id: string }>({ ...SALE_BY_SALE_ID, values: [vendorId, saleId] });
      // transactions.id is a bigint, which pg returns as text (json_build_object above gives JSON numbers).
      return row ? { ...row, id: bigintId(row.id) } : null;
    },
  };
}

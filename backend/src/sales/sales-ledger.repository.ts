import { Injectable } from '@nestjs/common';
import type { Pool, PoolClient, QueryConfig, QueryResultRow } from 'pg';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

import { type CommissionInputsRow, commissionInputsSql, type LoadedCommissionInputs, parseCommissionInputs } from '../commissions/commission-inputs-sql';
import { bigintId } from '../common/ids/bigint-id';
import { SLT_TIME_ZONE, sltDateSql, sltMidnightSql } from '../common/time/second-life-time';
import type { SellingVendor } from '../in-world/in-world-object-directory';
import type { PlannedPayout, SplitShare, VendorSplits } from './payout-arithmetic';
import { completedSale } from './sales-ledger-sql';
import { Transaction } from './transaction.entity';

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
  | 'giftTo'
  | 'giftToName'
  | 'paidWith'
  | 'discountKind'
  | 'discountCode'
  | 'discountAmount'
> & {
  /** The code of the gift card issued when the product is one (made by the caller, used only then). */
  giftCardCode: string;
  /** The vendor gave the item before the platform answered: record it even sold out or outside its dates. */
  given: boolean;
  /** The partners' payouts of the sale, written with it (none without splits). */
  payouts: PlannedPayout[];
  /** Why the payouts may not be made (recorded failed with this reason), or null. */
  payoutRefusal: string | null;
  /**
   * The whole L$ paid, checked against the product's list price in the write; null when the sale is not checked (no
   * product, a gift card payment, a price held from an older catalogue).
   */
  paidToCheck: number | null;
  /** Another amount that is the price: the price due after the discount on the list price (null when none applies). */
  alsoDue: number | null;
};

export type NewMarketplaceSale = Pick<
  Transaction,
  | 'vendorId'
  | 'ownerId'
  | 'productId'
  | 'buyerId'
  | 'buyerName'
  | 'giftTo'
  | 'giftToName'
  | 'amount'
  | 'commission'
  | 'commissionRate'
  | 'slRegion'
  | 'createdAt'
> & { marketplaceTransactionId: string };

/** A sale as reconciliation matches it with the L$ a history shows received. */
export interface ReconcilableSale {
  id: number;
  buyerId: string;
  buyerName: string | null;
  amount: number;
  discountAmount: number;
  createdAt: Date;
  /** The Marketplace order's id: Second Life's transaction id of the payment. */
  marketplaceTransactionId: string | null;
}

/** An in-world refund a vendor made (L$ out), with the buyer's name when the sale is known. */
export interface ReconcilableRefund {
  id: number;
  buyerId: string;
  buyerName: string | null;
  amount: number;
  transferKey: string | null;
  createdAt: Date;
}

/** A sale found in the history and recorded by the merchant: priced by the caller, completed. */
export type NewReconciledSale = Pick<
  Transaction,
  'vendorId' | 'ownerId' | 'productId' | 'buyerId' | 'buyerName' | 'amount' | 'commission' | 'commissionRate' | 'slRegion' | 'createdAt'
>;

/** A refund a vendor script reports: a discounted sale's change, or the payment of a sale the platform refused. */
export interface RefundReport {
  vendorId: number;
  ownerId: string;
  saleId: string;
  buyerId: string;
  amount: number;
  success: boolean;
  transferKey: string | null;
  reason: string | null;
  at: Date;
}

/** A purchase as the redelivery terminal and the vendor's redelivery menu offer it. */
export interface PurchaseRow {
  transactionId: number;
  item: string | null;
  productName: string | null;
  amount: number;
  date: string;
}

/** What the sale path needs to know of a vendor. */

/** What the vendor script is answered about a recorded sale (the same on every retry of its sale_id). */
export type RecordedSale = Pick<
  Transaction,
  'id' | 'status' | 'amount' | 'commission' | 'giftTo' | 'paidWith' | 'discountKind' | 'discountCode' | 'discountAmount' | 'delivery'
> & {
  /** The gift card the sale issued (a gift card product). */
  voucher: { code: string; balance: number } | null;
  /** What is left on the gift card that paid for the sale (paidWith 'voucher'). */
  cardBalance: number | null;
  /** The sale's payouts the vendor is to make (still due), in order. */
  payouts: Array<{ payout_id: number; avatar_key: string; amount: number }>;
};

/** A sale, sale-kind, VIP or loyalty promotion that may apply to a sale (coupons are read by code). */
export interface PromotionRow {
  promotionId: number;
  kind: 'sale' | 'vip' | 'loyalty';
  percentOff: string | null;
  amountOff: number | null;
  minSpent: number | null;
}

/** A sale promotion running, with the product it is for (null: all of the owner's). */
export interface RunningSaleRow extends PromotionRow {
  productId: number | null;
}

/** A coupon of the owner's, read by its code, with what decides whether this buyer may use it now. */
export interface CouponRow {
  promotionId: number;
  code: string;
  productId: number | null;
  percentOff: string | null;
  amountOff: number | null;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  uses: number;
  oncePerAvatar: boolean;
  usedByBuyer: boolean;
}

export interface GiftCardRow {
  id: number;
  balance: number;
  voided: boolean;
}

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
  /** The owner has a promotion running or to come: sales are priced with the promotions, under the vendor's lock. */
  promoted: boolean;
  /** The owner lets promotions add up. */
  stack: boolean;
  /** The partners' splits of the vendor's sales and of its products'; null when there are none. */
  splits: VendorSplits | null;
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
  /** The owner's sale, VIP and loyalty promotions running at `at` for this product and buyer (without one: sales only). */
  promotions(
    ownerId: string,
    productId: number | null,
    buyerId: string | null,
    at: Date,
  ): Promise<{ rows: PromotionRow[]; stack: boolean; listPrice: number | null }>;
  /** The owner's sale promotions running at `at`, for any product, and whether promotions add up (a catalogue's prices due). */
  salesRunning(ownerId: string, at: Date): Promise<{ rows: RunningSaleRow[]; stack: boolean }>;
  /** Whole L$ the buyer spent in completed sales of the owner's vendors, less what was refunded of them. */
  spent(ownerId: string, buyerId: string): Promise<number>;
  /** The owner's coupon with this code (upper case), locked until the transaction ends when `lock`. */
  coupon(ownerId: string, code: string, buyerId: string, lock: boolean): Promise<CouponRow | null>;
  /** Counts a use of the coupon by the buyer on the sale. */
  useCoupon(promotionId: number, buyerId: string, transactionId: number): Promise<void>;
  /** The owner's gift card with this code, locked until the transaction ends. */
  lockGiftCard(ownerId: string, code: string): Promise<GiftCardRow | null>;
  /** Takes `amount` from the card's balance for the sale; returns the balance left. */
  spendGiftCard(giftCardId: number, amount: number, transactionId: number): Promise<number>;
  /** The price of the vendor's product, null when it is not one of the vendor's. */
  productPrice(vendorId: number, productId: number): Promise<number | null>;
}

/** Runs one statement: a pooled connection's or a transaction's. */
type Run = <R extends QueryResultRow>(statement: QueryConfig) => Promise<R[]>;

/**
 * The sales ledger: every statement of the app's features that writes `transactions` (but the refund:
 * TransactionsRepository, in this folder too), and those of other modules that read one sale or one buyer's sales. Other modules call
 * it through SalesLedgerModule, which imports no feature module. Read-only reports may join `transactions` in their
 * own statements, with the rules of sales-ledger-sql.ts (docs/decisions/0025-sales-ledger.md).
 *
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
export class SalesLedgerRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }

  /**
   * The vendor with this LSL key (a lower-case UUID), or null; a paused vendor reads as inactive, so it sells nothing.
   * The Marketplace vendor is no in-world object: its key names no vendor.
   */
  async findVendorByLslKey(lslKey: string): Promise<SellingVendor | null> {
    const rows: SellingVendor[] = await this.dataSource.query(
      `SELECT id, "ownerId", ("isActive" AND "pausedAt" IS NULL) AS "isActive", "lslKey" FROM vendors WHERE "lslKey" = $1 AND kind = 'in-world'`,
      [lslKey],
    );
    return rows[0] ?? null;
  }

  /** Runs `work` with the sale path's statements on one pooled connection, each statement its own transaction. */
  async direct<T>(work: (session: SaleSession) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      return await work(session(runOn(client)));
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
      const result = await work(session(runOn(client)));
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

  /*
   * SL Marketplace sales, written in the caller's transaction (MarketplaceSalesService holds its vendor's sale lock).
   */

  /** The sale a Marketplace order of the merchant was recorded as, if it was. */
  async findMarketplaceSale(manager: EntityManager, ownerId: string, marketplaceTransactionId: string): Promise<number | null> {
    const [row]: Array<{ id: string }> = await manager.query(`SELECT id FROM transactions WHERE "ownerId" = $1 AND "marketplaceTransactionId" = $2`, [
      ownerId,
      marketplaceTransactionId,
    ]);
    return row ? bigintId(row.id) : null;
  }

  /**
   * Records a Marketplace sale, completed, unless the merchant has this order already (then null): the unique index
   * decides, even between concurrent calls. Its rollup triggers count it as they count the sale path's sales.
   */
  async recordMarketplaceSale(manager: EntityManager, sale: NewMarketplaceSale): Promise<number | null> {
    const [row]: Array<{ id: string }> = await manager.query(
      `INSERT INTO transactions ("vendorId", "ownerId", "productId", "buyerId", "buyerName", "giftTo", "giftToName", amount, commission,
                                 "commissionRate", status, "slRegion", "createdAt", source, "marketplaceTransactionId")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'completed', $11, $12, 'marketplace', $13)
       ON CONFLICT ("ownerId", "marketplaceTransactionId") WHERE "marketplaceTransactionId" IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        sale.vendorId,
        sale.ownerId,
        sale.productId,
        sale.buyerId,
        sale.buyerName,
        sale.giftTo,
        sale.giftToName,
        sale.amount,
        sale.commission,
        sale.commissionRate,
        sale.slRegion,
        sale.createdAt,
        sale.marketplaceTransactionId,
      ],
    );
    return row ? bigintId(row.id) : null;
  }

  /*
   * Whether a vendor or a product has sales (of any status): then it is deactivated rather than deleted, so its
   * sales keep pointing at it. In the caller's transaction.
   */

  vendorHasSales(manager: EntityManager, vendorId: number): Promise<boolean> {
    return manager.getRepository(Transaction).exists({ where: { vendorId } });
  }

  productHasSales(manager: EntityManager, productId: number): Promise<boolean> {
    return manager.getRepository(Transaction).exists({ where: { productId } });
  }

  /*
   * The in-world sales as the vendor scripts' other calls read them: refund reports, redelivery requests and the
   * redelivery terminal's list of purchases.
   */

  /**
   * Records a vendor script's refund report unless the vendor reported this sale_id already; the vendor's sale with
   * that sale_id, if any (its id as text).
   */
  async recordRefundReport(report: RefundReport): Promise<string | null> {
    const rows: Array<{ transactionId: string | null }> = await this.dataSource.query(
      `WITH sale AS (SELECT id FROM transactions WHERE "vendorId" = $1 AND "saleId" = $2),
            written AS (
              INSERT INTO in_world_refunds ("vendorId", "ownerId", "saleId", "transactionId", "buyerId", amount, success, "transferKey", reason, "createdAt")
              VALUES ($1, $3, $2, (SELECT id FROM sale), $4, $5, $6, $7, $8, $9)
              ON CONFLICT ("vendorId", "saleId") DO NOTHING)
       SELECT (SELECT id FROM sale)::text AS "transactionId"`,
      [report.vendorId, report.saleId, report.ownerId, report.buyerId, report.amount, report.success, report.transferKey, report.reason, report.at],
    );
    return rows[0]?.transactionId ?? null;
  }

  /*
   * Reconciliation with Second Life's transaction history (reconciliation/): the L$ the merchant's sales took and
   * their vendors gave back, and the sales the merchant records from the history.
   */

  /** The owner's sales paid in L$ between two instants that took L$ (completed, or refunded later), oldest first. */
  async salesForReconciliation(ownerId: string, from: Date, to: Date): Promise<ReconcilableSale[]> {
    const rows: Array<ReconcilableSale & { id: string }> = await this.dataSource.query(
      `SELECT t.id::text AS id, t."buyerId", t."buyerName", t.amount, t."discountAmount", t."createdAt", t."marketplaceTransactionId"
       FROM transactions t
       WHERE t."ownerId" = $1 AND t."createdAt" BETWEEN $2 AND $3 AND t."paidWith" = 'lindens' AND (${completedSale('t')} OR t.status = 'refunded')
       ORDER BY t."createdAt", t.id`,
      [ownerId, from, to],
    );
    return rows.map((row) => ({ ...row, id: bigintId(row.id) }));
  }

  /** The owner's vendors' refunds that went through between two instants, oldest first. */
  async refundsForReconciliation(ownerId: string, from: Date, to: Date): Promise<ReconcilableRefund[]> {
    return this.dataSource.query(
      `SELECT r.id, r."buyerId", t."buyerName", r.amount, r."transferKey", r."createdAt"
       FROM in_world_refunds r LEFT JOIN transactions t ON t.id = r."transactionId"
       WHERE r."ownerId" = $1 AND r.success AND r."createdAt" BETWEEN $2 AND $3
       ORDER BY r."createdAt", r.id`,
      [ownerId, from, to],
    );
  }

  /** Records a sale found in the history, completed, with the source 'reconciliation'; in the caller's transaction. */
  async recordReconciledSale(manager: EntityManager, sale: NewReconciledSale): Promise<number> {
    const [row]: Array<{ id: string }> = await manager.query(
      `INSERT INTO transactions ("vendorId", "ownerId", "productId", "buyerId", "buyerName", amount, commission, "commissionRate", status,
                                 "slRegion", "createdAt", source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'completed', $9, $10, 'reconciliation')
       RETURNING id`,
      [
        sale.vendorId,
        sale.ownerId,
        sale.productId,
        sale.buyerId,
        sale.buyerName,
        sale.amount,
        sale.commission,
        sale.commissionRate,
        sale.slRegion,
        sale.createdAt,
      ],
    );
    return bigintId(row.id);
  }

  /** A sale of one of the owner's vendors, or null. */
  findSaleOfOwner(transactionId: number, ownerId: string): Promise<Transaction | null> {
    return this.transactions
      .createQueryBuilder('sale')
      .innerJoin('sale.vendor', 'vendor')
      .where('sale.id = :transactionId', { transactionId })
      .andWhere('vendor.ownerId = :ownerId', { ownerId })
      .getOne();
  }

  /**
   * The buyer's completed purchases from the owner's vendors (or one of them), newest first, dated in SLT. A gift is
   * its recipient's purchase, not its payer's: the recipient holds the item and asks for its redeliveries.
   */
  async purchasesOfBuyer(ownerId: string, buyerId: string, vendorId: number | null, limit: number): Promise<PurchaseRow[]> {
    const query = this.transactions
      .createQueryBuilder('sale')
      .innerJoin('sale.vendor', 'vendor')
      .leftJoin('sale.product', 'product')
      .select('sale.id', 'transactionId')
      .addSelect("COALESCE(NULLIF(product.slItemId, ''), product.name)", 'item')
      .addSelect('product.name', 'productName')
      .addSelect('sale.amount', 'amount')
      .addSelect(`to_char(sale.createdAt AT TIME ZONE :zone, 'YYYY-MM-DD')`, 'date')
      .where('vendor.ownerId = :ownerId', { ownerId })
      .andWhere('((sale.buyerId = :buyerId AND sale.giftTo IS NULL) OR sale.giftTo = :buyerId)', { buyerId })
      .andWhere(completedSale('sale'));
    if (vendorId !== null) query.andWhere('sale.vendorId = :vendorId', { vendorId });
    const rows = await query
      .orderBy('sale.createdAt', 'DESC')
      .addOrderBy('sale.id', 'DESC')
      .limit(limit)
      .setParameter('zone', SLT_TIME_ZONE)
      .getRawMany<Omit<PurchaseRow, 'transactionId'> & { transactionId: string }>();
    // Raw rows skip the entity's transformer: the bigint id arrives as text.
    return rows.map((row) => ({ ...row, transactionId: bigintId(row.transactionId) }));
  }

  private get transactions(): Repository<Transaction> {
    return this.dataSource.getRepository(Transaction);
  }
}

/*
 * Named statements: each connection parses and plans them once, then sends only their name and values; the state
 * statement is long, and parsing it for every sale cost the database more than running it.
 */
/** The answer about a recorded sale `s`, as JSON (RecordedSale). */
const RECORDED_SALE_JSON = `json_build_object('id', s.id, 'status', s.status, 'amount', s.amount, 'commission', s.commission::text,
  'giftTo', s."giftTo", 'paidWith', s."paidWith", 'discountKind', s."discountKind", 'discountCode', s."discountCode",
  'discountAmount', s."discountAmount", 'delivery', s.delivery,
  'voucher', (SELECT json_build_object('code', g.code, 'balance', g.balance) FROM gift_cards g WHERE g."transactionId" = s.id),
  'cardBalance', (SELECT g.balance FROM gift_card_redemptions r JOIN gift_cards g ON g.id = r."giftCardId" WHERE r."transactionId" = s.id),
  'payouts', (SELECT COALESCE(json_agg(json_build_object('payout_id', p.id, 'avatar_key', p."avatarKey", 'amount', p.amount) ORDER BY p.id), '[]'::json)
              FROM payouts p WHERE p."transactionId" = s.id AND p.status = 'due' AND ${completedSale('s')}))`;

/** A split as the sale path reads it (SplitShare). */
const SPLIT_JSON = `json_build_object('avatarKey', sp."avatarKey", 'avatarName', sp."avatarName", 'percent', sp.percent::text) ORDER BY sp.position, sp.id`;

const SALE_STATE = {
  name: 'sale-state-v6',
  text: `SELECT ${commissionInputsSql({ scopes: '$2', at: '$3' })},
                (SELECT ${RECORDED_SALE_JSON} FROM transactions s WHERE s."vendorId" = v.id AND s."saleId" = $4) AS recorded,
                EXISTS (SELECT 1 FROM promotions pr WHERE pr."ownerId" = v."ownerId" AND pr."isActive"
                        AND (pr."endsAt" IS NULL OR pr."endsAt" > $3)) AS promoted,
                u."stackDiscounts" AS stack,
                (SELECT p."vendorId" FROM products p WHERE p.id = $5) AS "productVendorId",
                COALESCE(t.version, 0)::text AS version,
                COALESCE(t.sales, 0)::text AS sales,
                (SELECT json_agg(${SPLIT_JSON}) FROM profit_splits sp WHERE sp."vendorId" = v.id) AS "vendorSplits",
                (SELECT json_object_agg(x."productId", x.shares) FROM (
                   SELECT sp."productId", json_agg(${SPLIT_JSON}) AS shares
                   FROM profit_splits sp JOIN products p ON p.id = sp."productId"
                   WHERE sp."ownerId" = v."ownerId" AND sp."productId" IS NOT NULL AND p."vendorId" = v.id
                   GROUP BY sp."productId") x) AS "productSplits",
                LEAST(${sltMidnightSql(`${sltDateSql('$3::timestamptz')} + 1`)},
                      (SELECT min(CASE WHEN e."startDate" > $3 THEN e."startDate" ELSE e."endDate" END)
                       FROM event_vendors ev JOIN events e ON e.id = ev."eventId"
                       WHERE ev."vendorId" = v.id AND e."isActive" AND e."endDate" > $3)) AS until
         FROM vendors v JOIN users u ON u.id = v."ownerId" LEFT JOIN vendor_sales_totals t ON t."vendorId" = v.id
         WHERE v.id = $1`,
};

/*
 * Unless the sale names a product ($2) that is not the vendor's, is outside its availability dates at the sale's time
 * ($14) or has no stock left (then nothing is written; a sale the vendor has given already, $23, is written anyway), moves the vendor's pricing version from $15 to the next
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
// The write's steps up to the gift card, shared by the two statements below.
const WRITE_SALE_STEPS = `WITH product AS (
           SELECT CASE
                    WHEN $2::int IS NULL THEN 'ok'
                    WHEN p.id IS NULL THEN 'foreign'
                    WHEN $23::boolean THEN 'ok'
                    WHEN (p."availableFrom" IS NOT NULL AND $14::timestamptz < p."availableFrom")
                      OR (p."availableUntil" IS NOT NULL AND $14::timestamptz >= p."availableUntil") THEN 'unavailable'
                    WHEN p.stock = 0 THEN 'sold_out'
                    ELSE 'ok'
                  END AS state,
                  p.stock IS NOT NULL AS counted,
                  p."giftCardValue" AS "giftCardValue",
                  p.price AS "listPrice",
                  -- Paid neither the list price nor the price due after the discount ($27): decision 0094.
                  COALESCE($26::int <> p.price AND $26::int IS DISTINCT FROM $27::int, false) AS mismatch,
                  -- A box gives the item unless the vendor holds it, never listed its contents (older scripts give their own),
                  -- gave it already, or sells a gift card (its code is the item): decision 0090.
                  CASE WHEN p.id IS NULL OR $23::boolean OR p."giftCardValue" IS NOT NULL
                         OR EXISTS (SELECT 1 FROM vendors v WHERE v.id = $1
                                      AND (v.inventory IS NULL OR COALESCE(NULLIF(p."slItemId", ''), p.name) = ANY(v.inventory)))
                       THEN 'vendor' ELSE 'box' END AS delivery
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
                                     "saleId", "slRegion", "slObjectKey", "slShard", "createdAt", "ownerId",
                                     "giftTo", "giftToName", "discountKind", "discountCode", "discountAmount", "paidWith", delivery,
                                     "priceMismatch", "listPrice")
           SELECT $1, $2::int, $3::int, $4, $5, $6::int, $7::numeric, $8::numeric, $9, $10::uuid, $11, $12, $13, $14::timestamptz, $16,
                  $18, $19, $20, $21, $22::int, $25, product.delivery, product.mismatch, product."listPrice"
           FROM fresh, product WHERE NOT product.counted OR EXISTS (SELECT 1 FROM taken) OR $23::boolean
           ON CONFLICT DO NOTHING
           RETURNING id
         ), card AS (
           INSERT INTO gift_cards ("ownerId", code, "faceValue", balance, "holderKey", "holderName", origin, "transactionId")
           SELECT $16, $24, product."giftCardValue", product."giftCardValue", COALESCE($18, $4),
                  CASE WHEN $18::varchar IS NULL THEN $5 ELSE $19 END, 'sale', inserted.id
           FROM inserted, product WHERE product."giftCardValue" IS NOT NULL
           RETURNING code, balance`;

/** What a write answers (see SaleWrite). */
const WRITE_SALE_RESULT = `SELECT (SELECT version::text FROM fresh) AS version,
                CASE WHEN (SELECT state FROM product) = 'ok' AND (SELECT counted FROM product) AND EXISTS (SELECT 1 FROM fresh)
                          AND NOT EXISTS (SELECT 1 FROM taken)
                          AND NOT EXISTS (SELECT 1 FROM transactions s WHERE s."vendorId" = $1 AND s."saleId" = $10::uuid)
                     THEN 'sold_out' ELSE (SELECT state FROM product) END AS "productState",
                (SELECT id::text FROM inserted) AS "saleRow",
                (SELECT code FROM card) AS "cardCode",
                (SELECT balance FROM card) AS "cardBalance",
                (SELECT delivery FROM product) AS delivery`;

const WRITE_SALE_IF_CURRENT = {
  name: 'sale-write-v9',
  text: `${WRITE_SALE_STEPS}
         )
         ${WRITE_SALE_RESULT}`,
};

/*
 * The same write for a sale with partners' payouts ($28, JSON, in the splits' order): they are inserted with the sale,
 * due, or failed with the reason $29 when the splits and the commission charged pass 100 %
 * (profit-sharing/payout-arithmetic.ts); the due ones come back. A sale without payouts runs the statement above, so
 * it costs what it did before profit sharing.
 */
const WRITE_SALE_WITH_PAYOUTS_IF_CURRENT = {
  name: 'sale-write-payouts-v3',
  text: `${WRITE_SALE_STEPS}
         ), paid_out AS (
           INSERT INTO payouts ("ownerId", "transactionId", "vendorId", "avatarKey", "avatarName", percent, amount, status, reason, "overLimit",
                                "createdAt", "updatedAt")
           SELECT $16, inserted.id, $1, x."avatarKey", x."avatarName", x.percent, x.amount,
                  CASE WHEN $29::varchar IS NULL THEN 'due' ELSE 'failed' END, $29::varchar, $29::varchar IS NOT NULL, $14::timestamptz, $14::timestamptz
           FROM inserted,
                ROWS FROM (jsonb_to_recordset($28::jsonb) AS ("avatarKey" varchar, "avatarName" varchar, percent numeric, amount int)) WITH ORDINALITY
                  AS x("avatarKey", "avatarName", percent, amount, n)
           ORDER BY x.n
           RETURNING id, "avatarKey", amount, status
         )
         ${WRITE_SALE_RESULT},
                (SELECT json_agg(json_build_object('payout_id', id, 'avatar_key', "avatarKey", 'amount', amount) ORDER BY id)
                 FROM paid_out WHERE status = 'due') AS payouts`,
};

const SALE_BY_SALE_ID = {
  name: 'sale-by-sale-id-v4',
  text: `SELECT ${RECORDED_SALE_JSON} AS sale FROM transactions s WHERE s."vendorId" = $1 AND s."saleId" = $2`,
};

/** The owner's promotions (u: the owner's row) running at the instant in parameter `at`; coupons are read by code. */
const runningPromotion = (at: string) =>
  `p."ownerId" = u.id AND p."isActive" AND p.kind <> 'coupon'
           AND (p."startsAt" IS NULL OR p."startsAt" <= ${at}) AND (p."endsAt" IS NULL OR p."endsAt" > ${at})`;

/*
 * Promotions are read only for the sales of owners who have one (VendorPricing.promoted), under the vendor's lock.
 * A buyer's VIP and loyalty promotions need the buyer; without one (a quote for the hover text) only sales apply.
 */
const PROMOTIONS_FOR_SALE = {
  name: 'sale-promotions-v2',
  text: `SELECT u."stackDiscounts" AS stack, (SELECT pr.price FROM products pr WHERE pr.id = $2::int) AS "listPrice",
                COALESCE(json_agg(json_build_object('promotionId', p.id, 'kind', p.kind, 'percentOff', p."percentOff"::text,
                                                    'amountOff', p."amountOff", 'minSpent', p."minSpent") ORDER BY p.id)
                         FILTER (WHERE p.id IS NOT NULL), '[]') AS rows
         FROM users u
         LEFT JOIN promotions p ON ${runningPromotion('$4')}
           AND (p."productId" IS NULL OR p."productId" = $2::int)
           AND (p.kind = 'sale' OR ($3::varchar IS NOT NULL AND (p.kind = 'loyalty' OR (p.kind = 'vip' AND $3::varchar = ANY (p."avatarKeys")))))
         WHERE u.id = $1
         GROUP BY u.id`,
};

/** The owner's sales running at `at`, each with the product it is for (null: all): the prices due of a vendor's catalogue. */
const SALES_RUNNING = {
  name: 'sales-running-v1',
  text: `SELECT u."stackDiscounts" AS stack,
                COALESCE(json_agg(json_build_object('promotionId', p.id, 'kind', p.kind, 'percentOff', p."percentOff"::text,
                                                    'amountOff', p."amountOff", 'minSpent', p."minSpent", 'productId', p."productId") ORDER BY p.id)
                         FILTER (WHERE p.id IS NOT NULL), '[]') AS rows
         FROM users u
         LEFT JOIN promotions p ON ${runningPromotion('$2')} AND p.kind = 'sale'
         WHERE u.id = $1
         GROUP BY u.id`,
};

/** What the buyer paid and kept: a part refunded does not count. */
const BUYER_SPENT = {
  name: 'sale-buyer-spent-v2',
  text: `SELECT COALESCE(sum(amount - "refundedAmount"), 0)::text AS spent FROM transactions WHERE "ownerId" = $1 AND "buyerId" = $2 AND ${completedSale()}`,
};

const COUPON_COLUMNS = `p.id AS "promotionId", p.code, p."productId", p."percentOff"::text AS "percentOff", p."amountOff", p."isActive",
  p."startsAt", p."endsAt", p."maxUses", p.uses, p."oncePerAvatar",
  EXISTS (SELECT 1 FROM coupon_uses c WHERE c."promotionId" = p.id AND c."buyerId" = $3) AS "usedByBuyer"`;

/** Runs the sale path's statements on one connection. */
function runOn(client: PoolClient): Run {
  return async <R extends QueryResultRow>(statement: QueryConfig) => (await client.query<R>(statement)).rows;
}

function session(run: Run): SaleSession {
  return {
    async state(vendorId, scopes, at, saleId, productId) {
      const [row] = await run<
        CommissionInputsRow & {
          recorded: RecordedSale | null;
          promoted: boolean;
          stack: boolean;
          productVendorId: number | null;
          version: string;
          sales: string;
          until: Date;
          vendorSplits: SplitShare[] | null;
          productSplits: Record<string, SplitShare[]> | null;
        }
      >({
        ...SALE_STATE,
        values: [vendorId, scopes, at, saleId, productId],
      });
      if (!row) return null;
      return {
        recorded: row.recorded,
        productVendorId: row.productVendorId,
        pricing: {
          version: row.version,
          sales: row.sales,
          commission: parseCommissionInputs(row),
          promoted: row.promoted,
          stack: row.stack,
          splits: row.vendorSplits === null && row.productSplits === null ? null : { vendor: row.vendorSplits ?? [], products: row.productSplits ?? {} },
          from: at.getTime(),
          until: row.until.getTime(),
        },
      };
    },

    async writeIfCurrent(sale, pricing) {
      const [row] = await run<{
        version: string | null;
        productState: ProductSaleState;
        saleRow: string | null;
        cardCode: string | null;
        cardBalance: number | null;
        payouts: RecordedSale['payouts'] | null;
        delivery: RecordedSale['delivery'];
      }>({
        ...(sale.payouts.length === 0 ? WRITE_SALE_IF_CURRENT : WRITE_SALE_WITH_PAYOUTS_IF_CURRENT),
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
          sale.giftTo,
          sale.giftToName,
          sale.discountKind,
          sale.discountCode,
          sale.discountAmount,
          sale.given,
          sale.giftCardCode,
          sale.paidWith,
          sale.paidToCheck,
          sale.alsoDue,
          ...(sale.payouts.length === 0
            ? []
            : [
                JSON.stringify(sale.payouts.map(({ avatarKey, avatarName, percent, amount }) => ({ avatarKey, avatarName, percent, amount }))),
                sale.payoutRefusal,
              ]),
        ],
      });
      // The row is what was sent: only its id (and a gift card's) comes back, which keeps the answer small to build and read.
      const written: RecordedSale | null =
        row.saleRow === null
          ? null
          : {
              id: bigintId(row.saleRow),
              status: sale.status,
              amount: sale.amount,
              commission: sale.commission,
              giftTo: sale.giftTo,
              paidWith: sale.paidWith,
              discountKind: sale.discountKind,
              discountCode: sale.discountCode,
              discountAmount: sale.discountAmount,
              delivery: row.delivery,
              voucher: row.cardCode === null ? null : { code: row.cardCode, balance: row.cardBalance! },
              cardBalance: null,
              payouts: row.payouts ?? [],
            };
      return { current: row.version !== null, version: row.version, productState: row.productState, sale: written };
    },

    async findBySaleId(vendorId, saleId) {
      const [row] = await run<{ sale: RecordedSale }>({ ...SALE_BY_SALE_ID, values: [vendorId, saleId] });
      return row?.sale ?? null;
    },

    async promotions(ownerId, productId, buyerId, at) {
      const [row] = await run<{ stack: boolean; rows: PromotionRow[]; listPrice: number | null }>({
        ...PROMOTIONS_FOR_SALE,
        values: [ownerId, productId, buyerId, at],
      });
      return row ?? { stack: false, rows: [], listPrice: null };
    },

    async salesRunning(ownerId, at) {
      const [row] = await run<{ stack: boolean; rows: RunningSaleRow[] }>({ ...SALES_RUNNING, values: [ownerId, at] });
      return row ?? { stack: false, rows: [] };
    },

    async spent(ownerId, buyerId) {
      const [row] = await run<{ spent: string }>({ ...BUYER_SPENT, values: [ownerId, buyerId] });
      return Number(row.spent);
    },

    async coupon(ownerId, code, buyerId, lock) {
      const [row] = await run<CouponRow>({
        text: `SELECT ${COUPON_COLUMNS} FROM promotions p WHERE p."ownerId" = $1 AND p.kind = 'coupon' AND p.code = $2${lock ? ' FOR UPDATE OF p' : ''}`,
        values: [ownerId, code, buyerId],
      });
      return row ?? null;
    },

    async useCoupon(promotionId, buyerId, transactionId) {
      await run({
        text: `WITH used AS (UPDATE promotions SET uses = uses + 1 WHERE id = $1 RETURNING id)
               INSERT INTO coupon_uses ("promotionId", "buyerId", "transactionId") SELECT id, $2, $3 FROM used`,
        values: [promotionId, buyerId, transactionId],
      });
    },

    async lockGiftCard(ownerId, code) {
      const [row] = await run<GiftCardRow>({
        text: `SELECT id, balance, "voidedAt" IS NOT NULL AS voided FROM gift_cards WHERE "ownerId" = $1 AND code = $2 FOR UPDATE`,
        values: [ownerId, code],
      });
      return row ?? null;
    },

    async spendGiftCard(giftCardId, amount, transactionId) {
      // The balance's CHECK refuses going below 0; the caller checked it under the card's lock.
      const [row] = await run<{ balance: number }>({
        text: `WITH spent AS (UPDATE gift_cards SET balance = balance - $2 WHERE id = $1 RETURNING id, balance),
                    redeemed AS (INSERT INTO gift_card_redemptions ("giftCardId", "transactionId", amount) SELECT id, $3, $2 FROM spent)
               SELECT balance FROM spent`,
        values: [giftCardId, amount, transactionId],
      });
      return row.balance;
    },

    async productPrice(vendorId, productId) {
      const [row] = await run<{ price: number }>({ text: `SELECT price FROM products WHERE id = $1 AND "vendorId" = $2`, values: [productId, vendorId] });
      return row?.price ?? null;
    },
  };
}

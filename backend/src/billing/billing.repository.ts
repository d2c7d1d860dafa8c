import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

import { sltDateSql, sltMidnightSql } from '../common/time/second-life-time';
import { completedSale } from '../sales/sales-ledger-sql';
import { CommissionPayment } from './commission-payment.entity';

export interface NewCommissionPayment {
  ownerId: string;
  vendorId: number;
  amount: number;
  transactionKey: string;
  success: boolean;
  reason: string | null;
  at: Date;
}

export interface ChargeRow {
  transactionId: string;
  createdAt: Date;
  commission: string;
  refunded: boolean;
}

/** A statement's payments, and what the matching of those that count to sales starts from. */
export interface StatementPaymentsRows {
  /** The payment reports of the range, failed ones too, oldest first. */
  payments: PaymentRow[];
  /** Whole L$ of the successful payments made before the range (read with the range's payments: 0 when it has none). */
  paidBefore: number;
  /** Commission owed now (exact), from the per-vendor totals (read with the range's payments: 0 when it has none). */
  owed: string;
}

export interface PaymentRow {
  id: number;
  vendorId: number | null;
  vendorName: string | null;
  amount: number;
  transactionKey: string;
  success: boolean;
  reason: string | null;
  createdAt: Date;
}

export interface StatementSaleRow {
  id: string;
  createdAt: Date;
  refundedAt: Date | null;
  status: string;
  amount: number;
  discountAmount: number;
  commission: string;
  paidWith: string;
  productName: string | null;
  vendorName: string;
  giftCardSold: boolean;
  /** The in-world refund orders of the sale, oldest first: one per refunded part (none for a sale not paid in L$ at a vendor). */
  refundParts: Array<{ at: Date; amount: number; commission: string }>;
}

export interface StatementPayoutRow {
  id: string;
  transactionId: string;
  createdAt: Date;
  amount: number;
  avatarName: string;
}

export interface OwnerBalanceRow {
  ownerId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  owed: string;
  collected: number;
  uncollectedSince: Date | null;
  lastPaidAt: Date | null;
  failedSinceLastPaid: number;
}

export interface CollectedDayRow {
  day: string;
  collected: number;
}

/** A sale counts for billing once recorded: completed, or refunded (its commission then credited back). */
const BILLED_SALE = `(${completedSale('t')} OR t.status = 'refunded')`;
/** A completed sale's commission still charged (less what its refunded parts credited back), in hundredths. */
const STANDING_HUNDREDTHS = `((t.commission - t."refundedCommission") * 100)::bigint`;
/** A range of SLT dates, from $2 to $3 inclusive, on a timestamptz column. */
const inSltRange = (column: string) => `${column} >= ${sltMidnightSql('$2::date')} AND ${column} < ${sltMidnightSql('$3::date + 1')}`;

/** Commission payments, and the read-only figures billing takes from the sales ledger, gift cards and payouts. */
@Injectable()
export class BillingRepository {
  constructor(@InjectRepository(CommissionPayment) private readonly payments: Repository<CommissionPayment>) {}

  /** Records a payment report once per merchant and transaction key; answers the row as it stands (the first report). */
  async recordPayment(payment: NewCommissionPayment): Promise<{ row: PaymentRow; created: boolean }> {
    const inserted: Array<{ id: number }> = await this.payments.query(
      `INSERT INTO commission_payments ("ownerId", "vendorId", amount, "transactionKey", success, reason, "createdAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT ("ownerId", "transactionKey") DO NOTHING RETURNING id`,
      [payment.ownerId, payment.vendorId, payment.amount, payment.transactionKey, payment.success, payment.reason, payment.at],
    );
    const [row]: PaymentRow[] = await this.payments.query(
      `SELECT p.id, p."vendorId", v.name AS "vendorName", p.amount, p."transactionKey", p.success, p.reason, p."createdAt"
       FROM commission_payments p LEFT JOIN vendors v ON v.id = p."vendorId"
       WHERE p."ownerId" = $1 AND p."transactionKey" = $2`,
      [payment.ownerId, payment.transactionKey],
    );
    return { row, created: inserted.length > 0 };
  }

  /**
   * Claims the owner's next payment for one vendor: true when no vendor of theirs was told to pay, and none reported a
   * payment, within `seconds` before `at` (one statement, so two vendors asking at once cannot both win).
   */
  async claimPayment(ownerId: string, at: Date, seconds: number): Promise<boolean> {
    const claimed: Array<{ ownerId: string }> = await this.payments.query(
      `INSERT INTO commission_due_claims ("ownerId", "claimedAt")
       SELECT $1::varchar, $2::timestamptz WHERE NOT EXISTS (
         SELECT 1 FROM commission_payments p WHERE p."ownerId" = $1::varchar AND p."createdAt" > $2::timestamptz - make_interval(secs => $3::int))
       ON CONFLICT ("ownerId") DO UPDATE SET "claimedAt" = EXCLUDED."claimedAt"
         WHERE commission_due_claims."claimedAt" <= EXCLUDED."claimedAt" - make_interval(secs => $3::int)
       RETURNING "ownerId"`,
      [ownerId, at, seconds],
    );
    return claimed.length > 0;
  }

  /**
   * The owner's standing sales (completed, with commission left once refunded parts are credited back) recorded at or
   * after `since`, oldest first, each charging that commission; every standing sale when `since` is null. Read on the
   * owner's index (ownerId, createdAt, id), from `since` only.
   */
  standingChargesSince(ownerId: string, since: Date | null): Promise<ChargeRow[]> {
    return this.payments.query(
      `SELECT t.id AS "transactionId", t."createdAt", false AS refunded, (t.commission - t."refundedCommission")::text AS commission
       FROM transactions t WHERE t."ownerId" = $1 AND ${completedSale('t')} AND t.commission > t."refundedCommission"
         AND ($2::timestamptz IS NULL OR t."createdAt" >= $2::timestamptz)
       ORDER BY t."createdAt", t.id`,
      [ownerId, since],
    );
  }

  /**
   * The owner's payment reports between two SLT dates (inclusive), oldest first, with the whole L$ of the successful
   * payments made before them and the commission owed now: one statement, the payments after the range left unread.
   * A transaction key is stored once per owner (its first report; keys are uuids, so case does not matter), so each
   * successful payment before the range counts once in the sum.
   */
  async statementPayments(ownerId: string, from: string, to: string): Promise<StatementPaymentsRows> {
    const rows: Array<PaymentRow & { paidBefore: string; owed: string }> = await this.payments.query(
      `SELECT p.id, p."vendorId", v.name AS "vendorName", p.amount, p."transactionKey", p.success, p.reason, p."createdAt",
              (SELECT COALESCE(SUM(b.amount), 0)::text FROM commission_payments b
               WHERE b."ownerId" = $1 AND b.success AND b.amount > 0 AND b."createdAt" < ${sltMidnightSql('$2::date')}) AS "paidBefore",
              (SELECT COALESCE(SUM(s.commission), 0)::text FROM vendor_sales_totals s JOIN vendors sv ON sv.id = s."vendorId" WHERE sv."ownerId" = $1) AS owed
       FROM commission_payments p LEFT JOIN vendors v ON v.id = p."vendorId"
       WHERE p."ownerId" = $1 AND ${inSltRange('p."createdAt"')} ORDER BY p."createdAt", p.id`,
      [ownerId, from, to],
    );
    return {
      payments: rows.map(({ paidBefore: _paidBefore, owed: _owed, ...payment }) => payment),
      paidBefore: rows.length > 0 ? Number(rows[0].paidBefore) : 0,
      owed: rows.length > 0 ? rows[0].owed : '0',
    };
  }

  /** The owner's payment reports, oldest first. */
  paymentsOf(ownerId: string): Promise<PaymentRow[]> {
    return this.payments.query(
      `SELECT p.id, p."vendorId", v.name AS "vendorName", p.amount, p."transactionKey", p.success, p.reason, p."createdAt"
       FROM commission_payments p LEFT JOIN vendors v ON v.id = p."vendorId"
       WHERE p."ownerId" = $1 ORDER BY p."createdAt", p.id`,
      [ownerId],
    );
  }

  /**
   * Commission owed (exact) and collected (whole L$) by the owner. Owed is the commission of their completed sales, as
   * the rollup trigger keeps it per vendor (vendor_sales_totals): one row a vendor, not one a sale.
   */
  async owedAndCollected(ownerId: string): Promise<{ owed: string; collected: number }> {
    const [row]: Array<{ owed: string; collected: number }> = await this.payments.query(
      `SELECT (SELECT COALESCE(SUM(s.commission), 0)::text FROM vendor_sales_totals s JOIN vendors v ON v.id = s."vendorId" WHERE v."ownerId" = $1) AS owed,
              (SELECT COALESCE(SUM(p.amount), 0)::int FROM commission_payments p WHERE p."ownerId" = $1 AND p.success) AS collected`,
      [ownerId],
    );
    return row;
  }

  /**
   * The oldest standing sale whose commission is not wholly collected, when `outstandingHundredths` (> 0) is what is
   * left to collect. Payments cover standing sales oldest first, so the uncollected ones are the newest whose
   * commission adds up to the outstanding amount: walked newest first on the owner's index, it stops there instead of
   * reading the whole history (bench/billing-balance.bench.ts). Exactly one sale holds the hundredth where the walked
   * commission reaches that amount, so the answer needs no outer ORDER BY, which would keep PostgreSQL from planning
   * the walk to stop at the first row (it then sorted the whole history first).
   */
  async uncollectedSince(ownerId: string, outstandingHundredths: number): Promise<Date | null> {
    const [row]: Array<{ createdAt: Date }> = await this.payments.query(
      `SELECT "createdAt" FROM (
         SELECT t."createdAt", ${STANDING_HUNDREDTHS} AS hundredths,
                SUM(${STANDING_HUNDREDTHS}) OVER (ORDER BY t."createdAt" DESC, t.id DESC ROWS UNBOUNDED PRECEDING) AS newer
         FROM transactions t WHERE t."ownerId" = $1 AND ${completedSale('t')} AND t.commission > t."refundedCommission"
         ORDER BY t."createdAt" DESC, t.id DESC) walked
       WHERE newer >= $2 AND newer - hundredths < $2 LIMIT 1`,
      [ownerId, outstandingHundredths],
    );
    return row?.createdAt ?? null;
  }

  /**
   * The owner's sales recorded, refunded, or refunded in part between two SLT dates (inclusive), oldest first, each with
   * its in-world refund orders (one per refunded part) as the parts of its refund. The ids of the candidates are
   * gathered on indexes first (the owner's sales of the range, their refunded sales, the range's refund orders), so the
   * owner's whole history is not filtered row by row.
   */
  async statementSales(ownerId: string, from: string, to: string): Promise<StatementSaleRow[]> {
    const rows: Array<Omit<StatementSaleRow, 'refundParts'> & { refundParts: Array<{ at: string; amount: number; commission: string }> | null }> =
      await this.payments.query(
        `SELECT t.id, t."createdAt", t."refundedAt", t.status, t.amount, t."discountAmount", t.commission::text AS commission, t."paidWith",
                pr.name AS "productName", v.name AS "vendorName",
                EXISTS (SELECT 1 FROM gift_cards g WHERE g."transactionId" = t.id) AS "giftCardSold",
                (SELECT json_agg(json_build_object('at', o."createdAt", 'amount', o.amount, 'commission', o.commission::text) ORDER BY o.id)
                 FROM refund_orders o WHERE o."transactionId" = t.id) AS "refundParts"
         FROM transactions t JOIN vendors v ON v.id = t."vendorId" LEFT JOIN products pr ON pr.id = t."productId"
         WHERE t."ownerId" = $1 AND ${BILLED_SALE}
           AND ((${inSltRange('t."createdAt"')}) OR (t.status = 'refunded' AND ${inSltRange('t."refundedAt"')})
                OR (t."refundedAmount" > 0 AND EXISTS (SELECT 1 FROM refund_orders o WHERE o."transactionId" = t.id AND ${inSltRange('o."createdAt"')})))
           AND t.id IN (SELECT r.id FROM transactions r WHERE r."ownerId" = $1 AND ${inSltRange('r."createdAt"')}
                        UNION ALL SELECT r.id FROM transactions r WHERE r."ownerId" = $1 AND r.status = 'refunded' AND ${inSltRange('r."refundedAt"')}
                        UNION ALL SELECT o."transactionId" FROM refund_orders o WHERE ${inSltRange('o."createdAt"')})
         ORDER BY t."createdAt", t.id`,
        [ownerId, from, to],
      );
    return rows.map((row) => ({ ...row, refundParts: (row.refundParts ?? []).map((part) => ({ ...part, at: new Date(part.at) })) }));
  }

  /** The partner payouts the owner's vendors paid for sales between two SLT dates, oldest first. */
  statementPayouts(ownerId: string, from: string, to: string): Promise<StatementPayoutRow[]> {
    return this.payments.query(
      `SELECT p.id, p."transactionId", p."createdAt", p.amount, p."avatarName" FROM payouts p
       WHERE p."ownerId" = $1 AND p.status = 'paid' AND ${inSltRange('p."createdAt"')} ORDER BY p."createdAt", p.id`,
      [ownerId, from, to],
    );
  }

  /**
   * Every merchant with commission or payments: owed (from the per-vendor totals), collected, since when something is
   * uncollected (the collection rule's oldest uncollected sale, found by the newest-first walk of uncollectedSince), and
   * the last payment. Only merchants who owe something walk their sales, and only back to the first uncollected one.
   */
  balances(): Promise<OwnerBalanceRow[]> {
    return this.payments.query(
      `WITH owed AS (
         SELECT v."ownerId", SUM(s.commission) AS owed FROM vendor_sales_totals s JOIN vendors v ON v.id = s."vendorId"
         GROUP BY v."ownerId" HAVING SUM(s.commission) > 0
       ), paid AS (
         SELECT p."ownerId", COALESCE(SUM(p.amount) FILTER (WHERE p.success), 0)::int AS collected,
                MAX(p."createdAt") FILTER (WHERE p.success) AS "lastPaidAt"
         FROM commission_payments p GROUP BY p."ownerId"
       ), balance AS (
         SELECT u.id, u.email, u."firstName", u."lastName", COALESCE(o.owed, 0) AS owed, COALESCE(pd.collected, 0) AS collected, pd."lastPaidAt",
                ((COALESCE(o.owed, 0) - COALESCE(pd.collected, 0)) * 100)::bigint AS outstanding
         FROM users u LEFT JOIN owed o ON o."ownerId" = u.id LEFT JOIN paid pd ON pd."ownerId" = u.id
         WHERE o.owed IS NOT NULL OR pd."ownerId" IS NOT NULL
       )
       SELECT b.id AS "ownerId", b.email, b."firstName", b."lastName", b.owed::text AS owed, b.collected, b."lastPaidAt",
              CASE WHEN b.outstanding > 0 THEN (
                SELECT w."createdAt" FROM (
                  SELECT t."createdAt", t.id,
                         SUM(${STANDING_HUNDREDTHS}) OVER (ORDER BY t."createdAt" DESC, t.id DESC ROWS UNBOUNDED PRECEDING) AS newer
                  FROM transactions t WHERE t."ownerId" = b.id AND ${completedSale('t')} AND t.commission > t."refundedCommission"
                  ORDER BY t."createdAt" DESC, t.id DESC) w
                WHERE w.newer >= b.outstanding ORDER BY w."createdAt" DESC, w.id DESC LIMIT 1)
              END AS "uncollectedSince",
              (SELECT COUNT(*)::int FROM commission_payments f WHERE f."ownerId" = b.id AND NOT f.success
                 AND NOT EXISTS (SELECT 1 FROM commission_payments s WHERE s."ownerId" = f."ownerId" AND s.success
                                 AND (s."createdAt", s.id) > (f."createdAt", f.id))) AS "failedSinceLastPaid"
       FROM balance b
       ORDER BY b.email`,
    );
  }

  /** The platform's collected commission per SLT day between two SLT dates (days without payments left out). */
  collectedPerDay(from: string, to: string): Promise<CollectedDayRow[]> {
    return this.payments.query(
      `SELECT ${sltDateSql('p."createdAt"')}::text AS day, SUM(p.amount)::int AS collected FROM commission_payments p
       WHERE p.success AND ${inSltRange('p."createdAt"').replace(/\$2/g, '$1').replace(/\$3/g, '$2')} GROUP BY 1 ORDER BY 1`,
      [from, to],
    );
  }
}

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

  /** Every sale of the owner carrying commission, completed or refunded, oldest first. */
  charges(ownerId: string): Promise<ChargeRow[]> {
    return this.payments.query(
      `SELECT t.id AS "transactionId", t."createdAt", t.commission::text AS commission, t.status = 'refunded' AS refunded
       FROM transactions t WHERE t."ownerId" = $1 AND ${BILLED_SALE} AND t.commission > 0 ORDER BY t."createdAt", t.id`,
      [ownerId],
    );
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

  /** Commission owed (exact) and collected (whole L$) by the owner. */
  async owedAndCollected(ownerId: string): Promise<{ owed: string; collected: number }> {
    const [row]: Array<{ owed: string; collected: number }> = await this.payments.query(
      `SELECT (SELECT COALESCE(SUM(t.commission), 0)::text FROM transactions t WHERE t."ownerId" = $1 AND ${completedSale('t')}) AS owed,
              (SELECT COALESCE(SUM(p.amount), 0)::int FROM commission_payments p WHERE p."ownerId" = $1 AND p.success) AS collected`,
      [ownerId],
    );
    return row;
  }

  /** The owner's sales recorded, or refunded, between two SLT dates (inclusive), oldest first. */
  statementSales(ownerId: string, from: string, to: string): Promise<StatementSaleRow[]> {
    return this.payments.query(
      `SELECT t.id, t."createdAt", t."refundedAt", t.status, t.amount, t."discountAmount", t.commission::text AS commission, t."paidWith",
              pr.name AS "productName", v.name AS "vendorName",
              EXISTS (SELECT 1 FROM gift_cards g WHERE g."transactionId" = t.id) AS "giftCardSold"
       FROM transactions t JOIN vendors v ON v.id = t."vendorId" LEFT JOIN products pr ON pr.id = t."productId"
       WHERE t."ownerId" = $1 AND ${BILLED_SALE}
         AND ((${inSltRange('t."createdAt"')}) OR (t.status = 'refunded' AND ${inSltRange('t."refundedAt"')}))
       ORDER BY t."createdAt", t.id`,
      [ownerId, from, to],
    );
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
   * Every merchant with commission or payments: owed, collected, since when something is uncollected (the first sale,
   * oldest first, whose running commission passes what was collected: the collection rule's order), last payment.
   */
  balances(): Promise<OwnerBalanceRow[]> {
    return this.payments.query(
      `WITH owed AS (
         SELECT t."ownerId", SUM(t.commission) AS owed FROM transactions t WHERE ${completedSale('t')} AND t.commission > 0 GROUP BY t."ownerId"
       ), paid AS (
         SELECT p."ownerId", COALESCE(SUM(p.amount) FILTER (WHERE p.success), 0)::int AS collected,
                MAX(p."createdAt") FILTER (WHERE p.success) AS "lastPaidAt"
         FROM commission_payments p GROUP BY p."ownerId"
       ), running AS (
         SELECT t."ownerId", t."createdAt",
                SUM(t.commission) OVER (PARTITION BY t."ownerId" ORDER BY t."createdAt", t.id) AS cumulative
         FROM transactions t WHERE ${completedSale('t')} AND t.commission > 0
       )
       SELECT u.id AS "ownerId", u.email, u."firstName", u."lastName", COALESCE(o.owed, 0)::text AS owed,
              COALESCE(pd.collected, 0) AS collected, pd."lastPaidAt",
              (SELECT MIN(r."createdAt") FROM running r WHERE r."ownerId" = u.id AND r.cumulative > COALESCE(pd.collected, 0)) AS "uncollectedSince",
              (SELECT COUNT(*)::int FROM commission_payments f WHERE f."ownerId" = u.id AND NOT f.success
                 AND NOT EXISTS (SELECT 1 FROM commission_payments s WHERE s."ownerId" = f."ownerId" AND s.success
                                 AND (s."createdAt", s.id) > (f."createdAt", f.id))) AS "failedSinceLastPaid"
       FROM users u LEFT JOIN owed o ON o."ownerId" = u.id LEFT JOIN paid pd ON pd."ownerId" = u.id
       WHERE o.owed IS NOT NULL OR pd."ownerId" IS NOT NULL
       ORDER BY u.email`,
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

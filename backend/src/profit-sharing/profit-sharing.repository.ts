import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { GLOBAL_SCOPE, scopeOf } from '../commissions/commission-inputs-sql';
import { bigintId } from '../common/ids/bigint-id';
import type { PayoutStatus, RateRule, SplitShare } from '../sales/payout-arithmetic';
import { completedSale } from '../sales/sales-ledger-sql';

/** Whose sales a list of splits shares: one vendor's, or one product's. */
export type SplitTarget = { kind: 'vendor'; id: number } | { kind: 'product'; id: number };

export interface OwnedVendor {
  id: number;
  name: string;
}

export interface OwnedProduct {
  id: number;
  name: string;
  vendorId: number;
  vendorName: string;
}

/** A vendor or product with splits of its own, and its partners in order. */
export interface SplitTargetRow {
  vendorId: number;
  vendorName: string;
  productId: number | null;
  productName: string | null;
  splits: SplitShare[];
}

export interface CommissionBounds {
  vendorConfig: RateRule | null;
  globalConfig: RateRule | null;
  eventRatePercents: string[];
}

/** A paid payout as reconciliation matches it with the L$ the history shows going out. */
export interface PaidPayoutRow {
  id: number;
  amount: number;
  avatarKey: string;
  avatarName: string;
  transactionKey: string | null;
  paidAt: Date;
}

/** A payout with its sale, as the ledger and the transaction details show it. */
export interface PayoutRow {
  /** bigint ids, as pg returns them. */
  id: string;
  transactionId: string;
  vendorId: number;
  vendorName: string;
  productId: number | null;
  productName: string | null;
  avatarKey: string;
  avatarName: string;
  percent: string;
  amount: number;
  status: PayoutStatus;
  transactionKey: string | null;
  reason: string | null;
  overLimit: boolean;
  attempts: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface PartnerTotalsRow {
  avatarKey: string;
  avatarName: string;
  dueCount: number;
  dueAmount: string;
  paidCount: number;
  paidAmount: string;
  failedCount: number;
  failedAmount: string;
}

export interface LedgerFilter {
  ownerId: string;
  avatarKey?: string;
  status?: PayoutStatus;
}

/** A payout locked for a retry, with the sale it is a share of. */
export interface RetryRow {
  id: string;
  transactionId: string;
  avatarKey: string;
  avatarName: string;
  percent: string;
  status: PayoutStatus;
  overLimit: boolean;
  saleAmount: number;
  saleStatus: string;
  commissionRate: string;
  saleVendorId: number;
  saleProductId: number | null;
}

/** A sibling payout of the same sale: what it promises the partners. */
export interface SiblingRow {
  id: string;
  percent: string;
  status: PayoutStatus;
}

/** What the vendor is told to pay (the names are the script's). */
export interface DuePayoutRow {
  payout_id: number;
  avatar_key: string;
  amount: number;
  /** Reports received so far: the order being made is for the next try. */
  attempts: number;
}

const PAYOUT_COLUMNS = `p.id::text AS id, p."transactionId"::text AS "transactionId", p."vendorId", v.name AS "vendorName", t."productId",
  pr.name AS "productName", p."avatarKey", p."avatarName", p.percent::text AS percent, p.amount, p.status, p."transactionKey", p.reason,
  p."overLimit", p.attempts, p."createdAt", p."updatedAt"`;
const PAYOUT_FROM = `payouts p JOIN transactions t ON t.id = p."transactionId" JOIN vendors v ON v.id = p."vendorId" LEFT JOIN products pr ON pr.id = t."productId"`;

/**
 * Splits and payouts. The sale path reads splits and writes payouts itself, in its own statements
 * (SalesLedgerRepository): here are the merchant's side and the vendor's reports.
 */
@Injectable()
export class ProfitSharingRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  // ------------------------------------------------------------------ splits

  /**
   * The owner's in-world vendor, or null. With a manager it is locked until the transaction ends, so two saves of its
   * splits queue and it cannot be deleted meanwhile; the lock lets sales of the vendor go on (they only share its key).
   */
  async vendorOfOwner(vendorId: number, ownerId: string, manager?: EntityManager): Promise<OwnedVendor | null> {
    const [row]: OwnedVendor[] = await (manager ?? this.dataSource.manager).query(
      `SELECT id, name FROM vendors WHERE id = $1 AND "ownerId" = $2 AND kind = 'in-world'${manager ? ' FOR NO KEY UPDATE' : ''}`,
      [vendorId, ownerId],
    );
    return row ?? null;
  }

  /** The owner's product (on one of their vendors), or null; locked like vendorOfOwner with a manager. */
  async productOfOwner(productId: number, ownerId: string, manager?: EntityManager): Promise<OwnedProduct | null> {
    const [row]: OwnedProduct[] = await (manager ?? this.dataSource.manager).query(
      `SELECT p.id, p.name, p."vendorId", v.name AS "vendorName" FROM products p JOIN vendors v ON v.id = p."vendorId"
       WHERE p.id = $1 AND v."ownerId" = $2${manager ? ' FOR NO KEY UPDATE OF p' : ''}`,
      [productId, ownerId],
    );
    return row ?? null;
  }

  /** A vendor's or product's own splits, in the order saved. */
  splitsOf(target: SplitTarget, manager?: EntityManager): Promise<SplitShare[]> {
    const column = target.kind === 'vendor' ? '"vendorId"' : '"productId"';
    return (manager ?? this.dataSource.manager).query(
      `SELECT "avatarKey", "avatarName", percent::text AS percent FROM profit_splits WHERE ${column} = $1 ORDER BY position, id`,
      [target.id],
    );
  }

  /** Replaces a vendor's or product's splits with these, in this order. */
  async replaceSplits(manager: EntityManager, target: SplitTarget, ownerId: string, shares: readonly SplitShare[]): Promise<void> {
    const column = target.kind === 'vendor' ? '"vendorId"' : '"productId"';
    await manager.query(`DELETE FROM profit_splits WHERE ${column} = $1`, [target.id]);
    if (shares.length === 0) return;
    await manager.query(
      `INSERT INTO profit_splits ("ownerId", ${column}, "avatarKey", "avatarName", percent, position)
       SELECT $1, $2, s."avatarKey", s."avatarName", s.percent, s.position
       FROM jsonb_to_recordset($3::jsonb) AS s("avatarKey" varchar, "avatarName" varchar, percent numeric, position int)`,
      [ownerId, target.id, JSON.stringify(shares.map((share, position) => ({ ...share, position })))],
    );
  }

  /** Every vendor and product of the owner with splits of its own: vendors by name, then their products by name. */
  splitTargetsOf(ownerId: string): Promise<SplitTargetRow[]> {
    return this.dataSource.query(
      `SELECT x."vendorId", v.name AS "vendorName", x."productId", pr.name AS "productName",
              json_agg(json_build_object('avatarKey', s."avatarKey", 'avatarName', s."avatarName", 'percent', s.percent::text) ORDER BY s.position, s.id) AS splits
       FROM profit_splits s
       LEFT JOIN products pr ON pr.id = s."productId"
       CROSS JOIN LATERAL (SELECT COALESCE(s."vendorId", pr."vendorId") AS "vendorId", s."productId") x
       JOIN vendors v ON v.id = x."vendorId"
       WHERE s."ownerId" = $1
       GROUP BY x."vendorId", v.name, x."productId", pr.name
       ORDER BY v.name, x."vendorId", x."productId" NULLS FIRST, pr.name`,
      [ownerId],
    );
  }

  /**
   * What bounds the commission on a vendor's sales from `at` on: its own and the global configuration, and the rates of
   * the active events it takes part in that have not ended (commission configurations and events are read, not changed).
   */
  async commissionBounds(vendorId: number, at: Date, manager?: EntityManager): Promise<CommissionBounds> {
    const [row]: Array<{ configs: Array<RateRule & { scope: string }>; events: string[] }> = await (manager ?? this.dataSource.manager).query(
      `SELECT (SELECT COALESCE(json_agg(json_build_object('scope', c.scope, 'baseRate', c."baseRate"::text, 'isActive', c."isActive")), '[]')
               FROM commission_configs c WHERE c.scope = ANY($2::varchar[])) AS configs,
              (SELECT COALESCE(json_agg(e."commissionRate"::text), '[]')
               FROM event_vendors ev JOIN events e ON e.id = ev."eventId"
               WHERE ev."vendorId" = $1 AND e."isActive" AND e."endDate" > $3) AS events`,
      [vendorId, [scopeOf(vendorId), GLOBAL_SCOPE], at],
    );
    const config = (scope: string): RateRule | null => {
      const found = row.configs.find((candidate) => candidate.scope === scope);
      return found ? { baseRate: found.baseRate, isActive: found.isActive } : null;
    };
    return { vendorConfig: config(scopeOf(vendorId)), globalConfig: config(GLOBAL_SCOPE), eventRatePercents: row.events };
  }

  // ------------------------------------------------------------------ payouts: the merchant's ledger

  /** A sale's payouts, in the order they were made. */
  payoutsOfSale(transactionId: number): Promise<PayoutRow[]> {
    return this.dataSource.query(`SELECT ${PAYOUT_COLUMNS} FROM ${PAYOUT_FROM} WHERE p."transactionId" = $1 ORDER BY p.id`, [transactionId]);
  }

  async findOfOwner(id: number, ownerId: string): Promise<PayoutRow | null> {
    const [row]: PayoutRow[] = await this.dataSource.query(`SELECT ${PAYOUT_COLUMNS} FROM ${PAYOUT_FROM} WHERE p.id = $1 AND p."ownerId" = $2`, [id, ownerId]);
    return row ?? null;
  }

  /** One page of the owner's payouts, newest first. */
  ledgerPage(filter: LedgerFilter, offset: number, limit: number): Promise<PayoutRow[]> {
    const { where, values } = ledgerWhere(filter);
    return this.dataSource.query(
      `SELECT ${PAYOUT_COLUMNS} FROM ${PAYOUT_FROM} WHERE ${where} ORDER BY p."createdAt" DESC, p.id DESC OFFSET $${values.length + 1} LIMIT $${values.length + 2}`,
      [...values, offset, limit],
    );
  }

  async ledgerCount(filter: LedgerFilter): Promise<number> {
    const { where, values } = ledgerWhere(filter);
    const [row]: Array<{ count: number }> = await this.dataSource.query(`SELECT count(*)::int AS count FROM payouts p WHERE ${where}`, values);
    return row.count;
  }

  /** The owner's payouts paid between two instants (by when the vendor reported the transfer), for reconciliation. */
  async paidBetween(ownerId: string, from: Date, to: Date): Promise<PaidPayoutRow[]> {
    const rows: Array<PaidPayoutRow & { id: string }> = await this.dataSource.query(
      `SELECT id::text AS id, amount, "avatarKey", "avatarName", "transactionKey", "updatedAt" AS "paidAt"
       FROM payouts WHERE "ownerId" = $1 AND status = 'paid' AND "updatedAt" BETWEEN $2 AND $3 ORDER BY id`,
      [ownerId, from, to],
    );
    return rows.map((row) => ({ ...row, id: bigintId(row.id) }));
  }

  /** Each partner the owner has payouts for: due, paid and failed, counted and summed; by name. */
  partnerTotals(ownerId: string): Promise<PartnerTotalsRow[]> {
    return this.dataSource.query(
      `SELECT "avatarKey", (array_agg("avatarName" ORDER BY id DESC))[1] AS "avatarName",
              count(*) FILTER (WHERE status = 'due')::int AS "dueCount", COALESCE(sum(amount) FILTER (WHERE status = 'due'), 0)::text AS "dueAmount",
              count(*) FILTER (WHERE status = 'paid')::int AS "paidCount", COALESCE(sum(amount) FILTER (WHERE status = 'paid'), 0)::text AS "paidAmount",
              count(*) FILTER (WHERE status = 'failed')::int AS "failedCount", COALESCE(sum(amount) FILTER (WHERE status = 'failed'), 0)::text AS "failedAmount"
       FROM payouts WHERE "ownerId" = $1
       GROUP BY "avatarKey" ORDER BY 2, 1`,
      [ownerId],
    );
  }

  /**
   * Locks the owner's payout and every other payout of its sale (in id order, so two retries of one sale queue
   * rather than deadlock) until the transaction ends; null when the owner has no such payout.
   */
  async lockForRetry(manager: EntityManager, id: number, ownerId: string): Promise<{ payout: RetryRow; siblings: SiblingRow[] } | null> {
    const [payout]: RetryRow[] = await manager.query(
      `SELECT p.id::text AS id, p."transactionId"::text AS "transactionId", p."avatarKey", p."avatarName", p.percent::text AS percent, p.status,
              p."overLimit", t.amount AS "saleAmount", t.status AS "saleStatus", t."commissionRate"::text AS "commissionRate",
              t."vendorId" AS "saleVendorId", t."productId" AS "saleProductId"
       FROM payouts p JOIN transactions t ON t.id = p."transactionId" WHERE p.id = $1 AND p."ownerId" = $2`,
      [id, ownerId],
    );
    if (!payout) return null;
    const locked: Array<SiblingRow & { avatarKey: string }> = await manager.query(
      `SELECT id::text AS id, percent::text AS percent, status, "avatarKey" FROM payouts WHERE "transactionId" = $1 ORDER BY id FOR UPDATE`,
      [payout.transactionId],
    );
    // Read again under the lock: a concurrent retry or report may have changed it.
    const self = locked.find((row) => row.id === payout.id);
    if (!self) return null;
    return { payout: { ...payout, status: self.status, percent: self.percent }, siblings: locked.filter((row) => row.id !== payout.id) };
  }

  /** Back to due (a retry); the amount and percent are recomputed for a payout that failed the splits' check. */
  async markDue(manager: EntityManager, id: number, at: Date, recomputed: { percent: string; amount: number; avatarName: string } | null): Promise<void> {
    await manager.query(
      `UPDATE payouts SET status = 'due', reason = NULL, "overLimit" = false, "updatedAt" = $2,
              percent = COALESCE($3::numeric, percent), amount = COALESCE($4::int, amount), "avatarName" = COALESCE($5, "avatarName")
       WHERE id = $1`,
      [id, at, recomputed?.percent ?? null, recomputed?.amount ?? null, recomputed?.avatarName ?? null],
    );
  }

  // ------------------------------------------------------------------ payouts: the vendor's side

  /**
   * Records what the vendor reported for the owner's payout, once: a due payout becomes paid or failed; a failed one
   * becomes paid when a transfer did go through; a paid one never changes. Answers the payout as it stands after, or
   * null when the owner (and vendor, when given) has no such payout.
   */
  async report(report: {
    id: number;
    ownerId: string;
    vendorId: number | null;
    success: boolean;
    transactionKey: string | null;
    reason: string | null;
    at: Date;
  }): Promise<{ id: string; status: PayoutStatus; amount: number } | null> {
    const scope = [report.id, report.ownerId, report.vendorId];
    const [changed]: Array<{ id: string; status: PayoutStatus; amount: number }> = await this.dataSource.query(
      `WITH changed AS (
         UPDATE payouts SET status = CASE WHEN $4::boolean THEN 'paid' ELSE 'failed' END,
                "transactionKey" = COALESCE($5, "transactionKey"), reason = CASE WHEN $4::boolean THEN NULL ELSE $6 END,
                "overLimit" = false, attempts = attempts + 1, "updatedAt" = $7
         WHERE id = $1 AND "ownerId" = $2 AND ($3::int IS NULL OR "vendorId" = $3)
           AND (status = 'due' OR (status = 'failed' AND $4::boolean))
         RETURNING id, status, amount
       )
       SELECT id::text AS id, status, amount FROM changed`,
      [...scope, report.success, report.transactionKey, report.reason, report.at],
    );
    if (changed) return changed;
    // Nothing to change (a repeat, or a report after the fact): read it afresh, after any concurrent report committed.
    const [row]: Array<{ id: string; status: PayoutStatus; amount: number }> = await this.dataSource.query(
      `SELECT id::text AS id, status, amount FROM payouts WHERE id = $1 AND "ownerId" = $2 AND ($3::int IS NULL OR "vendorId" = $3)`,
      scope,
    );
    return row ?? null;
  }

  /** The vendor's payouts still to pay, oldest first: only those of completed sales (a refunded sale pays nobody). */
  dueForVendor(vendorId: number, limit: number): Promise<DuePayoutRow[]> {
    return this.dataSource.query(
      `SELECT p.id::float8 AS payout_id, p."avatarKey" AS avatar_key, p.amount, p.attempts
       FROM payouts p JOIN transactions t ON t.id = p."transactionId"
       WHERE p."vendorId" = $1 AND p.status = 'due' AND ${completedSale('t')}
       ORDER BY p.id LIMIT $2`,
      [vendorId, limit],
    );
  }

  async countDueForVendor(vendorId: number): Promise<number> {
    const [row]: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count
       FROM payouts p JOIN transactions t ON t.id = p."transactionId"
       WHERE p."vendorId" = $1 AND p.status = 'due' AND ${completedSale('t')}`,
      [vendorId],
    );
    return row.count;
  }
}

function ledgerWhere(filter: LedgerFilter): { where: string; values: unknown[] } {
  const conditions = ['p."ownerId" = $1'];
  const values: unknown[] = [filter.ownerId];
  if (filter.avatarKey) {
    values.push(filter.avatarKey);
    conditions.push(`p."avatarKey" = $${values.length}`);
  }
  if (filter.status) {
    values.push(filter.status);
    conditions.push(`p.status = $${values.length}`);
  }
  return { where: conditions.join(' AND '), values };
}

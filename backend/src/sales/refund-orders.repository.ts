import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { Tx } from '../database/transaction';
import type { RefundOrderStatus } from './refund-order.entity';

export interface RefundOrderRow {
  id: number;
  transactionId: number;
  avatarKey: string;
  amount: number;
  status: RefundOrderStatus;
  attempts: number;
  transactionKey: string | null;
  reason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, "transactionId"::float8 AS "transactionId", "avatarKey", amount, status, attempts, "transactionKey", reason, "createdAt", "updatedAt"`;

@Injectable()
export class RefundOrdersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One order per sale: a second request for the same sale changes nothing. */
  async create(tx: Tx, order: { transactionId: number; ownerId: string; vendorId: number; avatarKey: string; amount: number }): Promise<void> {
    await tx.query(
      `INSERT INTO refund_orders ("transactionId", "ownerId", "vendorId", "avatarKey", amount) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("transactionId") DO NOTHING`,
      [order.transactionId, order.ownerId, order.vendorId, order.avatarKey, order.amount],
    );
  }

  ofSale(transactionId: number): Promise<RefundOrderRow | null> {
    return this.dataSource
      .query(`SELECT ${COLUMNS} FROM refund_orders WHERE "transactionId" = $1`, [transactionId])
      .then((rows: RefundOrderRow[]) => rows[0] ?? null);
  }

  /** The vendor's orders still to carry out, oldest first; they become sent (the script has them). */
  async takeDue(vendorId: number, limit: number): Promise<RefundOrderRow[]> {
    const [rows]: [RefundOrderRow[], number] = await this.dataSource.query(
      `UPDATE refund_orders SET status = 'sent', "updatedAt" = now()
       WHERE id IN (SELECT id FROM refund_orders WHERE "vendorId" = $1 AND status IN ('requested', 'sent') ORDER BY id LIMIT $2)
       RETURNING ${COLUMNS}`,
      [vendorId, limit],
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  async countDue(vendorId: number): Promise<number> {
    const [row]: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM refund_orders WHERE "vendorId" = $1 AND status IN ('requested', 'sent')`,
      [vendorId],
    );
    return row.count;
  }

  /**
   * Second Life's answer, once: an order confirmed stays confirmed; a failure of an order still out is kept with its
   * reason. Null for an order that is not this owner's (or this vendor's).
   */
  async report(report: {
    id: number;
    ownerId: string;
    vendorId: number;
    success: boolean;
    transactionKey: string | null;
    reason: string | null;
  }): Promise<RefundOrderRow | null> {
    const [changed]: [RefundOrderRow[], number] = await this.dataSource.query(
      `UPDATE refund_orders SET status = CASE WHEN $4::boolean THEN 'confirmed' ELSE 'failed' END,
              "transactionKey" = COALESCE($5, "transactionKey"), reason = CASE WHEN $4::boolean THEN NULL ELSE $6 END,
              attempts = attempts + 1, "updatedAt" = now()
       WHERE id = $1 AND "ownerId" = $2 AND "vendorId" = $3 AND (status IN ('requested', 'sent') OR (status = 'failed' AND $4::boolean))
       RETURNING ${COLUMNS}`,
      [report.id, report.ownerId, report.vendorId, report.success, report.transactionKey, report.reason],
    );
    if (changed[0]) return changed[0];
    const rows: RefundOrderRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM refund_orders WHERE id = $1 AND "ownerId" = $2 AND "vendorId" = $3`, [
      report.id,
      report.ownerId,
      report.vendorId,
    ]);
    return rows[0] ?? null;
  }

  /** The owner's refund orders Second Life confirmed between `from` and `to`, with the buyer's name, for reconciliation. */
  confirmedBetween(ownerId: string, from: Date, to: Date): Promise<Array<RefundOrderRow & { buyerName: string | null }>> {
    return this.dataSource.query(
      `SELECT r.id, r."transactionId"::float8 AS "transactionId", r."avatarKey", r.amount, r.status, r.attempts, r."transactionKey", r.reason,
              r."createdAt", r."updatedAt", t."buyerName"
       FROM refund_orders r JOIN transactions t ON t.id = r."transactionId"
       WHERE r."ownerId" = $1 AND r.status = 'confirmed' AND r."updatedAt" BETWEEN $2 AND $3
       ORDER BY r."updatedAt", r.id`,
      [ownerId, from, to],
    );
  }
}

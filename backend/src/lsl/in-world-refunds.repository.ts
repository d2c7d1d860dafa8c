import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

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

/** The refunds vendor scripts report, once per sale_id of a vendor. */
@Injectable()
export class InWorldRefundsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records the report unless the vendor reported this sale_id already; the vendor's sale with that sale_id, if any. */
  async recordOnce(report: RefundReport): Promise<string | null> {
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
}

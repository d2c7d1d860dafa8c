import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import type { RefundReportedDto, ReportRefundDto } from './dto/refund-report.dto';
import { InWorldRefund } from './in-world-refund.entity';
import type { ScriptCaller } from './in-world-request';
import { SellingVendors } from './selling-vendors';

/** The refunds vendor scripts report: a discounted sale's change, or the payment of a sale the platform refused. */
@Injectable()
export class InWorldRefundsService {
  constructor(
    @InjectRepository(InWorldRefund) private readonly refunds: Repository<InWorldRefund>,
    private readonly vendors: SellingVendors,
    private readonly clock: Clock,
  ) {}

  /** Records the report once per sale_id of the vendor: a repeated report answers the same and changes nothing. */
  async report(caller: ScriptCaller, dto: ReportRefundDto): Promise<RefundReportedDto> {
    const vendor = await this.vendors.ofCaller(caller, dto.vendor_id);
    const rows: Array<{ transactionId: string | null }> = await this.refunds.query(
      `WITH sale AS (SELECT id FROM transactions WHERE "vendorId" = $1 AND "saleId" = $2),
            written AS (
              INSERT INTO in_world_refunds ("vendorId", "ownerId", "saleId", "transactionId", "buyerId", amount, success, "transferKey", reason, "createdAt")
              VALUES ($1, $3, $2, (SELECT id FROM sale), $4, $5, $6, $7, $8, $9)
              ON CONFLICT ("vendorId", "saleId") DO NOTHING
              RETURNING "transactionId")
       SELECT (SELECT id FROM sale)::text AS "transactionId"`,
      [vendor.id, dto.sale_id, vendor.ownerId, dto.user_id, dto.amount, dto.success, dto.transaction_key ?? null, dto.reason?.trim() || null, this.clock.now()],
    );
    const transactionId = rows[0]?.transactionId;
    return { recorded: true, transaction_id: transactionId ? Number(transactionId) : null };
  }
}

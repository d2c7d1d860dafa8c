import { Injectable } from '@nestjs/common';

import { Clock } from '../common/clock';
import { bigintId } from '../common/ids/bigint-id';
import type { ScriptCaller } from '../in-world/in-world-request';
import type { RefundReportedDto, ReportRefundDto } from './dto/refund-report.dto';
import { SalesLedgerRepository } from './sales-ledger.repository';
import { SellingVendors } from './selling-vendors';

/** The refunds vendor scripts report: a discounted sale's change, or the payment of a sale the platform refused. */
@Injectable()
export class InWorldRefundsService {
  constructor(
    private readonly ledger: SalesLedgerRepository,
    private readonly vendors: SellingVendors,
    private readonly clock: Clock,
  ) {}

  /** Records the report once per sale_id of the vendor: a repeated report answers the same and changes nothing. */
  async report(caller: ScriptCaller, dto: ReportRefundDto): Promise<RefundReportedDto> {
    const vendor = await this.vendors.ofCaller(caller, dto.vendor_id);
    const transactionId = await this.ledger.recordRefundReport({
      vendorId: vendor.id,
      ownerId: vendor.ownerId,
      saleId: dto.sale_id,
      buyerId: dto.user_id,
      amount: dto.amount,
      success: dto.success,
      transferKey: dto.transaction_key ?? null,
      reason: dto.reason?.trim() || null,
      at: this.clock.now(),
    });
    return { recorded: true, transaction_id: transactionId === null ? null : bigintId(transactionId) };
  }
}

import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';

import { commissionForSale } from '../commissions/commission-engine';
import { CommissionInputsService } from '../commissions/commission-inputs.service';
import { Clock } from '../common/clock';
import type { Tx } from '../database/transaction';
import { SalesLedgerService } from '../sales/sales-ledger.service';
import { VendorsService } from '../vendors/vendors.service';
import { ansHashMatches, type AnsOrder, rawQueryOf, readAnsOrder } from './ans-notification';
import type { MarketplaceSaleRecordedDto } from './dto/marketplace.dto';
import { MarketplaceRepository } from './marketplace.repository';
import { MARKETPLACE_TOKEN } from './marketplace-settings.service';
import { PlatformSettingsService } from './platform-settings.service';

export const UNKNOWN_MARKETPLACE_ADDRESS = 'Unknown Marketplace address.';
export const ANS_HASH_MISMATCH = 'The verification hash does not match.';

/**
 * Records the sales the SL Marketplace notifies (its Automatic Notification Service). Each merchant's sales are held
 * by their Marketplace vendor, priced like that vendor's in-world sales would be (no event applies) unless the admins
 * exempt Marketplace sales, and recorded once per Marketplace order however often it is notified.
 */
@Injectable()
export class MarketplaceSalesService {
  constructor(
    private readonly repository: MarketplaceRepository,
    private readonly ledger: SalesLedgerService,
    private readonly vendors: VendorsService,
    private readonly commissionInputs: CommissionInputsService,
    private readonly platformSettings: PlatformSettingsService,
    private readonly clock: Clock,
  ) {}

  /**
   * A notification, checked in this order: the address (404), the hash over the query string exactly as it arrived
   * (403), the order's fields (400). Nothing is written for a refused call.
   */
  async receive(token: string, requestUrl: string, hashHeader: string | string[] | undefined): Promise<MarketplaceSaleRecordedDto> {
    const merchant = MARKETPLACE_TOKEN.test(token) ? await this.repository.merchantByToken(token) : null;
    if (!merchant) throw new NotFoundException(UNKNOWN_MARKETPLACE_ADDRESS);
    const rawQuery = rawQueryOf(requestUrl);
    if (!ansHashMatches(rawQuery, merchant.salt, hashHeader)) throw new ForbiddenException(ANS_HASH_MISMATCH);
    const read = readAnsOrder(rawQuery);
    if ('problem' in read) {
      const { field, message } = read.problem;
      throw new BadRequestException({ message, fieldErrors: { [field]: [message] } });
    }
    return this.record(merchant.id, read.order);
  }

  /** In one transaction: the order is recorded once (a repeat answers the first transaction and writes nothing). */
  private record(ownerId: string, order: AnsOrder): Promise<MarketplaceSaleRecordedDto> {
    const at = this.clock.now();
    return this.repository.transaction(async (manager) => {
      const known = await this.ledger.findMarketplaceSale(manager, ownerId, order.transactionId);
      if (known !== null) return { recorded: false, transaction_id: known };
      const vendorId = await this.vendors.marketplaceVendorOf(manager, ownerId);
      await this.repository.lockSales(manager, vendorId);
      const productId = order.itemId === null ? null : await this.repository.productForItem(manager, ownerId, order.itemId);
      const { commission, commissionRate } = await this.priced(manager, vendorId, order.amount, at);
      const id = await this.ledger.recordMarketplaceSale(manager, {
        vendorId,
        ownerId,
        productId,
        buyerId: order.payerKey,
        buyerName: order.payerName,
        giftTo: order.giftTo,
        giftToName: order.giftToName,
        amount: order.amount,
        commission,
        commissionRate,
        slRegion: order.region,
        createdAt: at,
        marketplaceTransactionId: order.transactionId,
      });
      if (id !== null) return { recorded: true, transaction_id: id };
      // The same order was written by a concurrent call meanwhile: answer its transaction.
      return { recorded: false, transaction_id: (await this.ledger.findMarketplaceSale(manager, ownerId, order.transactionId))! };
    });
  }

  /** The commission on a Marketplace sale: none when the admins exempt them, else as an in-world sale of the vendor without events. */
  private async priced(manager: Tx, vendorId: number, amount: number, at: Date): Promise<{ commission: string; commissionRate: string }> {
    if (await this.platformSettings.marketplaceCommissionExempt(manager)) return { commission: '0.00', commissionRate: '0.0000' };
    const inputs = await this.commissionInputs.forVendor(vendorId, at, manager);
    const priced = commissionForSale({ ...inputs, events: [], amount });
    return { commission: priced.commissionAmount, commissionRate: priced.appliedRatePercent };
  }
}

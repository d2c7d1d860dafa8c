import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { commissionForSale } from '../commissions/commission-engine';
import { CommissionInputsService } from '../commissions/commission-inputs.service';
import type { User } from '../users/user.entity';
import type { RecordSaleDto } from './dto/record-sale.dto';
import type { SaleRecordedDto } from './dto/sale-recorded.dto';
import { noteVendor, type ScriptCaller } from './in-world-request';
import { type RecordedSale, SalesRepository, type SellingVendor } from './sales.repository';

export const UNKNOWN_VENDOR_KEY = 'Unknown vendor key.';
export const VENDOR_INACTIVE = 'This vendor is inactive.';

/** What the simulator says about the calling object. Anyone can send these headers: they describe, they prove nothing. */
export interface SecondLifeOrigin {
  region: string | null;
  objectKey: string | null;
  shard: string | null;
  objectName: string | null;
  localPosition: string | null;
}

export function secondLifeOrigin(headers: IncomingHttpHeaders): SecondLifeOrigin {
  const header = (name: string, max: number): string | null => {
    const value = headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    return text && text.trim() ? text.trim().slice(0, max) : null;
  };
  return {
    region: header('x-secondlife-region', 255),
    objectKey: header('x-secondlife-object-key', 64),
    shard: header('x-secondlife-shard', 64),
    objectName: header('x-secondlife-object-name', 255),
    localPosition: header('x-secondlife-local-position', 100),
  };
}

export function toSaleRecordedDto(sale: RecordedSale): SaleRecordedDto {
  return { transaction_id: sale.id, status: sale.status, amount: sale.amount, commission: sale.commission };
}

@Injectable()
export class SalesService {
  constructor(
    private readonly sales: SalesRepository,
    private readonly commissionInputs: CommissionInputsService,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async record(caller: ScriptCaller, dto: RecordSaleDto, origin: SecondLifeOrigin): Promise<SaleRecordedDto> {
    const vendor = await this.ownedVendor(caller.owner, dto.vendor_id);
    noteVendor(caller, vendor.id);

    const sale = await this.dataSource.transaction(async (manager) => {
      // Sales of one vendor are priced one at a time, so each sees the volume of the ones before it,
      // and concurrent retries of one sale_id find the first one.
      await this.sales.lockVendorSales(manager, vendor.id);
      // A retry of a sale already recorded gets the first answer, even if the vendor or product changed since.
      if (dto.sale_id) {
        const recorded = await this.sales.findBySaleId(manager, vendor.id, dto.sale_id);
        if (recorded) return recorded;
      }
      if (!vendor.isActive) throw new ForbiddenException(VENDOR_INACTIVE);
      if (dto.product_id !== undefined) await this.ensureProductOfVendor(dto.product_id, vendor);
      const at = this.clock.now();
      const inputs = await this.commissionInputs.forVendor(manager, vendor.id, at);
      const commission = commissionForSale({ ...inputs, amount: dto.amount });
      const inserted = await this.sales.insertUnlessRecorded(manager, {
        vendorId: vendor.id,
        productId: dto.product_id ?? null,
        // The engine names the event only when its rate applied; a running active event always applies,
        // so a sale belongs to an event exactly when it was priced at that event's rate.
        eventId: commission.eventId,
        buyerId: dto.user_id,
        buyerName: dto.buyer_name?.trim() || null,
        amount: dto.amount,
        commission: commission.commissionAmount,
        commissionRate: commission.appliedRatePercent,
        status: 'completed',
        saleId: dto.sale_id ?? null,
        slRegion: origin.region,
        slObjectKey: origin.objectKey,
        slShard: origin.shard,
        createdAt: at,
      });
      return inserted ?? (await this.sales.findBySaleId(manager, vendor.id, dto.sale_id!));
    });
    if (!sale) throw new Error('A sale with a known sale_id could not be read back.');
    return toSaleRecordedDto(sale);
  }

  private async ownedVendor(owner: User, lslKey: string): Promise<SellingVendor> {
    const vendor = await this.sales.findVendorByLslKey(lslKey);
    // Another merchant's vendor gets the same answer as a key that does not exist.
    if (!vendor || vendor.ownerId !== owner.id) throw new NotFoundException(UNKNOWN_VENDOR_KEY);
    return vendor;
  }

  private async ensureProductOfVendor(productId: number, vendor: SellingVendor): Promise<void> {
    const product = await this.sales.findProduct(productId);
    if (!product || product.vendorId !== vendor.id) {
      const message = `product_id ${productId} is not one of this vendor's products`;
      throw new BadRequestException({ message, fieldErrors: { product_id: [message] } });
    }
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { bigintId } from '../common/ids/bigint-id';
import { SLT_TIME_ZONE } from '../common/time/second-life-time';
import { Transaction } from '../transactions/transaction.entity';

export interface PurchaseRow {
  transactionId: number;
  item: string | null;
  amount: number;
  date: string;
}

/** The purchases the redelivery terminal and the vendor's redelivery menu offer. */
@Injectable()
export class PurchasesRepository {
  constructor(@InjectRepository(Transaction) private readonly transactions: Repository<Transaction>) {}

  /** A sale of one of the owner's vendors, or null. */
  findTransactionOfOwner(transactionId: number, ownerId: string): Promise<Transaction | null> {
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
      .addSelect('sale.amount', 'amount')
      .addSelect(`to_char(sale.createdAt AT TIME ZONE :zone, 'YYYY-MM-DD')`, 'date')
      .where('vendor.ownerId = :ownerId', { ownerId })
      .andWhere('((sale.buyerId = :buyerId AND sale.giftTo IS NULL) OR sale.giftTo = :buyerId)', { buyerId })
      .andWhere("sale.status = 'completed'");
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
}

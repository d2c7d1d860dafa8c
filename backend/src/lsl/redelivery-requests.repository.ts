import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Redelivery, type RedeliveryStatus } from '../redeliveries/redelivery.entity';
import { Transaction } from '../transactions/transaction.entity';
import { SLT_TIME_ZONE } from '../common/time/second-life-time';

const OPEN_STATUSES: RedeliveryStatus[] = ['pending', 'processing'];

export interface RequestState {
  id: number;
  status: RedeliveryStatus;
}

export interface PendingRow {
  id: number;
  buyer: string;
  item: string | null;
}

export interface PurchaseRow {
  transactionId: number;
  item: string | null;
  amount: number;
  date: string;
}

export interface OwnedRedelivery extends RequestState {
  vendorId: number;
}

@Injectable()
export class RedeliveryRequestsRepository {
  constructor(
    @InjectRepository(Redelivery) private readonly redeliveries: Repository<Redelivery>,
    @InjectRepository(Transaction) private readonly transactions: Repository<Transaction>,
  ) {}

  /** A sale of one of the owner's vendors, or null. */
  findTransactionOfOwner(transactionId: number, ownerId: string): Promise<Transaction | null> {
    return this.transactions
      .createQueryBuilder('sale')
      .innerJoin('sale.vendor', 'vendor')
      .where('sale.id = :transactionId', { transactionId })
      .andWhere('vendor.ownerId = :ownerId', { ownerId })
      .getOne();
  }

  /** Files a pending request unless the purchase has an open one (the partial unique index decides); null then. */
  async insertUnlessOpen(transactionId: number, requestedBy: string, at: Date): Promise<RequestState | null> {
    const result = await this.redeliveries
      .createQueryBuilder()
      .insert()
      .values({ transactionId, requestedBy, status: 'pending', requestedAt: at })
      .orIgnore()
      .returning(['id', 'status'])
      .execute();
    const row = (result.raw as RequestState[])[0];
    return row ? { id: row.id, status: row.status } : null;
  }

  async findOpen(transactionId: number): Promise<RequestState | null> {
    const open = await this.redeliveries.findOne({ where: { transactionId, status: In(OPEN_STATUSES) }, select: ['id', 'status'] });
    return open ? { id: open.id, status: open.status } : null;
  }

  /** A request about a sale of one of the owner's vendors, or null. */
  async findOfOwner(id: number, ownerId: string): Promise<OwnedRedelivery | null> {
    const row = await this.redeliveries
      .createQueryBuilder('request')
      .innerJoin('request.transaction', 'sale')
      .innerJoin('sale.vendor', 'vendor')
      .select(['request.id AS id', 'request.status AS status', 'sale.vendorId AS "vendorId"'])
      .where('request.id = :id', { id })
      .andWhere('vendor.ownerId = :ownerId', { ownerId })
      .getRawOne<OwnedRedelivery>();
    return row ?? null;
  }

  /** Moves an open request to completed or failed; null when it was not open any more. */
  async closeIfOpen(id: number, status: 'completed' | 'failed', reason: string | null, at: Date): Promise<RequestState | null> {
    const result = await this.redeliveries
      .createQueryBuilder()
      .update()
      .set({
        status,
        failureReason: status === 'failed' ? reason : null,
        completedAt: status === 'completed' ? at : null,
        // Keeps the time a merchant started processing it, if they did.
        processedAt: () => 'COALESCE("processedAt", :at)',
      })
      .where('id = :id', { id })
      .andWhere('status IN (:...open)', { open: OPEN_STATUSES })
      .setParameter('at', at)
      .returning(['id', 'status'])
      .execute();
    const row = (result.raw as RequestState[])[0];
    return row ? { id: row.id, status: row.status } : null;
  }

  /** The owner's pending requests, oldest first, with the buyer to give to and the inventory name to give. */
  pendingOfOwner(ownerId: string, limit: number): Promise<PendingRow[]> {
    return this.redeliveries
      .createQueryBuilder('request')
      .innerJoin('request.transaction', 'sale')
      .innerJoin('sale.vendor', 'vendor')
      .leftJoin('sale.product', 'product')
      .select('request.id', 'id')
      .addSelect('sale.buyerId', 'buyer')
      .addSelect("COALESCE(NULLIF(product.slItemId, ''), product.name)", 'item')
      .where('vendor.ownerId = :ownerId', { ownerId })
      .andWhere("request.status = 'pending'")
      .orderBy('request.requestedAt', 'ASC')
      .addOrderBy('request.id', 'ASC')
      .limit(limit)
      .getRawMany<PendingRow>();
  }

  /** The buyer's completed purchases from the owner's vendors, newest first, dated in SLT. */
  purchasesOfBuyer(ownerId: string, buyerId: string, limit: number): Promise<PurchaseRow[]> {
    return this.transactions
      .createQueryBuilder('sale')
      .innerJoin('sale.vendor', 'vendor')
      .leftJoin('sale.product', 'product')
      .select('sale.id', 'transactionId')
      .addSelect("COALESCE(NULLIF(product.slItemId, ''), product.name)", 'item')
      .addSelect('sale.amount', 'amount')
      .addSelect(`to_char(sale.createdAt AT TIME ZONE :zone, 'YYYY-MM-DD')`, 'date')
      .where('vendor.ownerId = :ownerId', { ownerId })
      .andWhere('sale.buyerId = :buyerId', { buyerId })
      .andWhere("sale.status = 'completed'")
      .orderBy('sale.createdAt', 'DESC')
      .addOrderBy('sale.id', 'DESC')
      .limit(limit)
      .setParameter('zone', SLT_TIME_ZONE)
      .getRawMany<PurchaseRow>();
  }
}

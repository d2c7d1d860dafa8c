import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Product } from '../products/product.entity';
import { Transaction } from '../transactions/transaction.entity';
import { Vendor } from '../vendors/vendor.entity';

/** First key of the per-vendor advisory lock taken while a sale is recorded (the second is the vendor id). */
const SALE_LOCK_NAMESPACE = 0x5a1e;

export type NewSale = Pick<
  Transaction,
  | 'vendorId'
  | 'productId'
  | 'eventId'
  | 'buyerId'
  | 'buyerName'
  | 'amount'
  | 'commission'
  | 'commissionRate'
  | 'status'
  | 'saleId'
  | 'slRegion'
  | 'slObjectKey'
  | 'slShard'
  | 'createdAt'
>;

@Injectable()
export class SalesRepository {
  constructor(
    @InjectRepository(Vendor) private readonly vendors: Repository<Vendor>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(Transaction) private readonly transactions: Repository<Transaction>,
  ) {}

  findVendorByLslKey(lslKey: string): Promise<Vendor | null> {
    return this.vendors.findOne({ where: { lslKey } });
  }

  findProduct(id: number): Promise<Product | null> {
    return this.products.findOne({ where: { id } });
  }

  findBySaleId(vendorId: number, saleId: string, manager?: EntityManager): Promise<Transaction | null> {
    const repository = manager ? manager.getRepository(Transaction) : this.transactions;
    return repository.findOne({ where: { vendorId, saleId } });
  }

  /** Held until the surrounding transaction ends: one sale of a vendor is priced and written at a time. */
  async lockVendorSales(manager: EntityManager, vendorId: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [SALE_LOCK_NAMESPACE, vendorId]);
  }

  /** Inserts the sale unless the vendor already has one with this sale_id; returns the row written, or null. */
  async insertUnlessRecorded(manager: EntityManager, sale: NewSale): Promise<Transaction | null> {
    const result = await manager
      .getRepository(Transaction)
      .createQueryBuilder()
      .insert()
      .values(sale)
      .orIgnore()
      .returning('*')
      .execute();
    const row = (result.raw as Transaction[])[0];
    return row ?? null;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
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

/** What the sale path needs to know of a vendor. */
export type SellingVendor = Pick<Vendor, 'id' | 'ownerId' | 'isActive' | 'lslKey'>;

/** What the vendor script is answered about a recorded sale. */
export type RecordedSale = Pick<Transaction, 'id' | 'status' | 'amount' | 'commission'>;

// The sale path's statements are plain SQL: building them through the ORM cost a quarter of a sale's CPU time (bench/README.md).
@Injectable()
export class SalesRepository {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(Product) private readonly products: Repository<Product>,
  ) {}

  async findVendorByLslKey(lslKey: string): Promise<SellingVendor | null> {
    const rows: SellingVendor[] = await this.dataSource.query(
      `SELECT id, "ownerId", "isActive", "lslKey" FROM vendors WHERE "lslKey" = $1`,
      [lslKey],
    );
    return rows[0] ?? null;
  }

  findProduct(id: number): Promise<Product | null> {
    return this.products.findOne({ where: { id } });
  }

  /** The vendor's sale with this sale_id, or null. */
  async findBySaleId(manager: EntityManager, vendorId: number, saleId: string): Promise<RecordedSale | null> {
    const rows: RecordedSale[] = await manager.query(
      `SELECT id, status, amount, commission FROM transactions WHERE "vendorId" = $1 AND "saleId" = $2`,
      [vendorId, saleId],
    );
    return rows[0] ?? null;
  }

  /** Held until the surrounding transaction ends: one sale of a vendor is priced and written at a time. */
  async lockVendorSales(manager: EntityManager, vendorId: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [SALE_LOCK_NAMESPACE, vendorId]);
  }

  /** Inserts the sale unless the vendor already has one with this sale_id; returns the row written, or null. */
  async insertUnlessRecorded(manager: EntityManager, sale: NewSale): Promise<RecordedSale | null> {
    const rows: RecordedSale[] = await manager.query(
      `INSERT INTO transactions ("vendorId", "productId", "eventId", "buyerId", "buyerName", amount, commission, "commissionRate", status,
                                 "saleId", "slRegion", "slObjectKey", "slShard", "createdAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT DO NOTHING
       RETURNING id, status, amount, commission`,
      [
        sale.vendorId,
        sale.productId,
        sale.eventId,
        sale.buyerId,
        sale.buyerName,
        sale.amount,
        sale.commission,
        sale.commissionRate,
        sale.status,
        sale.saleId,
        sale.slRegion,
        sale.slObjectKey,
        sale.slShard,
        sale.createdAt,
      ],
    );
    return rows[0] ?? null;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';

import { Promotion } from './promotion.entity';

/** A merchant's promotions and their stacking switch (the sale path reads them itself: SalesLedgerRepository). */
@Injectable()
export class PromotionsRepository {
  constructor(
    @InjectRepository(Promotion) private readonly promotions: Repository<Promotion>,
    private readonly dataSource: DataSource,
  ) {}

  listOfOwner(ownerId: string): Promise<Promotion[]> {
    return this.promotions.find({ where: { ownerId }, relations: { product: true }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  findOfOwner(id: number, ownerId: string, withProduct = false): Promise<Promotion | null> {
    return this.promotions.findOne({ where: { id, ownerId }, relations: withProduct ? { product: true } : {} });
  }

  async insert(fields: Partial<Promotion>): Promise<number> {
    return (await this.promotions.save(this.promotions.create(fields))).id;
  }

  async update(id: number, ownerId: string, fields: Partial<Promotion>): Promise<void> {
    await this.promotions.update({ id, ownerId }, fields);
  }

  async delete(id: number, ownerId: string): Promise<void> {
    await this.promotions.delete({ id, ownerId });
  }

  async ownsProduct(ownerId: string, productId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM products p JOIN vendors v ON v.id = p."vendorId" WHERE p.id = $1 AND v."ownerId" = $2`, [
      productId,
      ownerId,
    ]);
    return rows.length > 0;
  }

  async stackDiscounts(ownerId: string): Promise<boolean> {
    const [row]: Array<{ stackDiscounts: boolean }> = await this.dataSource.query(`SELECT "stackDiscounts" FROM users WHERE id = $1`, [ownerId]);
    return row?.stackDiscounts ?? false;
  }

  async setStackDiscounts(ownerId: string, stack: boolean): Promise<void> {
    await this.dataSource.query(`UPDATE users SET "stackDiscounts" = $2 WHERE id = $1`, [ownerId, stack]);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

import { sltDateSql } from '../../common/time/second-life-time';
import { Product } from '../product.entity';
import { ProductDemo } from './product-demo.entity';

export interface DemoToRecord {
  ownerId: string;
  vendorId: number;
  productId: number;
  avatarKey: string;
  demoId: string | null;
  at: Date;
}

/** Today's demo of the product for the avatar: just recorded (`recorded`), or the one recorded earlier that day. */
export interface DemoOfDay {
  recorded: boolean;
  day: string;
  demoId: string | null;
}

/** The product fields a demo needs. */
export type DemoProduct = Pick<Product, 'id' | 'name' | 'isActive' | 'demoItemName'>;

const DAY = sltDateSql('$6::timestamptz');

@Injectable()
export class ProductDemosRepository {
  constructor(
    @InjectRepository(ProductDemo) private readonly demos: Repository<ProductDemo>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
  ) {}

  /** The product when it is on this vendor; null otherwise (another vendor's, another merchant's, none). */
  productOfVendor(vendorId: number, productId: number): Promise<DemoProduct | null> {
    return this.products.findOne({ select: { id: true, name: true, isActive: true, demoItemName: true }, where: { id: productId, vendorId } });
  }

  /**
   * Records the demo unless the avatar had this product's demo on the same SLT day: one statement, so two touches at
   * once record one demo (the unique index decides).
   */
  async recordOncePerDay(demo: DemoToRecord): Promise<DemoOfDay> {
    const params = [demo.ownerId, demo.productId, demo.vendorId, demo.avatarKey, demo.demoId, demo.at];
    const rows: DemoOfDay[] = await this.demos.query(
      `WITH added AS (
         INSERT INTO product_demos ("ownerId", "productId", "vendorId", "avatarKey", "demoId", day, "givenAt")
         VALUES ($1, $2, $3, $4, $5, ${DAY}, $6)
         ON CONFLICT ("productId", "avatarKey", day) DO NOTHING
         RETURNING day, "demoId"
       )
       SELECT true AS recorded, to_char(day, 'YYYY-MM-DD') AS day, "demoId" FROM added
       UNION ALL
       SELECT false, to_char(d.day, 'YYYY-MM-DD'), d."demoId" FROM product_demos d
       WHERE d."productId" = $2 AND d."avatarKey" = $4 AND d.day = ${DAY} AND NOT EXISTS (SELECT 1 FROM added)`,
      params,
    );
    if (rows.length > 0) return rows[0];
    // The row that won was committed after this statement's snapshot: read it in a new one.
    const [earlier]: DemoOfDay[] = await this.demos.query(
      `SELECT false AS recorded, to_char(day, 'YYYY-MM-DD') AS day, "demoId" FROM product_demos
       WHERE "productId" = $1 AND "avatarKey" = $2 AND day = ${sltDateSql('$3::timestamptz')}`,
      [demo.productId, demo.avatarKey, demo.at],
    );
    return earlier;
  }
}

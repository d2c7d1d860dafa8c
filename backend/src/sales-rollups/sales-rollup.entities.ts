import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { ShoppingEvent } from '../events/event.entity';
import { Product } from '../products/product.entity';
import { Vendor } from '../vendors/vendor.entity';

/*
 * Rollups of completed sales, kept by triggers on `transactions` (migration SalesRollups): every insert, refund,
 * update or delete of a sale adjusts them in the same database transaction, whoever writes it. They hold only sales
 * with status 'completed'; a day is an SLT calendar day (America/Los_Angeles) of the sale's createdAt.
 * Read them for figures over days; read `transactions` for single sales and buyers.
 */

/** A vendor's completed sales of one SLT day: the 30-day pricing volume, dashboards and platform stats. */
@Entity('vendor_sales_days')
@Index(['day'])
export class VendorSalesDay {
  @PrimaryColumn({ type: 'integer' })
  vendorId: number;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId' })
  vendor?: Vendor;

  /** YYYY-MM-DD, SLT. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'integer', default: 0 })
  sales: number;

  /** Whole L$. */
  @Column({ type: 'bigint', default: 0 })
  amount: string;

  @Column({ type: 'numeric', precision: 18, scale: 2, default: 0 })
  commission: string;

  /** Sum of the sales' commissionRate (percent): with `sales`, the average applied rate. */
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 })
  ratePercentSum: string;
}

/** A product's completed sales of one SLT day: best sellers. */
@Entity('product_sales_days')
export class ProductSalesDay {
  @PrimaryColumn({ type: 'integer' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Product;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'integer', default: 0 })
  sales: number;

  @Column({ type: 'bigint', default: 0 })
  amount: string;
}

/** A vendor's completed sales at an event, per SLT day: event totals, participants and the event's daily chart. */
@Entity('event_sales_days')
@Index(['vendorId'])
export class EventSalesDay {
  @PrimaryColumn({ type: 'integer' })
  eventId: number;

  @ManyToOne(() => ShoppingEvent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: ShoppingEvent;

  @PrimaryColumn({ type: 'integer' })
  vendorId: number;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId' })
  vendor?: Vendor;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'integer', default: 0 })
  sales: number;

  @Column({ type: 'bigint', default: 0 })
  amount: string;
}

/** A vendor's completed sales of all time (the platform's sale count without reading every day), and its pricing version. */
@Entity('vendor_sales_totals')
export class VendorSalesTotal {
  @PrimaryColumn({ type: 'integer' })
  vendorId: number;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId' })
  vendor?: Vendor;

  @Column({ type: 'bigint', default: 0 })
  sales: string;

  @Column({ type: 'bigint', default: 0 })
  amount: string;

  @Column({ type: 'numeric', precision: 20, scale: 2, default: 0 })
  commission: string;

  /**
   * Moves on with every sale the sale path writes and every change to the vendor's completed sales: a sale priced on
   * one version is written only if the version is still the same (sales/sales-ledger.repository.ts).
   */
  @Column({ type: 'bigint', default: 0 })
  version: string;
}

export const SALES_ROLLUP_ENTITIES = [VendorSalesDay, ProductSalesDay, EventSalesDay, VendorSalesTotal];

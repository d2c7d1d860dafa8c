import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { Vendor } from '../vendors/vendor.entity';

/**
 * A vendor's completed sales of one SLT day in one region (the `X-SecondLife-Region` its script sent, '' when none),
 * kept by statement triggers on `transactions` in the same database transaction as every change to a sale, like the
 * other sales rollups (migration RegionSalesRollup). The analytics' region breakdown reads it instead of every sale.
 */
@Entity('region_sales_days')
@Index(['day'])
export class RegionSalesDay {
  @PrimaryColumn({ type: 'integer' })
  vendorId: number;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId' })
  vendor?: Vendor;

  /** YYYY-MM-DD, SLT. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  /** The sale's region; '' for sales recorded without one (a key column cannot be null). */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  region: string;

  @Column({ type: 'integer', default: 0 })
  sales: number;

  /** Whole L$. */
  @Column({ type: 'bigint', default: 0 })
  amount: string;
}

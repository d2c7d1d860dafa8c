import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { Vendor } from '../vendors/vendor.entity';

/**
 * A catalogue version a vendor was served, with the price due of each product in it and when it stopped being current
 * (docs/decisions/0091-stale-catalogue-prices.md): a sale priced on it is recorded only within 5 minutes of that.
 */
@Entity('catalogue_versions')
@Index('UQ_catalogue_versions_vendor_version', ['vendorId', 'version'], { unique: true })
export class CatalogueVersion {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_catalogue_versions' })
  id: number;

  @Column({ type: 'integer' })
  vendorId: number;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId', foreignKeyConstraintName: 'FK_catalogue_versions_vendor' })
  vendor?: Vendor;

  /** The catalogue's `version` (16 hex digits). */
  @Column({ type: 'varchar', length: 16 })
  version: string;

  /** Each product's price due in whole L$, by product id. */
  @Column({ type: 'jsonb' })
  prices: Record<string, number>;

  /** When it was last found current. */
  @Column({ type: 'timestamptz' })
  currentAt: Date;

  /** When another version replaced it; null while it is the vendor's current one. */
  @Column({ type: 'timestamptz', nullable: true })
  replacedAt: Date | null;
}

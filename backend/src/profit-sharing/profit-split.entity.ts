import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';
import { Vendor } from '../vendors/vendor.entity';

/**
 * A partner's share of one vendor's sales, or of one product's (a product's own splits replace its vendor's). Saved
 * as a whole list per vendor or product; the sale path reads them with the vendor's pricing (SalesLedgerRepository), and a
 * statement trigger tells every API instance to forget those (migration ProfitSharing).
 */
@Entity('profit_splits')
@Check('CHK_profit_splits_target', '("vendorId" IS NULL) <> ("productId" IS NULL)')
@Check('CHK_profit_splits_percent', '"percent" > 0 AND "percent" <= 100')
@Index('IDX_profit_splits_owner', ['ownerId'])
@Index('UQ_profit_splits_vendor_avatar', ['vendorId', 'avatarKey'], { unique: true, where: '"vendorId" IS NOT NULL' })
@Index('UQ_profit_splits_product_avatar', ['productId', 'avatarKey'], { unique: true, where: '"productId" IS NOT NULL' })
export class ProfitSplit {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_profit_splits' })
  id: number;

  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_profit_splits_owner' })
  owner?: User;

  /** The vendor whose sales are shared; null for a product's splits. */
  @Column({ type: 'integer', nullable: true })
  vendorId: number | null;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId', foreignKeyConstraintName: 'FK_profit_splits_vendor' })
  vendor?: Vendor | null;

  /** The product whose sales are shared (whichever vendor sells it); null for a vendor's splits. */
  @Column({ type: 'integer', nullable: true })
  productId: number | null;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId', foreignKeyConstraintName: 'FK_profit_splits_product' })
  product?: Product | null;

  /** The partner's avatar key, lower case. */
  @Column({ type: 'varchar', length: 36 })
  avatarKey: string;

  @Column({ type: 'varchar', length: 100 })
  avatarName: string;

  /** Percent of the price due, more than 0 and at most 100, 2 decimals. */
  @Column({ type: 'numeric', precision: 5, scale: 2 })
  percent: string;

  /** Place in the list as the merchant saved it. */
  @Column({ type: 'integer' })
  position: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

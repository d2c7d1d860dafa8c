import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { User } from '../../users/user.entity';
import { Vendor } from '../../vendors/vendor.entity';
import { Product } from '../product.entity';

/**
 * A demo item a vendor gave an avatar (docs/decisions/0092-product-demos.md): at most one per avatar, product and SLT
 * day, which the unique index holds even when two touches arrive at once.
 */
@Entity('product_demos')
@Index('UQ_product_demos_product_avatar_day', ['productId', 'avatarKey', 'day'], { unique: true })
@Index('IDX_product_demos_owner_day', ['ownerId', 'day'])
export class ProductDemo {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_product_demos' })
  id: number;

  /** The merchant whose product it is (their analytics count it). */
  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_product_demos_owner' })
  owner?: User;

  @Column({ type: 'integer' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId', foreignKeyConstraintName: 'FK_product_demos_product' })
  product?: Product;

  /** The vendor that gave it. */
  @Column({ type: 'integer' })
  vendorId: number;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId', foreignKeyConstraintName: 'FK_product_demos_vendor' })
  vendor?: Vendor;

  /** The avatar who asked, in lower case. */
  @Column({ type: 'varchar', length: 36 })
  avatarKey: string;

  /** The script's own id for the request (llGenerateKey): the same one again is a retry, answered alike. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  demoId: string | null;

  /** The SLT day it was given on. */
  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'timestamptz' })
  givenAt: Date;
}

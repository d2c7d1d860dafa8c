import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { Product } from '../products/product.entity';

/**
 * A published version of a product: its label and the name of the inventory item the delivery boxes hold for it.
 * The latest one is the product's current version; publishing it sets the product's SL Item ID, so sales records,
 * redeliveries and the boxes give it from then on (docs/decisions/0023-update-broadcasts-queue.md).
 */
@Entity('product_versions')
@Index(['productId', 'version'], { unique: true })
export class ProductVersion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Product;

  /** The merchant's label, e.g. '2.0' or 'Spring 2027'. */
  @Column({ type: 'varchar', length: 50 })
  version: string;

  /** The exact inventory name of this version in the delivery boxes (what llGiveInventory needs). */
  @Column({ type: 'varchar', length: 255 })
  itemName: string;

  /** The user who published it. */
  @Column({ type: 'varchar', length: 255 })
  publishedBy: string;

  @Column({ type: 'timestamptz' })
  publishedAt: Date;
}

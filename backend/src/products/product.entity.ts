import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { Vendor } from '../vendors/vendor.entity';

@Entity('products')
@Check('CHK_products_stock', '"stock" IS NULL OR "stock" >= 0')
@Check('CHK_products_low_stock_threshold', '"lowStockThreshold" IS NULL OR "lowStockThreshold" >= 0')
@Check('CHK_products_gift_card_value', '"giftCardValue" IS NULL OR "giftCardValue" > 0')
@Check('CHK_products_availability', '"availableFrom" IS NULL OR "availableUntil" IS NULL OR "availableFrom" < "availableUntil"')
@Check('CHK_products_display_order', '"displayOrder" >= 0')
export class Product {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  vendorId: number;

  @ManyToOne(() => Vendor, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'vendorId' })
  vendor?: Vendor;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Whole L$. */
  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** Name of the item in the vendor object's inventory (the API's `itemName` too); null: the product's name. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  slItemId: string | null;

  /** The UUID of a Second Life texture: the product's picture on the vendor, and on the web through SL's picture service. */
  @Column({ type: 'uuid', nullable: true })
  textureKey: string | null;

  /** Name of the demo item in the vendor object's inventory (Second Life names are at most 63 characters). */
  @Column({ type: 'varchar', length: 63, nullable: true })
  demoItemName: string | null;

  /** Where the product comes in its vendor's catalogue: lowest first, ties by id. */
  @Column({ type: 'integer', default: 0 })
  displayOrder: number;

  /** Units left to sell; null sells without limit. Each sale takes one, each refund puts it back. */
  @Column({ type: 'integer', nullable: true })
  stock: number | null;

  /** The product is flagged as low on stock when `stock` is at or below this (null: never flagged). */
  @Column({ type: 'integer', nullable: true })
  lowStockThreshold: number | null;

  /** On sale from this instant (null: from the start)... */
  @Column({ type: 'timestamptz', nullable: true })
  availableFrom: Date | null;

  /** ...until this one, excluded (null: for ever). */
  @Column({ type: 'timestamptz', nullable: true })
  availableUntil: Date | null;

  /** A gift card of this face value in whole L$: each sale issues one (null: an ordinary product). */
  @Column({ type: 'integer', nullable: true })
  giftCardValue: number | null;

  /** The SL Marketplace listing's item id: Marketplace sales of that item are recorded as this product (unique per merchant). */
  @Index('IDX_products_marketplace_item', { where: '"marketplaceItemId" IS NOT NULL' })
  @Column({ type: 'varchar', length: 20, nullable: true })
  marketplaceItemId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

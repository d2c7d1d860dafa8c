import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ShoppingEvent } from '../events/event.entity';
import { Product } from '../products/product.entity';
import { Vendor } from '../vendors/vendor.entity';

export const TRANSACTION_STATUSES = ['pending', 'completed', 'refunded', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

@Entity('transactions')
@Index(['vendorId', 'createdAt'])
@Index(['vendorId', 'saleId'], { unique: true, where: '"saleId" IS NOT NULL' })
export class Transaction {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  vendorId: number;

  @ManyToOne(() => Vendor, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'vendorId' })
  vendor?: Vendor;

  @Index()
  @Column({ type: 'integer', nullable: true })
  productId: number | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'productId' })
  product?: Product | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  eventId: number | null;

  @ManyToOne(() => ShoppingEvent, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'eventId' })
  event?: ShoppingEvent | null;

  /** The buyer's avatar key. */
  @Index()
  @Column({ type: 'varchar', length: 64 })
  buyerId: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  buyerName: string | null;

  /** Whole L$. */
  @Column({ type: 'integer' })
  amount: number;

  /** L$ with 2 decimals, exact. */
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  commission: string;

  /** Applied commission rate in percent, exact to 4 decimals. */
  @Column({ type: 'numeric', precision: 8, scale: 4 })
  commissionRate: string;

  @Column({ type: 'varchar', length: 20, default: 'completed' })
  status: TransactionStatus;

  /** The script's llGenerateKey() for this sale; makes recording idempotent per vendor. */
  @Column({ type: 'uuid', nullable: true })
  saleId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  slRegion: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  slObjectKey: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  slShard: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

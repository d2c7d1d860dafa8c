import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { BIGINT_ID } from '../common/ids/bigint-id';
import { Vendor } from '../vendors/vendor.entity';
import { Transaction } from './transaction.entity';

/**
 * A refund a vendor script made and reported: the change given back on a discounted sale, or the whole payment of a
 * sale the platform refused (sold out, not on sale, vendor paused). One per sale_id of a vendor.
 */
@Entity('in_world_refunds')
@Index(['vendorId', 'saleId'], { unique: true })
export class InWorldRefund {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  vendorId: number;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId' })
  vendor?: Vendor;

  @Index()
  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @Column({ type: 'uuid' })
  saleId: string;

  /** The recorded sale whose change this was; null for a refused sale (nothing was recorded). */
  @Index()
  @Column({ type: 'bigint', nullable: true, transformer: BIGINT_ID })
  transactionId: number | null;

  @ManyToOne(() => Transaction, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'transactionId' })
  transaction?: Transaction | null;

  @Column({ type: 'varchar', length: 64 })
  buyerId: string;

  /** Whole L$ given back. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'boolean' })
  success: boolean;

  /** The transfer's key from transaction_result. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  transferKey: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  reason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

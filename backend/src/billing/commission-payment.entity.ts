import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { User } from '../users/user.entity';
import { Vendor } from '../vendors/vendor.entity';

/**
 * A commission payment a merchant's vendor made to the platform's collection avatar (llTransferLindenDollars) and
 * reported, paid or failed. One per Second Life transaction key of a merchant: a repeated report changes nothing.
 */
@Entity('commission_payments')
@Check('CHK_commission_payments_amount', '"amount" > 0')
@Index('UQ_commission_payments_owner_key', ['ownerId', 'transactionKey'], { unique: true })
@Index('IDX_commission_payments_owner_created', ['ownerId', 'createdAt'])
export class CommissionPayment {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_commission_payments' })
  id: number;

  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_commission_payments_owner' })
  owner?: User;

  /** The vendor that paid; null once that vendor is deleted (the payment stays on the merchant's statement). */
  @Column({ type: 'integer', nullable: true })
  vendorId: number | null;

  @ManyToOne(() => Vendor, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'vendorId', foreignKeyConstraintName: 'FK_commission_payments_vendor' })
  vendor?: Vendor | null;

  /** Whole L$. */
  @Column({ type: 'integer' })
  amount: number;

  /** Second Life's transaction key (transaction_result's id), lower case. */
  @Column({ type: 'uuid' })
  transactionKey: string;

  @Column({ type: 'boolean' })
  success: boolean;

  /** Second Life's error word when the transfer failed (e.g. LINDENDOLLAR_INSUFFICIENTFUNDS). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { BIGINT_ID } from '../common/ids/bigint-id';
import { DeliveryBox } from '../delivery-boxes/delivery-box.entity';
import { Vendor } from '../vendors/vendor.entity';
import { Transaction } from './transaction.entity';

export const REFUND_ORDER_STATUSES = ['requested', 'sent', 'confirmed', 'failed'] as const;
export type RefundOrderStatus = (typeof REFUND_ORDER_STATUSES)[number];

/**
 * The L$ a refund on the web sends back to the buyer, carried out in-world by the merchant's payouts script as a signed
 * order (docs/decisions/0098-refund-orders.md). One per refund: a sale refunded in parts has one per part
 * (docs/decisions/0100-partial-refunds.md), each made once for its request key.
 */
@Entity('refund_orders')
@Check('CHK_refund_orders_amount', `"amount" > 0 AND "commission" >= 0`)
@Index(['vendorId', 'status'])
@Index(['transactionId', 'requestKey'], { unique: true })
export class RefundOrder {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'bigint', transformer: BIGINT_ID })
  transactionId: number;

  /** The key the merchant's request carried (a partial refund needs one): the same key again makes no second order. */
  @Column({ type: 'uuid', nullable: true })
  requestKey: string | null;

  @ManyToOne(() => Transaction, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'transactionId' })
  transaction?: Transaction;

  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  /** The vendor whose payouts script makes the transfer. */
  @Column({ type: 'integer' })
  vendorId: number;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId' })
  vendor?: Vendor;

  /**
   * The delivery box whose payouts script took the order while none of the merchant's vendors was online; null while
   * a vendor has it. A box switched off or deleted gives back what it held (failed, to be retried).
   */
  @Index()
  @Column({ type: 'integer', nullable: true })
  boxId: number | null;

  @ManyToOne(() => DeliveryBox, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'boxId' })
  box?: DeliveryBox;

  @Column({ type: 'uuid' })
  avatarKey: string;

  /** Whole L$ to send back. */
  @Column({ type: 'integer' })
  amount: number;

  /** The commission this refund credits back to the merchant, exact (refund-commission.ts). */
  @Column({ type: 'numeric', precision: 14, scale: 2, default: 0 })
  commission: string;

  /** requested (waits for the script), sent (the script has it), confirmed or failed (Second Life's answer). */
  @Column({ type: 'varchar', length: 20, default: 'requested' })
  status: RefundOrderStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'uuid', nullable: true })
  transactionKey: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { BIGINT_ID } from '../common/ids/bigint-id';
import { DeliveryBox } from '../delivery-boxes/delivery-box.entity';
import { Transaction } from '../sales/transaction.entity';

/** pending (waiting for a box) → assigned (handed to a box) → completed, or failed; docs/decisions/0043-redelivery-states.md. */
export const REDELIVERY_STATUSES = ['pending', 'assigned', 'completed', 'failed'] as const;
export type RedeliveryStatus = (typeof REDELIVERY_STATUSES)[number];
export const OPEN_REDELIVERY_STATUSES: readonly RedeliveryStatus[] = ['pending', 'assigned'];
/** redelivery: asked for again; sale: a sale whose vendor does not hold the item (docs/decisions/0090-central-delivery.md). */
export const REDELIVERY_KINDS = ['redelivery', 'sale'] as const;
export type RedeliveryKind = (typeof REDELIVERY_KINDS)[number];

@Entity('redeliveries')
@Index(['transactionId'], { unique: true, where: `"status" IN ('pending', 'assigned')` })
@Index('UQ_redeliveries_sale_delivery', ['transactionId'], { unique: true, where: `"kind" = 'sale'` })
export class Redelivery {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'bigint', transformer: BIGINT_ID })
  transactionId: number;

  @ManyToOne(() => Transaction, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'transactionId' })
  transaction?: Transaction;

  @Column({ type: 'varchar', length: 10, default: 'redelivery' })
  kind: RedeliveryKind;

  /** When the merchant was told a sale's delivery is late; null: not (yet). */
  @Column({ type: 'timestamptz', nullable: true })
  alertedAt: Date | null;

  /** Avatar key of the buyer, or the user id of the merchant who filed it by hand. */
  @Column({ type: 'varchar', length: 255 })
  requestedBy: string;

  @Index()
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: RedeliveryStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  failureReason: string | null;

  /** The box the request is (or was last) handed to; the box that delivered it once completed. */
  @Index()
  @Column({ type: 'integer', nullable: true })
  boxId: number | null;

  @ManyToOne(() => DeliveryBox, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'boxId' })
  box?: DeliveryBox;

  @Column({ type: 'timestamptz', nullable: true })
  assignedAt: Date | null;

  /** Why a pending request has no box yet (no box online, none holds the item), for the merchant. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  waitingReason: string | null;

  @Index()
  @Column({ type: 'timestamptz', default: () => 'now()' })
  requestedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

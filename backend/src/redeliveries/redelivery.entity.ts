import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Transaction } from '../transactions/transaction.entity';

export const REDELIVERY_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type RedeliveryStatus = (typeof REDELIVERY_STATUSES)[number];

@Entity('redeliveries')
@Index(['transactionId'], { unique: true, where: `"status" IN ('pending', 'processing')` })
export class Redelivery {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  transactionId: number;

  @ManyToOne(() => Transaction, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'transactionId' })
  transaction?: Transaction;

  /** Avatar key of the buyer, or the user id of the merchant who filed it by hand. */
  @Column({ type: 'varchar', length: 255 })
  requestedBy: string;

  @Index()
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: RedeliveryStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  failureReason: string | null;

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

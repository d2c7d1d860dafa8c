import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { User } from '../users/user.entity';

@Entity('events')
export class ShoppingEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'varchar', length: 255 })
  organizerId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'organizerId' })
  organizer?: User;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'timestamptz' })
  startDate: Date;

  @Column({ type: 'timestamptz' })
  endDate: Date;

  /** Percent, up to 2 decimals. */
  @Column({ type: 'numeric', precision: 5, scale: 2 })
  commissionRate: string;

  /**
   * Percent: the lowest rate an administrator approved for this event. A rate below the platform's applies only down to
   * it; without one, the event prices at no less than the platform's rate (commission-engine.ts, selectBaseRate).
   */
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  approvedCommissionRate: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  rateApprovedAt: Date | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

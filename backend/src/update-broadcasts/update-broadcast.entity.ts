import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';
import { ProductVersion } from './product-version.entity';

/** running → completed (nothing left to send), or paused ⇄ running, or cancelled; docs/decisions/0023-update-broadcasts-queue.md. */
export const UPDATE_BROADCAST_STATUSES = ['running', 'paused', 'completed', 'cancelled'] as const;
export type UpdateBroadcastStatus = (typeof UPDATE_BROADCAST_STATUSES)[number];

/** Sending one product version to every past buyer of the product: at most one broadcast per version. */
@Entity('update_broadcasts')
export class UpdateBroadcast {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'ownerId' })
  owner?: User;

  @Index()
  @Column({ type: 'integer' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Product;

  @Index({ unique: true })
  @Column({ type: 'integer' })
  productVersionId: number;

  @ManyToOne(() => ProductVersion, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productVersionId' })
  productVersion?: ProductVersion;

  @Column({ type: 'varchar', length: 20, default: 'running' })
  status: UpdateBroadcastStatus;

  /** Why its waiting deliveries go to no box right now (no box online, none holds the item…), for the merchant. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  waitingReason: string | null;

  @Column({ type: 'timestamptz' })
  createdAt: Date;

  /** When it completed or was cancelled. */
  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}

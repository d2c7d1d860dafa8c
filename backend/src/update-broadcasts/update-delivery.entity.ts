import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { DeliveryBox } from '../delivery-boxes/delivery-box.entity';
import { ProductVersion } from './product-version.entity';
import { UpdateBroadcast } from './update-broadcast.entity';

/**
 * waiting (queued) → handed (to a delivery box) → sent, or failed; skipped when the avatar already had the version,
 * cancelled when the broadcast was. A handed delivery its box does not confirm goes back to waiting.
 */
export const UPDATE_DELIVERY_STATES = ['waiting', 'handed', 'sent', 'failed', 'skipped', 'cancelled'] as const;
export type UpdateDeliveryState = (typeof UPDATE_DELIVERY_STATES)[number];

/**
 * One recipient of a broadcast, and the record of which version they were given. One row per avatar and version
 * (unique), so no restart, retry or second instance can queue the same avatar twice for a version.
 */
@Entity('update_deliveries')
@Index(['productVersionId', 'avatarKey'], { unique: true })
@Index(['broadcastId', 'state'])
@Index('IDX_update_deliveries_waiting', ['broadcastId', 'id'], { where: `"state" = 'waiting'` })
@Index('IDX_update_deliveries_box', ['boxId', 'handedAt'], { where: `"boxId" IS NOT NULL` })
export class UpdateDelivery {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  broadcastId: number;

  @ManyToOne(() => UpdateBroadcast, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'broadcastId' })
  broadcast?: UpdateBroadcast;

  @Column({ type: 'integer' })
  productVersionId: number;

  @ManyToOne(() => ProductVersion, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productVersionId' })
  productVersion?: ProductVersion;

  /** Who gets the item: the buyer, or a gift's recipient (lower case). */
  @Column({ type: 'varchar', length: 64 })
  avatarKey: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  avatarName: string | null;

  @Column({ type: 'varchar', length: 20, default: 'waiting' })
  state: UpdateDeliveryState;

  /** Why it was skipped, or why it failed. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  /** How many times it was handed to a box. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** The box it is (or was last) handed to; the box that gave it once sent. */
  @Column({ type: 'integer', nullable: true })
  boxId: number | null;

  @ManyToOne(() => DeliveryBox, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'boxId' })
  box?: DeliveryBox | null;

  @Column({ type: 'timestamptz', nullable: true })
  handedAt: Date | null;

  /** When it was sent, failed, skipped or cancelled. */
  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}

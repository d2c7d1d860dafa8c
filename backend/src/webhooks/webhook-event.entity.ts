import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { User } from '../users/user.entity';

/**
 * Something that happened to a merchant that their endpoints hear of: its id is the `id` of every delivery of it (and of
 * a resend), so a receiver can tell a repeat. `dedupeKey` names its cause (`sale:123`), so a cause makes it once.
 */
@Entity('webhook_events')
@Index('UQ_webhook_events_owner_dedupe', ['ownerId', 'dedupeKey'], { unique: true, where: '"dedupeKey" IS NOT NULL' })
export class WebhookEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId' })
  owner?: User;

  @Column({ type: 'varchar', length: 60 })
  type: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  dedupeKey: string | null;

  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

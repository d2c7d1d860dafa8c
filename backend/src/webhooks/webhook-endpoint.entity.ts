import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { User } from '../users/user.entity';
import type { WebhookFormat } from './discord-message';

/**
 * An address of the merchant's that hears the events it subscribes to, each signed with its secret. The secret is kept
 * as is (it signs every delivery); after a rotation the previous one signs beside it until `previousSecretUntil`.
 */
@Entity('webhook_endpoints')
// With the owner's index, the platform's endpoints are found by the OR of the two (BitmapOr), not by reading all.
@Index('IDX_webhook_endpoints_platform', ['id'], { where: '"platform"' })
@Check('CHK_webhook_endpoints_format', `"format" IN ('standard', 'discord')`)
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId' })
  owner?: User;

  /** A public https:// address (checked when saved and again, after name resolution, at every call). */
  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  description: string;

  /** An administrator's endpoint that hears the events of every merchant, not only the owner's. */
  @Column({ type: 'boolean', default: false })
  platform: boolean;

  /** standard: signed JSON for a program; discord: a chat message for a Discord channel's webhook. */
  @Column({ type: 'varchar', length: 10, default: 'standard' })
  format: WebhookFormat;

  /** Event types (`sale.completed`) and families (`redelivery.*`) it hears. */
  @Column({ type: 'text', array: true })
  events: string[];

  @Column({ type: 'varchar', length: 64 })
  secret: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  previousSecret: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  previousSecretUntil: Date | null;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** Why it was switched off by the platform (failing for 3 days); null when on, or switched off by its owner. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  disabledReason: string | null;

  /** When it was last switched on (or made): sales before then are not sent to it by the sweep. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  enabledAt: Date;

  /** The first failure of its current run of failures; cleared by a delivery that succeeds. */
  @Column({ type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

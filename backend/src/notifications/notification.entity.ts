import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { PrimaryGeneratedColumnNumericOptions } from 'typeorm/decorator/options/PrimaryGeneratedColumnNumericOptions';

import { BIGINT_ID } from '../common/ids/bigint-id';
import { User } from '../users/user.entity';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * E-mail of a notification: 'none' (not sent: the switch was off, or no address), 'digest' (goes in the day's digest),
 * 'pending' (to send at once), 'sending' (claimed by an instance), 'sent', 'failed' (given up after the attempts).
 */
export const EMAIL_STATUSES = ['none', 'digest', 'pending', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** In-world message of a notification: 'none' (in-world notifications off), 'queued' (for the next box poll), 'sent'. */
export const IN_WORLD_STATUSES = ['none', 'queued', 'sent'] as const;
export type InWorldStatus = (typeof IN_WORLD_STATUSES)[number];

/** One notification for one user: the bell in the top bar, and by their preferences an e-mail and an in-world message. */
@Entity('notifications')
@Index('IDX_notifications_user', ['userId', 'id'])
@Index('IDX_notifications_unread', ['userId'], { where: '"readAt" IS NULL' })
@Index('IDX_notifications_dedupe', ['userId', 'dedupeKey'], { unique: true, where: '"dedupeKey" IS NOT NULL' })
@Index('IDX_notifications_email_due', ['id'], { where: `"emailStatus" IN ('pending', 'sending')` })
@Index('IDX_notifications_digest', ['userId', 'createdAt'], { where: `"emailStatus" = 'digest'` })
@Index('IDX_notifications_in_world_queued', ['userId', 'id'], { where: `"inWorldStatus" = 'queued'` })
@Index('IDX_notifications_kind_created', ['kind', 'createdAt'])
@Check('CHK_notifications_kind', `"kind" IN (${quoted(NOTIFICATION_KINDS)})`)
@Check('CHK_notifications_email_status', `"emailStatus" IN (${quoted(EMAIL_STATUSES)})`)
@Check('CHK_notifications_in_world_status', `"inWorldStatus" IN (${quoted(IN_WORLD_STATUSES)})`)
export class Notification {
  @PrimaryGeneratedColumn({ type: 'bigint', transformer: BIGINT_ID } as PrimaryGeneratedColumnNumericOptions)
  id: number;

  @Column({ type: 'varchar', length: 255 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 40 })
  kind: NotificationKind;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 1000 })
  body: string;

  /** The web app's page about it ('/redelivery'), or null. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  link: string | null;

  @Column({ type: 'jsonb', nullable: true })
  metadata: Record<string, unknown> | null;

  /** Makes a notification once per user: a second one with the same key is not written ('sales:100'). */
  @Column({ type: 'varchar', length: 120, nullable: true })
  dedupeKey: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @Column({ type: 'varchar', length: 10, default: 'none' })
  emailStatus: EmailStatus;

  @Column({ type: 'smallint', default: 0 })
  emailAttempts: number;

  /** When an instance took the e-mail to send: a claim older than a few minutes is taken over. */
  @Column({ type: 'timestamptz', nullable: true })
  emailClaimedAt: Date | null;

  @Column({ type: 'varchar', length: 10, default: 'none' })
  inWorldStatus: InWorldStatus;

  @Column({ type: 'timestamptz', nullable: true })
  inWorldSentAt: Date | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}

/** One daily digest e-mail of a merchant's sales news: written before it is sent, so a day's digest never goes twice. */
@Entity('notification_digests')
@Check('CHK_notification_digests_status', `"status" IN ('sending', 'sent')`)
export class NotificationDigest {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** The SLT day it covers, YYYY-MM-DD. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'varchar', length: 10 })
  status: 'sending' | 'sent';

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}

/** Secrets of the notifications (the key that signs unsubscribe links), made on first use and shared by every instance. */
@Entity('notification_secrets')
export class NotificationSecret {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'varchar', length: 128 })
  value: string;
}

/** A stream ticket already used to open a stream (its SHA-256), kept until the ticket would have expired. */
@Entity('stream_ticket_uses')
export class StreamTicketUse {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_stream_ticket_uses' })
  ticketHash: string;

  @Index('IDX_stream_ticket_uses_expires')
  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}

export const NOTIFICATION_ENTITIES = [Notification, NotificationDigest, NotificationSecret, StreamTicketUse];

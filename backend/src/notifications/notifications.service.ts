import { createHash } from 'node:crypto';

import { ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

import { NOT_PERMITTED } from '../auth/guards/roles.guard';
import { Clock } from '../common/clock';
import type { Tx } from '../database/transaction';
import { type DomainEvent, DomainEvents } from '../event-bus/domain-events';
import { EventBus } from '../event-bus/event-bus';
import { AfterCommit } from '../live-events/after-commit';
import { SseStreams } from '../live-events/sse-streams';
import type { User } from '../users/user.entity';
import {
  type NotificationDto,
  type NotificationListDto,
  type NotificationsReadDto,
  type NotificationStreamEventDto,
  toNotificationDto,
} from './dto/notification.dto';
import type { StreamTicketDto } from './dto/stream-ticket.dto';
import { InWorldNotices } from './in-world-notices';
import { CATEGORY_OF, type NewNotification } from './notification-kinds';
import { NotificationMailer } from './notification-mailer';
import { type NotificationRow, NotificationsRepository } from './notifications.repository';
import { type LiveStream, StreamTickets } from './stream-tickets';

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';
export const DEFAULT_LIST_LIMIT = 20;

/** Each user's live topic; user ids may hold signs a topic may not, so the topic names a hash of it. */
export function notificationTopic(userId: string): string {
  return `notifications:${createHash('sha256').update(userId).digest('hex').slice(0, 40)}`;
}

/**
 * The user's notifications: written (in the transaction of what caused them when there is one), then, once that
 * commits, sent live to the user's open streams on every instance, by e-mail as their switches allow, and queued for
 * their delivery box when in-world notifications are on.
 */
@Injectable()
export class NotificationsService {
  private readonly announcedListeners: Array<(row: NotificationRow) => void> = [];
  private readonly writtenListeners: Array<(row: NotificationRow, manager?: Tx) => Promise<void>> = [];
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly bus: EventBus,
    private readonly afterCommit: AfterCommit,
    private readonly streams: SseStreams,
    private readonly mailer: NotificationMailer,
    private readonly inWorld: InWorldNotices,
    private readonly clock: Clock,
    private readonly tickets: StreamTickets,
    domainEvents: DomainEvents,
  ) {
    domainEvents.subscribe((event, manager) => this.forEvent(event, manager));
  }

  /** Writes a notification (null when it exists already by its dedupeKey, or the user has no account any more). */
  async notify(input: NewNotification, manager?: Tx): Promise<NotificationRow | null> {
    const row = await this.notifications.insert(input, CATEGORY_OF[input.kind], this.clock.now(), manager);
    if (row) {
      for (const listener of this.writtenListeners) await listener(row, manager);
      this.afterCommit.run(manager, () => this.announce(row));
    }
    return row;
  }

  /**
   * `listener` hears of every notification as it is written, in its transaction when it has one (webhooks tell the
   * same cause to the merchant's endpoints, committed with the notification); a listener that throws fails the write.
   */
  onWritten(listener: (row: NotificationRow, manager?: Tx) => Promise<void>): void {
    this.writtenListeners.push(listener);
  }

  /**
   * For a notification written right after its cause committed (the cause cannot be undone any more): a failure is
   * logged, never passed on to the caller of what caused it.
   */
  async notifyAfterwards(input: NewNotification): Promise<void> {
    await this.notify(input).catch((error: Error) => this.logger.error({ msg: 'Could not write a notification', kind: input.kind, err: error.message }));
  }

  /** The notifications some domain events call for, written in the event's transaction. */
  async forEvent(input: DomainEvent, manager?: Tx): Promise<void> {
    const metadata = input.metadata ?? {};
    if ((input.type === 'api_key_created' || input.type === 'api_key_revoked' || input.type === 'api_key_rotated') && input.userId) {
      const prefix = typeof metadata.prefix === 'string' ? `${metadata.prefix}…` : '';
      const replaced = typeof metadata.replacedPrefix === 'string' ? `${metadata.replacedPrefix}…` : 'an API key';
      const revoked = input.type === 'api_key_revoked';
      let body = `A new API key ${prefix} was created for your account. If you did not create it, revoke it in Settings → API.`;
      if (revoked) body = `The API key ${prefix} was revoked: scripts and programs using it are refused from now on.`;
      if (input.type === 'api_key_rotated') {
        body = `A new API key ${prefix} replaces ${replaced}, which works until ${String(metadata.previousKeyWorksUntil)} (UTC). If you did not rotate it, revoke both in Settings → API.`;
      }
      await this.notify(
        {
          userId: input.userId,
          // A rotation creates a key: it is said as one.
          kind: revoked ? 'api_key_revoked' : 'api_key_created',
          title: revoked ? 'API key revoked' : input.type === 'api_key_rotated' ? 'API key rotated' : 'API key created',
          body,
          link: '/settings?tab=api',
          metadata: { apiKeyId: metadata.apiKeyId ?? null },
        },
        manager,
      );
      return;
    }
    if (input.type === 'transaction_refunded' && typeof metadata.vendorId === 'number') {
      const ownerId = await this.notifications.ownerOfVendor(metadata.vendorId, manager);
      if (!ownerId) return;
      const id = String(metadata.transactionId);
      const amount = typeof metadata.amount === 'number' ? ` of L$${metadata.amount.toLocaleString('en-US')}` : '';
      await this.notify(
        {
          userId: ownerId,
          kind: 'sale_refunded',
          title: `Sale #${id} refunded`,
          body: `Sale #${id}${amount} was refunded${input.userId === ownerId ? '' : ' by an administrator'}: it no longer counts in your sales and commission.`,
          link: '/transactions',
          metadata: { transactionId: metadata.transactionId ?? null },
          dedupeKey: `refund:${id}`,
        },
        manager,
      );
    }
  }

  async list(user: User, limit = DEFAULT_LIST_LIMIT): Promise<NotificationListDto> {
    const [items, unreadCount] = await Promise.all([this.notifications.latestOf(user.id, limit), this.notifications.unreadCount(user.id)]);
    return { items: items.map(toNotificationDto), unreadCount };
  }

  async readAll(user: User): Promise<NotificationsReadDto> {
    const marked = await this.notifications.markAllRead(user.id, this.clock.now());
    if (marked > 0) this.publish(user.id, { type: 'read' });
    return { marked, unreadCount: await this.notifications.unreadCount(user.id) };
  }

  async read(user: User, id: number): Promise<NotificationDto> {
    const row = await this.notifications.markRead(user.id, id, this.clock.now());
    // Another user's notification answers as one that does not exist.
    if (!row) throw new NotFoundException(NOTIFICATION_NOT_FOUND);
    this.publish(user.id, { type: 'read' });
    return toNotificationDto(row);
  }

  /** A ticket for the browser's EventSource; the activity monitor's only for admins. */
  async streamTicket(user: User, stream: LiveStream): Promise<StreamTicketDto> {
    if (stream === 'monitor' && user.role !== 'admin') throw new ForbiddenException(NOT_PERMITTED);
    const { ticket, expiresAt } = await this.tickets.issue(user.id, stream);
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  /** The user's live notifications as Server-Sent Events: `ready` once listening, then `created` and `read`. */
  async stream(user: User, reply: FastifyReply): Promise<void> {
    await this.streams.run(reply, { stillAllowed: () => this.notifications.accountAllows(user.id, false) }, async (stream) => {
      const stop = await this.bus.subscribe<NotificationStreamEventDto>(notificationTopic(user.id), (event) => {
        stream.send(event.type, event);
      });
      stream.onClose(() => void stop());
      stream.send('ready', { type: 'ready' });
    });
  }

  /** `listener` hears of every notification written, once it is announced (the activity monitor shows objects gone offline). */
  onAnnounced(listener: (row: NotificationRow) => void): void {
    this.announcedListeners.push(listener);
  }

  private announce(row: NotificationRow): void {
    this.publish(row.userId, { type: 'created', notification: toNotificationDto(row) });
    if (row.emailStatus === 'pending') this.mailer.sendSoon(row.id);
    if (row.inWorldStatus === 'queued') this.inWorld.nudge(row.userId);
    for (const listener of this.announcedListeners) listener(row);
  }

  private publish(userId: string, event: NotificationStreamEventDto): void {
    this.bus.publish(notificationTopic(userId), event).catch((error: Error) => {
      this.logger.error({ msg: 'Could not publish a notification event', err: error.message });
    });
  }
}

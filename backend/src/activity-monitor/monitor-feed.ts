import { Injectable, Logger } from '@nestjs/common';

import { ActivitiesService } from '../audit-log/activities.service';
import type { Tx } from '../database/transaction';
import { EventBus } from '../event-bus/event-bus';
import { InWorldCallsRecorder } from '../in-world/in-world-calls.recorder';
import { AfterCommit } from '../live-events/after-commit';
import { NotificationsService } from '../notifications/notifications.service';
import { SaleEvents } from '../sales/sale-events';

/** The event topic of the activity monitor: every instance publishes here, every instance with a monitor open listens. */
export const MONITOR_TOPIC = 'monitor';

export const MONITOR_KINDS = ['sale', 'refused', 'throttled', 'object_offline', 'activity'] as const;
export type MonitorKind = (typeof MONITOR_KINDS)[number];

/**
 * One entry of the monitor as published (ids, no names: the monitor names vendors and merchants when it shows it).
 * `id` is unique across kinds ('sale:12', 'call:40', 'notification:7', 'activity:99'), so a client drops repeats.
 */
export interface MonitorEvent {
  id: string;
  kind: MonitorKind;
  /** ISO date-time. */
  at: string;
  /** The merchant it concerns: the seller, the API key's owner, the object's owner, the activity's actor. */
  merchantId: string | null;
  vendorId?: number | null;
  amount?: number;
  endpoint?: string;
  statusCode?: number;
  /** Ready-made text (activities, offline objects). */
  text?: string;
  activityType?: string;
}

export interface RefusedCall {
  id: number;
  userId: string | null;
  vendorId: number | null;
  endpoint: string;
  statusCode: number;
  createdAt: Date;
}

/** A sale's id is remembered this long (in sales) so the retry of a recorded sale is not shown as a new one. */
const REMEMBERED_SALES = 5_000;

export function callKind(statusCode: number): MonitorKind {
  return statusCode === 429 ? 'throttled' : 'refused';
}

/**
 * Publishes what the activity monitor shows, as it happens, on every instance (EventBus: in process, or Redis
 * pub/sub with REDIS_URL). Best-effort: a lost event is still in the database, where the monitor's history comes from.
 */
@Injectable()
export class MonitorFeed {
  private readonly logger = new Logger('MonitorFeed');
  private readonly published = new Set<number>();

  constructor(
    private readonly bus: EventBus,
    private readonly afterCommit: AfterCommit,
    activities: ActivitiesService,
    inWorldCalls: InWorldCallsRecorder,
    saleEvents: SaleEvents,
    notifications: NotificationsService,
  ) {
    activities.listen((entry, manager) => this.activity(entry, manager));
    inWorldCalls.onRefused((refused) => this.callsRefused(refused));
    saleEvents.onRecorded((sale, at) => this.sale(sale, at));
    notifications.onAnnounced((row) => {
      if (row.kind === 'object_offline') this.objectOffline(row);
    });
  }

  /** A sale the in-world API recorded (called after it was written). */
  sale(sale: { transactionId: number; ownerId: string; vendorId: number; amount: number }, at: Date): void {
    if (this.published.has(sale.transactionId)) return;
    this.published.add(sale.transactionId);
    if (this.published.size > REMEMBERED_SALES) this.published.delete(this.published.values().next().value!);
    this.publish({
      id: `sale:${sale.transactionId}`,
      kind: 'sale',
      at: at.toISOString(),
      merchantId: sale.ownerId,
      vendorId: sale.vendorId,
      amount: sale.amount,
    });
  }

  /** In-world calls answered with an error (refused, or 429 when throttled), once they are recorded. */
  callsRefused(calls: RefusedCall[]): void {
    for (const call of calls) {
      this.publish({
        id: `call:${call.id}`,
        kind: callKind(call.statusCode),
        at: new Date(call.createdAt).toISOString(),
        merchantId: call.userId,
        vendorId: call.vendorId,
        endpoint: call.endpoint,
        statusCode: call.statusCode,
      });
    }
  }

  /** An entry of the activity log, published once the transaction that wrote it commits. */
  activity(entry: { id: number; userId: string | null; activityType: string; description: string; createdAt: Date }, manager?: Tx): void {
    this.afterCommit.run(manager, () =>
      this.publish({
        id: `activity:${entry.id}`,
        kind: 'activity',
        at: entry.createdAt.toISOString(),
        merchantId: entry.userId,
        text: entry.description,
        activityType: entry.activityType,
      }),
    );
  }

  /** An in-world object whose heartbeats stopped (its owner's notification says so). */
  objectOffline(notification: { id: number; userId: string; title: string; body: string; createdAt: Date }): void {
    this.publish({
      id: `notification:${notification.id}`,
      kind: 'object_offline',
      at: new Date(notification.createdAt).toISOString(),
      merchantId: notification.userId,
      text: `${notification.title}: ${notification.body}`,
    });
  }

  private publish(event: MonitorEvent): void {
    this.bus.publish(MONITOR_TOPIC, event).catch((error: Error) => {
      this.logger.error({ msg: 'Could not publish a monitor entry', id: event.id, err: error.message });
    });
  }
}

import { type BeforeApplicationShutdown, Injectable, Logger, type OnModuleInit } from '@nestjs/common';

import { Clock } from '../common/clock';
import { sltDate } from '../common/time/second-life-time';
import type { Tx } from '../database/transaction';
import { DomainEvents } from '../event-bus/domain-events';
import { JobsService } from '../jobs/jobs.service';
import { AfterCommit } from '../live-events/after-commit';
import type { NotificationKind } from '../notifications/notification-kinds';
import { NotificationsService } from '../notifications/notifications.service';
import { SaleEvents } from '../sales/sale-events';
import { WebhookDispatcher } from './webhook-dispatcher';
import type { WebhookEventType } from './webhook-event-types';
import { WebhooksRepository } from './webhooks.repository';

/** Sales are told in batches: at most this long after the first waits, or as soon as this many wait. */
const FLUSH_AFTER_MS = 100;
const FLUSH_AT_SALES = 500;
/**
 * The sweep looks at sales made from this long ago to SALE_SWEEP_SETTLE_MS ago for any whose event was lost (an
 * instance stopped between a sale and its batch): each sale is looked at by several sweeps, the newest left to batches.
 */
export const SALE_SWEEP_LOOKBACK_MS = 10 * 60_000;
export const SALE_SWEEP_SETTLE_MS = 30_000;
const SALE_SWEEP_SECONDS = 60;
/** How often the daily summaries are looked for, and how long into an SLT day the day before is told. */
const DAILY_SUMMARY_CHECK_SECONDS = 15 * 60;
const DAILY_SUMMARY_SETTLE_MS = 5 * 60_000;

/** The notifications that are also webhook events: the same cause, told once to each. */
const EVENT_OF_NOTIFICATION: Partial<Record<NotificationKind, WebhookEventType>> = {
  redelivery_requested: 'redelivery.requested',
  redelivery_failed: 'redelivery.failed',
  sale_delivery_late: 'delivery.late',
  object_offline: 'object.offline',
  object_online: 'object.online',
  object_sales_waiting: 'object.sales_waiting',
  object_unreachable: 'object.unreachable',
  refund_failed: 'payout.refund_failed',
  product_low_stock: 'stock.low',
  product_sold_out: 'stock.sold_out',
  payouts_blocked: 'payout.blocked',
  commission_payment_failed: 'payout.commission_failed',
  commission_overdue: 'payout.commission_overdue',
  price_mismatch: 'price_mismatch',
};

interface WrittenNotification {
  id: number;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  metadata: Record<string, unknown> | null;
}

/**
 * Where webhook events come from, so no feature knows webhooks: sales from the sale path's after-commit events (in
 * batches, the sale path writes nothing more) with a sweep for any a stopped instance lost; refunds from the domain
 * events, and alerts from the notifications as they are written, each in the transaction of its cause.
 */
@Injectable()
export class WebhookSources implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private waiting: number[] = [];
  private timer: NodeJS.Timeout | null = null;
  private working: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly dispatcher: WebhookDispatcher,
    private readonly afterCommit: AfterCommit,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    saleEvents: SaleEvents,
    domainEvents: DomainEvents,
    notifications: NotificationsService,
  ) {
    saleEvents.onRecorded((sale) => this.saleRecorded(sale.transactionId));
    domainEvents.subscribe((event, manager) => {
      if (event.type !== 'transaction_refunded' && event.type !== 'transaction_partly_refunded') return;
      return this.refunded(event.metadata ?? {}, event.type === 'transaction_refunded', manager);
    });
    notifications.onWritten((row, manager) => this.notified(row, manager));
  }

  onModuleInit(): void {
    this.jobs.every('webhook-sales-sweep', SALE_SWEEP_SECONDS, () => this.sweepSales().then(() => undefined));
    this.jobs.every('webhook-daily-summaries', DAILY_SUMMARY_CHECK_SECONDS, () => this.dailySummaries().then(() => undefined));
  }

  /** `sale.daily_summary` of the SLT day that ended last, for the merchants who hear it and were not told yet. */
  async dailySummaries(now = this.clock.now()): Promise<number> {
    const yesterday = sltDate(new Date(now.getTime() - 24 * 3600_000));
    // The day just ended is still being written by sales at its last instant: told a few minutes into the next one.
    if (sltDate(new Date(now.getTime() - DAILY_SUMMARY_SETTLE_MS)) === yesterday) return 0;
    const made = await this.repository.publishDailySummaries(yesterday, now);
    if (made > 0) this.dispatcher.nudge();
    return made;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  /** `sale.completed` for recent sales an endpoint hears and no batch told; how many deliveries it made. */
  async sweepSales(): Promise<number> {
    const now = this.clock.now();
    const made = await this.repository.publishMissedSales(
      new Date(now.getTime() - SALE_SWEEP_LOOKBACK_MS),
      new Date(now.getTime() - SALE_SWEEP_SETTLE_MS),
      now,
    );
    if (made > 0) this.dispatcher.nudge();
    return made;
  }

  /** Tells the sales waiting now; resolves once they are written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 0) return this.working;
    this.working = this.working.then(async () => {
      try {
        if ((await this.repository.publishSales(batch, this.clock.now())) > 0) this.dispatcher.nudge();
      } catch (error) {
        // The sweep tells them within a minute.
        this.logger.error({ msg: 'Could not write sale events for webhooks', err: (error as Error).message });
      }
    });
    return this.working;
  }

  private saleRecorded(transactionId: number): void {
    this.waiting.push(transactionId);
    if (this.waiting.length >= FLUSH_AT_SALES) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
  }

  private async refunded(metadata: Record<string, unknown>, completes: boolean, manager?: Tx): Promise<void> {
    if (typeof metadata.vendorId !== 'number' || typeof metadata.transactionId !== 'number') return;
    const ownerId = await this.repository.ownerOfVendor(metadata.vendorId, manager);
    if (!ownerId) return;
    const amount = Number(metadata.amount);
    const refundedAmount = typeof metadata.refundedAmount === 'number' ? metadata.refundedAmount : amount;
    const data = { transactionId: metadata.transactionId, vendorId: metadata.vendorId, amount, refundedAmount, completes };
    await this.publish([{ ownerId, type: 'sale.refunded', dedupeKey: null, data }], manager);
  }

  private async notified(row: WrittenNotification, manager?: Tx): Promise<void> {
    const type = EVENT_OF_NOTIFICATION[row.kind];
    if (!type) return;
    const data = { title: row.title, message: row.body, ...(row.metadata ?? {}) };
    await this.publish([{ ownerId: row.userId, type, dedupeKey: `notification:${row.id}`, data }], manager);
  }

  private async publish(events: Parameters<WebhooksRepository['publish']>[0], manager?: Tx): Promise<void> {
    const made = await this.repository.publish(events, this.clock.now(), manager);
    if (made > 0) this.afterCommit.run(manager, () => this.dispatcher.nudge());
  }
}

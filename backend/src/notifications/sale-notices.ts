import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';

import { Clock } from '../common/clock';
import { sltDate } from '../common/time/second-life-time';
import { SaleEvents } from '../sales/sale-events';
import { DAILY_SALES_MILESTONES, highestReached, type NewNotification, ordinal, saleMilestoneFor } from './notification-kinds';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { formatLindens } from './templates/layout';

/** Sales are looked at together: at most this long after the first waits, or as soon as this many merchants wait. */
const FLUSH_AFTER_MS = 100;
const FLUSH_AT_OWNERS = 200;

/** Notifications this instance has made (or found made) lately, by user and key: not asked for again. */
const REMEMBERED_KEYS = 10_000;

/** What one sale tells the notifications. */
export interface RecordedSaleNotice {
  ownerId: string;
  productId: number | null;
}

interface Waiting {
  sales: number;
  productIds: Set<number>;
}

/**
 * Notifications that sales call for: milestones (the merchant's 1st, 10th, 100th... sale; L$1,000, L$10,000... in an
 * SLT day) and products that ran low or out. Sales are looked at in batches after they are written, outside the sale
 * path: one read of the sales rollups and one of the products for a whole batch, so a busy store's sales cost one
 * statement every 100 ms, not one each. Each notification has a key (the milestone, the product and day), so a retried
 * sale, a second instance or a later batch never repeats it.
 */
@Injectable()
export class SaleNotices implements BeforeApplicationShutdown {
  private readonly logger = new Logger('SaleNotices');
  private waiting = new Map<string, Waiting>();
  private timer: NodeJS.Timeout | null = null;
  private working: Promise<void> = Promise.resolve();
  /** A merchant past L$1,000 today would otherwise ask for the same notification with every batch of their sales. */
  private readonly made = new Set<string>();

  constructor(
    private readonly notifications: NotificationsService,
    private readonly repository: NotificationsRepository,
    private readonly clock: Clock,
    saleEvents: SaleEvents,
  ) {
    saleEvents.onRecorded((sale) => this.recorded({ ownerId: sale.ownerId, productId: sale.productId }));
  }

  /** A sale was recorded (or its retry answered): looked at within FLUSH_AFTER_MS. */
  recorded(sale: RecordedSaleNotice): void {
    const waiting = this.waiting.get(sale.ownerId) ?? { sales: 0, productIds: new Set<number>() };
    waiting.sales += 1;
    if (sale.productId !== null) waiting.productIds.add(sale.productId);
    this.waiting.set(sale.ownerId, waiting);
    if (this.waiting.size >= FLUSH_AT_OWNERS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  /** Looks at what waits, one batch after another; failures are logged, never passed to a sale. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.waiting;
    this.waiting = new Map();
    if (batch.size === 0) return this.working;
    this.working = this.working.then(() =>
      this.look(batch).catch((error: Error) => this.logger.error({ msg: 'Could not look at sales for notifications', err: error.message })),
    );
    return this.working;
  }

  /** Writes the notification unless this instance already knows it exists (its dedupeKey names it once per user). */
  private async once(notification: NewNotification): Promise<void> {
    const key = `${notification.userId}\n${notification.dedupeKey}`;
    if (this.made.has(key)) return;
    await this.notifications.notify(notification);
    if (this.made.size >= REMEMBERED_KEYS) this.made.clear();
    this.made.add(key);
  }

  private async look(batch: Map<string, Waiting>): Promise<void> {
    const at = this.clock.now();
    const day = sltDate(at);
    const productIds = [...new Set([...batch.values()].flatMap((waiting) => [...waiting.productIds]))];
    const [owners, products] = await Promise.all([this.repository.ownerSales([...batch.keys()], at), this.repository.productStock(productIds)]);
    for (const owner of owners) {
      const milestone = saleMilestoneFor(owner.sales, batch.get(owner.ownerId)?.sales ?? 0);
      if (milestone !== null) {
        await this.once({
          userId: owner.ownerId,
          kind: 'sale_milestone',
          title: milestone === 1 ? 'Your first sale!' : `Your ${ordinal(milestone)} sale!`,
          body:
            milestone === 1
              ? 'Your vendors have recorded their first sale on SL Vendor Platform.'
              : `Your vendors have recorded ${milestone.toLocaleString('en-US')} sales on SL Vendor Platform.`,
          link: '/transactions',
          metadata: { sales: milestone },
          dedupeKey: `sales:${milestone}`,
        });
      }
      const daily = highestReached(DAILY_SALES_MILESTONES, owner.amountOfDay);
      if (daily !== null) {
        await this.once({
          userId: owner.ownerId,
          kind: 'daily_sales_milestone',
          title: `${formatLindens(daily)} in sales today`,
          body: `Your sales today (${day}, SLT) have passed ${formatLindens(daily)}.`,
          link: '/',
          metadata: { day, amount: daily },
          dedupeKey: `daily:${day}:${daily}`,
        });
      }
    }
    for (const product of products) {
      if (product.stock === 0) {
        await this.once({
          userId: product.ownerId,
          kind: 'product_sold_out',
          title: `Sold out: ${product.name}`,
          body: `${product.name} has no stock left: its sales are refused (and refunded in-world) until you add stock on the Products page.`,
          link: '/products',
          metadata: { productId: product.id },
          dedupeKey: `sold_out:${product.id}:${day}`,
        });
      } else if (product.lowStockThreshold !== null && product.stock <= product.lowStockThreshold) {
        await this.once({
          userId: product.ownerId,
          kind: 'product_low_stock',
          title: `Low stock: ${product.name}`,
          body: `Only ${product.stock} left of ${product.name} (your low-stock mark is ${product.lowStockThreshold}).`,
          link: '/products',
          metadata: { productId: product.id, stock: product.stock },
          dedupeKey: `low_stock:${product.id}:${day}`,
        });
      }
    }
  }
}

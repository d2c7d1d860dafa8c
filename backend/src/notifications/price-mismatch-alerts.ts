import { Injectable, type OnModuleInit } from '@nestjs/common';

import { Clock } from '../common/clock';
import { sltDate } from '../common/time/second-life-time';
import { JobsService } from '../jobs/jobs.service';
import { NotificationsRepository, type PriceMismatchSale } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { formatLindens } from './templates/layout';

/** How often flagged sales are looked for; each merchant is alerted at most once per SLT day. */
export const PRICE_MISMATCH_CHECK_SECONDS = 15 * 60;
/** Flagged sales older than this (before the alerts existed, or while the platform was down) are left to the list. */
const LOOKBACK_MS = 7 * 24 * 3600_000;
const OWNERS_PER_RUN = 500;
/** Sales named in one alert (its body holds 1000 characters); the rest are counted. */
const SALES_LISTED = 8;

/** "#12 Red Dress, bought by Ann Resident: paid L$100, price L$350". */
export function mismatchLine(sale: Pick<PriceMismatchSale, 'id' | 'productName' | 'buyerId' | 'buyerName' | 'amount' | 'listPrice'>): string {
  const product = sale.productName ?? 'a deleted product';
  const price = sale.listPrice === null ? 'price unknown' : `price ${formatLindens(sale.listPrice)}`;
  return `#${sale.id} ${product}, bought by ${sale.buyerName ?? sale.buyerId}: paid ${formatLindens(sale.amount)}, ${price}`;
}

/**
 * Sales paid at a price that was not the product's (docs/decisions/0094-price-mismatch.md): once a day at most, each
 * merchant gets one notification listing the flagged sales since their last one (the key names the SLT day).
 */
@Injectable()
export class PriceMismatchAlerts implements OnModuleInit {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly notifications: NotificationsService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.every('price-mismatch-alerts', PRICE_MISMATCH_CHECK_SECONDS, () => this.check().then(() => undefined));
  }

  /** Alerts the merchants with flagged sales not alerted about yet, unless alerted today already; returns how many. */
  async check(): Promise<number> {
    const now = this.clock.now();
    const dedupeKey = `price-mismatch:${sltDate(now)}`;
    const rows = await this.repository.priceMismatchesToAlert(new Date(now.getTime() - LOOKBACK_MS), now, dedupeKey, OWNERS_PER_RUN, SALES_LISTED);
    const byOwner = new Map<string, PriceMismatchSale[]>();
    for (const row of rows) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row]);
    let alerted = 0;
    for (const [ownerId, sales] of byOwner) {
      const total = sales[0].total;
      const more = total - sales.length;
      const written = await this.notifications.notify({
        userId: ownerId,
        kind: 'price_mismatch',
        title: total === 1 ? 'A sale was paid at the wrong price' : `${total} sales were paid at the wrong price`,
        body:
          `Paid neither the price nor the price due: ${sales.map(mismatchLine).join('; ')}${more > 0 ? `; and ${more} more` : ''}. ` +
          'The sales are recorded; check your vendor scripts and prices.',
        link: '/transactions?priceMismatch=true',
        metadata: { until: now.toISOString(), count: total, transactionIds: sales.map((sale) => sale.id) },
        dedupeKey,
      });
      if (written) alerted += 1;
    }
    return alerted;
  }
}

import { Injectable, type OnModuleInit } from '@nestjs/common';

import { Clock } from '../common/clock';
import { JobsService } from '../jobs/jobs.service';
import { PlatformSettingsService } from '../marketplace/platform-settings.service';
import { NotificationsService } from '../notifications/notifications.service';
import { VendorsService } from '../vendors/vendors.service';
import { BillingRepository } from './billing.repository';
import { fromHundredths, isOverdue, toHundredths } from './commission-collection';

/** How often overdue merchants are looked for. */
export const GRACE_CHECK_SECONDS = 600;

/**
 * The grace period's pause (off until an admin sets one): a merchant whose commission stays uncollected longer has
 * their vendors paused and is told why; they resume them once paid (and are paused again while still overdue).
 */
@Injectable()
export class CommissionGrace implements OnModuleInit {
  constructor(
    private readonly repository: BillingRepository,
    private readonly settings: PlatformSettingsService,
    private readonly vendors: VendorsService,
    private readonly notifications: NotificationsService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.every('commission-grace', GRACE_CHECK_SECONDS, () => this.enforce().then(() => undefined));
  }

  /** Pauses the vendors of every overdue merchant; returns how many merchants had vendors paused now. */
  async enforce(): Promise<number> {
    const { graceDays } = await this.settings.commissionCollection();
    if (graceDays === null) return 0;
    const now = this.clock.now();
    let merchants = 0;
    for (const row of await this.repository.balances()) {
      const outstanding = toHundredths(row.owed) - row.collected * 100;
      if (!isOverdue(outstanding, row.uncollectedSince, graceDays, now)) continue;
      const why = `L$${fromHundredths(outstanding)} of commission unpaid for more than ${graceDays} days`;
      const paused = await this.vendors.pauseForUnpaidCommission(row.ownerId, why);
      if (paused === 0) continue;
      merchants += 1;
      await this.notifications.notifyAfterwards({
        userId: row.ownerId,
        kind: 'commission_overdue',
        title: 'Vendors paused: commission unpaid',
        body: `Your vendors were paused: ${why}. Let them pay it (check their debit permission and your L$ balance), then resume them on the Vendors page.`,
        link: '/billing',
        metadata: { outstanding: fromHundredths(outstanding), graceDays },
        dedupeKey: `commission_overdue:${row.ownerId}:${now.toISOString().slice(0, 10)}`,
      });
    }
    return merchants;
  }
}

import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';

import { Clock } from '../common/clock';
import { appBaseUrl } from '../common/own-origin';
import { sltDate } from '../common/time/second-life-time';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobsService } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { CATEGORY_OF } from './notification-kinds';
import { NotificationsRepository } from './notifications.repository';
import { dailyDigestEmail } from './templates/daily-digest';
import { notificationEmail } from './templates/notification-email';
import { UnsubscribeLinks } from './unsubscribe-links';

/** Tries per e-mail before it is given up. */
const MAX_ATTEMPTS = 5;
/** An e-mail claimed by an instance longer ago than this is taken over (that instance stopped mid-way). */
const CLAIM_TIMEOUT_MS = 5 * 60_000;
/** E-mails left waiting (an SMTP server that was down) are tried again this often. */
export const EMAIL_RETRY_SECONDS = 60;
/** The daily digests of the SLT day that just ended go out at the first run after SLT midnight. */
export const DIGEST_CHECK_SECONDS = 15 * 60;
/** Digests sent per run; the next run takes the rest. */
const DIGESTS_PER_RUN = 200;
/** Items of sales news listed in one digest. */
const DIGEST_ITEMS = 50;

/** The SLT day before the SLT day of `now`, YYYY-MM-DD. */
export function previousSltDay(now: Date): string {
  const today = new Date(`${sltDate(now)}T00:00:00Z`);
  return new Date(today.getTime() - 24 * 3600_000).toISOString().slice(0, 10);
}

/**
 * Notification e-mails through MailService (SMTP with SMTP_URL, .eml files in DATA_DIR/mail otherwise). Redeliveries
 * and the other news go out at once; sales news (milestones, refunds) goes in one digest a day per merchant, with the
 * day's sales. Each e-mail is claimed before it is sent, so one instance sends it; a digest row is written before the
 * digest goes, so a day's digest never goes twice.
 */
@Injectable()
export class NotificationMailer implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('NotificationMail');
  private readonly sending = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsRepository,
    private readonly mail: MailService,
    private readonly links: UnsubscribeLinks,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.every('notification-emails', EMAIL_RETRY_SECONDS, () => this.sendWaiting());
    this.jobs.every('notification-digests', DIGEST_CHECK_SECONDS, () => this.sendDigests().then(() => undefined));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.sending);
  }

  /** Sends the notification's e-mail now, in the background. */
  sendSoon(id: number): void {
    const sending = this.send(id).finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }

  /** E-mails still waiting: not sent yet, or claimed by an instance that stopped. */
  async sendWaiting(): Promise<void> {
    const ids = await this.notifications.dueEmails(new Date(Date.now() - CLAIM_TIMEOUT_MS), 100);
    for (const id of ids) await this.send(id);
  }

  /** Sends one notification's e-mail unless another instance has it or it went already. Never throws. */
  async send(id: number): Promise<void> {
    // Claims are a matter of real time, whatever the business clock says.
    const now = new Date();
    const claimed = await this.notifications.claimEmail(id, now, new Date(now.getTime() - CLAIM_TIMEOUT_MS)).catch((error: Error) => {
      this.logger.error({ msg: 'Could not claim a notification e-mail', id, err: error.message });
      return null;
    });
    if (!claimed) return;
    const category = CATEGORY_OF[claimed.kind];
    try {
      const unsubscribeUrl = await this.links.url({ userId: claimed.userId, category });
      const email = notificationEmail({
        firstName: claimed.firstName,
        title: claimed.title,
        body: claimed.body,
        url: claimed.link ? `${appBaseUrl(this.config)}${claimed.link}` : null,
        category,
        unsubscribeUrl,
      });
      await this.mail.send({ to: claimed.email, ...email, unsubscribeUrl });
      await this.notifications.finishEmail(id, 'sent');
    } catch (error) {
      const status = claimed.emailAttempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      this.logger.error({ msg: 'A notification e-mail could not be sent', id, attempt: claimed.emailAttempts, next: status, err: (error as Error).message });
      await this.notifications.finishEmail(id, status).catch(() => undefined);
    }
  }

  /** The digests of the SLT day before today, for every merchant due one; returns how many were sent. */
  async sendDigests(): Promise<number> {
    const now = this.clock.now();
    const day = previousSltDay(now);
    const recipients = await this.notifications.digestRecipients(day, DIGESTS_PER_RUN);
    let sent = 0;
    for (const recipient of recipients) {
      if (!(await this.notifications.startDigest(recipient.userId, day, now))) continue;
      try {
        const [sales, news] = await Promise.all([
          this.notifications.salesOfDay(recipient.userId, day),
          this.notifications.digestNotifications(recipient.userId, day, DIGEST_ITEMS),
        ]);
        const unsubscribeUrl = await this.links.url({ userId: recipient.userId, category: 'transactions' });
        const email = dailyDigestEmail({
          firstName: recipient.firstName,
          day,
          sales: sales.sales,
          amount: sales.amount,
          news: news.map((item) => ({ title: item.title, body: item.body, createdAt: new Date(item.createdAt) })),
          url: `${appBaseUrl(this.config)}/transactions`,
          unsubscribeUrl,
        });
        await this.mail.send({ to: recipient.email, ...email, unsubscribeUrl });
        await this.notifications.finishDigest(recipient.userId, day, new Date());
        sent += 1;
      } catch (error) {
        this.logger.error({ msg: 'A daily digest could not be sent; the next run tries again', day, err: (error as Error).message });
        await this.notifications.dropDigest(recipient.userId, day).catch(() => undefined);
      }
    }
    return sent;
  }
}

import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';

import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobsService } from '../jobs/jobs.service';
import { NotificationsService } from '../notifications/notifications.service';
import { discordBody } from './discord-message';
import { callWebhook } from './webhook-sender';
import { signWebhook } from './webhook-signature';
import { type DueDelivery, WebhooksRepository } from './webhooks.repository';

/** Waits after a failed attempt, one per attempt made; the last repeats until the event is 3 days old. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600] as const;
/** An event is retried this long; an endpoint failing this long is switched off. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 3600_000;
/** Deliveries taken in one look, and of one endpoint (sent side by side; the endpoint's next ones wait for all of them). */
const TAKE_AT_MOST = 200;
const PER_ENDPOINT = 10;
/** Delivered events are kept this long for the delivery log, then forgotten. */
const KEEP_FINISHED_MS = 30 * 24 * 3600_000;
const SHUTDOWN_WAIT_MS = 8000;
export const ENDPOINT_DISABLED_REASON = 'Its deliveries failed for 3 days.';

/** When a delivery that failed its `attempts`-th attempt at `now` is tried next; null: it is given up. */
export function nextAttemptAt(attempts: number, eventAt: Date, now: Date): Date | null {
  const giveUpAt = eventAt.getTime() + GIVE_UP_AFTER_MS;
  if (now.getTime() >= giveUpAt) return null;
  const delay = RETRY_DELAYS_SECONDS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_SECONDS.length) - 1] * 1000;
  return new Date(Math.min(now.getTime() + delay, giveUpAt));
}

/** The body of a delivery: the same for every attempt and resend of the event. */
export function deliveryBody(delivery: Pick<DueDelivery, 'eventId' | 'type' | 'eventAt' | 'merchantId' | 'data'>): string {
  return JSON.stringify({
    id: delivery.eventId,
    type: delivery.type,
    timestamp: new Date(delivery.eventAt).toISOString(),
    merchantId: delivery.merchantId,
    data: delivery.data,
  });
}

/**
 * Sends the deliveries that are due: right after an event is written (nudge) and on the jobs system's schedule (once
 * per period across instances with Redis), so a delivery left by a stopped instance is sent when its lease ends. The
 * deliveries table is the queue: a delivery is taken with SKIP LOCKED and its next attempt pushed ahead while it is
 * sent, so two instances never send it at once. Endpoints are sent to side by side, each at most PER_ENDPOINT calls at
 * a time, so a slow or failing endpoint holds up only itself; a look never waits for calls.
 */
@Injectable()
export class WebhookDispatcher implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly busy = new Set<string>();
  private readonly sending = new Set<Promise<void>>();
  private looking: Promise<void> | null = null;
  private lookAgain = false;
  private nudged: NodeJS.Timeout | null = null;
  private stopping = false;

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly notifications: NotificationsService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.every('webhook-deliveries', this.config.webhooks.dispatchSeconds, () => this.look());
    this.jobs.every('webhook-events-forget', 3600, async () => {
      await this.repository.forgetFinishedBefore(new Date(this.clock.now().getTime() - KEEP_FINISHED_MS));
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.nudged) clearTimeout(this.nudged);
    // A call still running is left to its lease: another instance (or this one after a restart) sends it again.
    await Promise.race([Promise.all([this.looking, ...this.sending]), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_WAIT_MS).unref())]);
  }

  /** New deliveries were written: look for due ones in a moment (several nudges make one look). */
  nudge(): void {
    if (this.stopping) return;
    this.nudged ??= setTimeout(() => {
      this.nudged = null;
      void this.look();
    }, 20);
  }

  /** Takes the due deliveries and starts sending them; resolves once they are taken, not sent. */
  look(): Promise<void> {
    if (this.looking) {
      this.lookAgain = true;
      return this.looking;
    }
    this.looking = this.takeAndStart()
      .catch((error: Error) => this.logger.error({ msg: 'Could not look for webhook deliveries', err: error.message }))
      .finally(() => {
        this.looking = null;
        if (this.lookAgain) {
          this.lookAgain = false;
          void this.look();
        }
      });
    return this.looking;
  }

  /** Sends one delivery now and waits for its outcome (Send test event, Resend); false when it was not due or is being sent. */
  async sendNow(deliveryId: string): Promise<boolean> {
    const [delivery] = await this.repository.takeDue(this.clock.now(), 1, 1, [], this.leaseMs(), deliveryId);
    if (!delivery) return false;
    await this.attempt(delivery);
    return true;
  }

  private async takeAndStart(): Promise<void> {
    if (this.stopping) return;
    const due = await this.repository.takeDue(this.clock.now(), TAKE_AT_MOST, PER_ENDPOINT, [...this.busy], this.leaseMs());
    const byEndpoint = new Map<string, DueDelivery[]>();
    for (const delivery of due) byEndpoint.set(delivery.endpointId, [...(byEndpoint.get(delivery.endpointId) ?? []), delivery]);
    for (const [endpointId, deliveries] of byEndpoint) {
      this.busy.add(endpointId);
      const run: Promise<void> = Promise.all(deliveries.map((delivery) => this.attempt(delivery)))
        .then(() => undefined)
        .catch((error: Error) => this.logger.error({ msg: 'Could not send webhook deliveries', endpointId, err: error.message }))
        .finally(() => {
          this.busy.delete(endpointId);
          this.sending.delete(run);
          // Deliveries of this endpoint that came due meanwhile were left for it.
          if (deliveries.length === PER_ENDPOINT) this.nudge();
        });
      this.sending.add(run);
    }
  }

  /** How long taken deliveries stay with this instance: a call timing out, and a minute. */
  private leaseMs(): number {
    return this.config.webhooks.timeoutSeconds * 1000 + 60_000;
  }

  private async attempt(delivery: DueDelivery): Promise<void> {
    const body = delivery.format === 'discord' ? discordBody(delivery.type, delivery.data) : deliveryBody(delivery);
    const sentAt = this.clock.now();
    const timestamp = Math.floor(sentAt.getTime() / 1000);
    const outcome = await callWebhook({
      url: delivery.url,
      body,
      headers: {
        'user-agent': 'SL-Vendor-Platform-Webhooks/1',
        'webhook-id': delivery.eventId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(delivery.secrets, delivery.eventId, timestamp, body),
      },
      timeoutMs: this.config.webhooks.timeoutSeconds * 1000,
      allowedOrigins: this.config.webhooks.allowedOrigins,
    });
    const at = this.clock.now();
    if (outcome.delivered) {
      await this.repository.delivered(delivery.id, delivery.endpointId, at, outcome.statusCode!, outcome.response);
      return;
    }
    const failingSince = await this.repository.failed(
      delivery.id,
      delivery.endpointId,
      at,
      outcome.statusCode,
      outcome.response,
      nextAttemptAt(delivery.attempts + 1, new Date(delivery.eventAt), at),
    );
    if (at.getTime() - new Date(failingSince).getTime() >= GIVE_UP_AFTER_MS) await this.switchOff(delivery, failingSince);
  }

  /** An endpoint failing for 3 days is switched off, and its owner told once. */
  private async switchOff(delivery: DueDelivery, failingSince: Date): Promise<void> {
    if (!(await this.repository.disable(delivery.endpointId, ENDPOINT_DISABLED_REASON))) return;
    await this.notifications.notifyAfterwards({
      userId: delivery.ownerId,
      kind: 'webhook_disabled',
      title: 'Webhook endpoint switched off',
      body: `Deliveries to ${delivery.url} have failed since ${new Date(failingSince).toISOString().slice(0, 16).replace('T', ' ')} UTC, so it was switched off. Fix the receiver, then switch it on again in Settings → Webhooks.`,
      link: '/settings?tab=webhooks',
      metadata: { endpointId: delivery.endpointId },
      dedupeKey: `webhook_disabled:${delivery.endpointId}:${new Date(failingSince).getTime()}`,
    });
  }
}

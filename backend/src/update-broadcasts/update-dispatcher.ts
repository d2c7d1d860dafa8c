import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';

import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { InWorldObjectsService } from '../in-world-objects/in-world-objects.service';
import { onlineSince } from '../in-world-objects/liveness';
import { JobsService } from '../jobs/jobs.service';
import { BoxPinger } from '../redeliveries/box-pinger';
import { type BoxUpdateDelivery, type HandOutPlan, type RunningBroadcast, UpdateBroadcastsRepository } from './update-broadcasts.repository';
import { boxCapacities, UNCONFIRMED_REASON, UPDATE_CONFIRMATION_MS, UPDATE_MAX_ATTEMPTS, type UpdateBox, updateWaitingReason } from './update-hand-out';

export const UPDATE_SWEEP_JOB = 'update-broadcast-sweep';
const SWEEP_OWNERS = 200;
const RATE_WINDOW_MS = 60_000;

/**
 * Decides one hand-out: each box that may take update deliveries gets, up to its room, the queued deliveries of the
 * running broadcasts whose item it holds (oldest broadcast first); each broadcast learns why it waits, if it does.
 */
export function planUpdateHandOut(boxes: UpdateBox[], running: RunningBroadcast[], perMinute: number): HandOutPlan {
  return {
    claims: boxCapacities(boxes, perMinute)
      .filter((box) => box.capacity > 0)
      .map((box) => ({ boxId: box.boxId, broadcastIds: running.filter((b) => box.inventory.has(b.itemName)).map((b) => b.id), limit: box.capacity })),
    waitingReasons: running.map((broadcast) => ({ broadcastId: broadcast.id, reason: updateWaitingReason(broadcast.itemName, boxes) })),
  };
}

/**
 * Hands queued update deliveries to the owner's live delivery boxes at a rate Second Life allows (update-hand-out.ts),
 * then pings the boxes that got work. The queue is in PostgreSQL, so a restart or a second instance loses nothing
 * and never hands a delivery out twice at once.
 */
@Injectable()
export class UpdateDispatcher implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('UpdateDispatcher');
  private readonly pings = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly broadcasts: UpdateBroadcastsRepository,
    private readonly objects: InWorldObjectsService,
    private readonly pinger: BoxPinger,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
  ) {}

  /** Boxes fall silent and deliveries go unconfirmed without any call: every owner with open work is looked at again now and then. */
  onModuleInit(): void {
    if (this.config.updateBroadcastSweepSeconds === 0) return;
    this.jobs.every(UPDATE_SWEEP_JOB, this.config.updateBroadcastSweepSeconds, () => this.sweep());
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.pings);
  }

  /** One hand-out of the owner's update deliveries; `polling` is the box asking right now (it needs no ping). */
  async dispatch(ownerId: string, polling: number | null = null): Promise<void> {
    const now = this.clock.now();
    const perMinute = this.config.updateDeliveriesPerBoxPerMinute;
    const handed = await this.broadcasts.handOut(
      ownerId,
      now,
      {
        handedBefore: new Date(now.getTime() - UPDATE_CONFIRMATION_MS),
        onlineSince: onlineSince(now),
        maxAttempts: UPDATE_MAX_ATTEMPTS,
        failure: UNCONFIRMED_REASON,
      },
      new Date(now.getTime() - RATE_WINDOW_MS),
      (boxes, running) => planUpdateHandOut(boxes, running, perMinute),
    );
    if (polling !== null) handed.delete(polling);
    if (handed.size === 0) return;
    const urls = await this.objects.liveUrlsOfBoxes([...handed.keys()], onlineSince(now));
    const pinging = this.pinger.ping(urls.map(({ boxId, url }) => ({ url, deliveries: handed.get(boxId) ?? 0 })));
    this.pings.add(pinging);
    void pinging.finally(() => this.pings.delete(pinging));
  }

  /** The update deliveries a box is to give next (after a hand-out that counts this poll as a sign of life). */
  async forBox(ownerId: string, boxId: number, limit: number): Promise<BoxUpdateDelivery[]> {
    await this.dispatch(ownerId, boxId);
    return this.broadcasts.handedToBox(boxId, limit);
  }

  /** Looks again at every owner with open update deliveries; one owner's failure does not stop the others. */
  async sweep(): Promise<void> {
    try {
      for (const ownerId of await this.broadcasts.ownersWithOpenDeliveries(SWEEP_OWNERS)) {
        await this.dispatch(ownerId).catch((error: Error) => this.logger.error({ msg: 'Could not hand out update deliveries', ownerId, err: error.message }));
      }
    } catch (error) {
      this.logger.error({ msg: 'Could not look for open update deliveries', err: (error as Error).message });
    }
  }
}

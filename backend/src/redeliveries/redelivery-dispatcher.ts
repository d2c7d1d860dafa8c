import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';

import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { InWorldObjectsService } from '../in-world-objects/in-world-objects.service';
import { isOnline, onlineSince } from '../in-world-objects/liveness';
import { JobsService } from '../jobs/jobs.service';
import { planAssignments } from './assignment-plan';
import { BoxPinger } from './box-pinger';
import { RedeliveriesRepository } from './redeliveries.repository';

/** A box that has not reported on a request handed to it within 10 minutes loses it back to the queue. */
export const ASSIGNMENT_CONFIRMATION_MS = 10 * 60_000;
/** At most this many of an owner's waiting requests are weighed in one hand-out; the rest wait for the next. */
const DISPATCH_BATCH = 500;
const SWEEP_OWNERS = 200;
export const REDELIVERY_SWEEP_JOB = 'redelivery-sweep';

/**
 * Hands waiting redelivery requests to the owner's delivery boxes: each to an active online box that holds the
 * item, taking back what a silent box or an unconfirmed assignment held, then pings the boxes that got new work.
 */
@Injectable()
export class RedeliveryDispatcher implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('RedeliveryDispatcher');
  private readonly pings = new Set<Promise<void>>();
  private readonly sweepListeners: Array<(ownerId: string) => Promise<void>> = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redeliveries: RedeliveriesRepository,
    private readonly objects: InWorldObjectsService,
    private readonly pinger: BoxPinger,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
  ) {}

  /**
   * Every owner's open requests are looked at again now and then: assignments expire and boxes fall silent without
   * a call. With several instances on one Redis, one of them sweeps each period.
   */
  onModuleInit(): void {
    if (this.config.redeliverySweepSeconds === 0) return;
    this.jobs.every(REDELIVERY_SWEEP_JOB, this.config.redeliverySweepSeconds, () => this.sweep());
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.pings);
  }

  /**
   * One hand-out of the owner's requests. `pingBoxes` lists boxes to ping even without new work (the merchant's
   * "send now" on a request already handed out).
   */
  async dispatch(ownerId: string, pingBoxes: number[] = []): Promise<void> {
    const now = this.clock.now();
    const handedTo = await this.redeliveries.transaction(async (manager) => {
      await this.redeliveries.lockOwnerDispatch(manager, ownerId);
      await this.redeliveries.releaseUnconfirmed(manager, ownerId, new Date(now.getTime() - ASSIGNMENT_CONFIRMATION_MS), onlineSince(now));
      const waiting = await this.redeliveries.waitingOfOwner(manager, ownerId, DISPATCH_BATCH);
      if (waiting.length === 0) return new Map<number, number>();
      const boxes = await this.redeliveries.candidateBoxes(manager, ownerId);
      const plan = planAssignments(
        waiting,
        boxes.map((box) => ({ ...box, online: box.lastSeenAt !== null && isOnline(new Date(box.lastSeenAt), now) })),
      );
      await this.redeliveries.assign(manager, plan.assignments, now);
      await this.redeliveries.noteWaiting(manager, plan.waiting);
      const counts = new Map<number, number>();
      for (const { boxId } of plan.assignments) counts.set(boxId, (counts.get(boxId) ?? 0) + 1);
      return counts;
    });
    for (const boxId of pingBoxes) handedTo.set(boxId, handedTo.get(boxId) ?? 0);
    if (handedTo.size === 0) return;
    const urls = await this.objects.liveUrlsOfBoxes([...handedTo.keys()], onlineSince(now));
    // The caller (often a script waiting for its answer) does not wait for the boxes.
    const pinging = this.pinger.ping(urls.map(({ boxId, url }) => ({ url, deliveries: handedTo.get(boxId) ?? 0 })));
    this.pings.add(pinging);
    void pinging.finally(() => this.pings.delete(pinging));
  }

  /** `listener` runs, awaited, after each owner's hand-out in a sweep (the late sale deliveries' alerts). */
  afterOwnerSweep(listener: (ownerId: string) => Promise<void>): void {
    this.sweepListeners.push(listener);
  }

  /** Looks again at every owner with open requests; one owner's failure does not stop the others. */
  async sweep(): Promise<void> {
    try {
      for (const ownerId of await this.redeliveries.ownersWithOpenRequests(SWEEP_OWNERS)) {
        await this.dispatch(ownerId).catch((error: Error) => this.logger.error({ msg: 'Could not hand out redelivery requests', ownerId, err: error.message }));
        for (const listener of this.sweepListeners) {
          await listener(ownerId).catch((error: Error) => this.logger.error({ msg: 'Could not look at late sale deliveries', ownerId, err: error.message }));
        }
      }
    } catch (error) {
      this.logger.error({ msg: 'Could not look for open redelivery requests', err: (error as Error).message });
    }
  }
}

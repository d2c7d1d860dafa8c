import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';

import { Clock } from '../common/clock';
import { InWorldObjectsService } from '../in-world-objects/in-world-objects.service';
import { onlineSince } from '../in-world-objects/liveness';
import { ObjectUrlPinger } from '../in-world-objects/object-url-pinger';
import { NotificationsRepository } from './notifications.repository';

/** Notices older than this are not read out in-world any more (a box set up next week should not repeat today's news). */
export const IN_WORLD_NOTICE_MAX_AGE_MS = 24 * 3600_000;
/** At most this many notices in one poll answer (each becomes an instant message). */
export const IN_WORLD_NOTICES_PER_POLL = 5;
/** A notice is one instant message: Second Life allows 1023 bytes; kept short, several fit in a 2048-byte answer. */
export const IN_WORLD_NOTICE_MAX_CHARS = 300;
/** Notifications made together (a burst of sales) give one nudge. */
const NUDGE_DELAY_MS = 250;

export function noticeText(title: string, body: string): string {
  const text = `${title}: ${body}`;
  return text.length <= IN_WORLD_NOTICE_MAX_CHARS ? text : `${text.slice(0, IN_WORLD_NOTICE_MAX_CHARS - 1)}…`;
}

/**
 * In-world notifications: queued for the merchant's live delivery box, which takes them with its next poll of
 * GET /api/lsl/redeliveries/pending (asking with notices=1) and sends each to its owner as an instant message. When
 * the box registered an HTTP-in URL, it is nudged through it (`{"notices": n}`) so it polls at once.
 */
@Injectable()
export class InWorldNotices implements BeforeApplicationShutdown {
  private readonly logger = new Logger('InWorldNotices');
  private readonly nudging = new Map<string, Promise<void>>();

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly objects: InWorldObjectsService,
    private readonly pinger: ObjectUrlPinger,
    private readonly clock: Clock,
  ) {}

  /**
   * The owner's waiting notices for one poll answer, each handed out once: the longest run, oldest first, that
   * `fits` accepts; the rest stay queued for the next poll.
   */
  async handOut(ownerId: string, fits: (notices: string[]) => boolean): Promise<string[]> {
    const now = this.clock.now();
    const taken = await this.notifications.takeInWorldNotices(ownerId, new Date(now.getTime() - IN_WORLD_NOTICE_MAX_AGE_MS), now, IN_WORLD_NOTICES_PER_POLL);
    const texts: string[] = [];
    for (const notice of taken) {
      const text = noticeText(notice.title, notice.body);
      if (!fits([...texts, text])) break;
      texts.push(text);
    }
    await this.notifications.requeueInWorldNotices(taken.slice(texts.length).map((notice) => notice.id));
    return texts;
  }

  /** Tells the owner's live delivery box that notices wait, so it polls now; without a URL it finds them within a minute. */
  nudge(ownerId: string): void {
    if (this.nudging.has(ownerId)) return;
    const done = new Promise<void>((resolve) => setTimeout(resolve, NUDGE_DELAY_MS).unref())
      .then(() => this.nudgeNow(ownerId))
      .catch((error: Error) => this.logger.warn({ msg: 'Could not nudge a delivery box', err: error.message }))
      .finally(() => this.nudging.delete(ownerId));
    this.nudging.set(ownerId, done);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.nudging.values());
  }

  private async nudgeNow(ownerId: string): Promise<void> {
    const urls = await this.objects.liveBoxUrlsOfOwner(ownerId, onlineSince(this.clock.now()));
    for (const url of urls) {
      if (await this.pinger.ping(url, { notices: 1 })) return;
    }
  }
}

import { Injectable, type OnModuleInit } from '@nestjs/common';

import { Clock } from '../common/clock';
import { InWorldObjectsService } from '../in-world-objects/in-world-objects.service';
import { OFFLINE_ALERT_MINUTES, onlineSince } from '../in-world-objects/liveness';
import { JobsService } from '../jobs/jobs.service';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { formatSlt } from './templates/layout';

/** How often objects are looked at for heartbeats that stopped. */
export const SILENCE_CHECK_SECONDS = 60;
/** Objects that went offline longer ago than this (before notifications existed, or while the platform was down) are left alone. */
const LOOKBACK_MS = 60 * 60_000;
const OBJECTS_PER_RUN = 5_000;
/** Offline notices older than this are not followed by a back-online one. */
const BACK_ONLINE_LOOKBACK_MS = 7 * 24 * 3600_000;

const KIND_NAMES = { vendor: 'vendor', 'delivery-box': 'delivery box', terminal: 'redelivery terminal' } as const;

/**
 * Heartbeats going silent: an object not heard from for its owner's offline alert minutes (11 by default, two missed
 * heartbeats; Settings → Notifications) is offline, and its owner is told once per silence (the key names the object and its last heartbeat), and once
 * more when it is back.
 */
@Injectable()
export class ObjectsGoneSilent implements OnModuleInit {
  constructor(
    private readonly objects: InWorldObjectsService,
    private readonly notifications: NotificationsService,
    private readonly repository: NotificationsRepository,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.every('objects-gone-silent', SILENCE_CHECK_SECONDS, async () => {
      await this.check();
      await this.backOnline();
    });
  }

  /**
   * Objects told offline that have sent a heartbeat since: their owner is told once per silence that they are back
   * (the key names the silence the offline notice named). Returns how many.
   */
  async backOnline(): Promise<number> {
    const now = this.clock.now();
    const told = await this.repository.offlineNotTold(new Date(now.getTime() - BACK_ONLINE_LOOKBACK_MS), OBJECTS_PER_RUN);
    const objects = new Map((await this.objects.byIds(told.map((notice) => notice.objectId))).map((object) => [object.id, object]));
    const online = onlineSince(now);
    let notified = 0;
    for (const notice of told) {
      const object = objects.get(notice.objectId);
      if (!object || object.ownerId !== notice.userId || object.lastSeenAt <= online || object.lastSeenAt.getTime() <= notice.silentFromMs) continue;
      const where = object.region ? ` in ${object.region}` : '';
      const written = await this.notifications.notify({
        userId: object.ownerId,
        kind: 'object_online',
        title: `Back online: ${object.objectName}`,
        body: `Your ${KIND_NAMES[object.kind]} ${object.objectName}${where} is sending heartbeats again (since ${formatSlt(object.lastSeenAt)}).`,
        link: object.kind === 'vendor' ? '/vendors' : '/lsl-integration',
        metadata: { objectId: object.id, objectKey: object.objectKey, kind: object.kind, vendorId: object.vendorId, boxId: object.boxId },
        dedupeKey: `online:${object.id}:${notice.silentFromMs}`,
      });
      if (written) notified += 1;
    }
    return notified;
  }

  /** Notifies the owners of objects that went offline in the last hour and were not told yet; returns how many. */
  async check(): Promise<number> {
    const silent = await this.objects.silentPastOwnersAlert(
      this.clock.now(),
      LOOKBACK_MS,
      OFFLINE_ALERT_MINUTES.least,
      OFFLINE_ALERT_MINUTES.most,
      OBJECTS_PER_RUN,
    );
    let notified = 0;
    for (const object of silent) {
      const where = object.region ? ` in ${object.region}` : '';
      const written = await this.notifications.notify({
        userId: object.ownerId,
        kind: 'object_offline',
        title: `Offline: ${object.objectName}`,
        body: `Your ${KIND_NAMES[object.kind]} ${object.objectName}${where} has sent no heartbeat since ${formatSlt(object.lastSeenAt)}. Check that it is rezzed and its script is running.`,
        link: object.kind === 'vendor' ? '/vendors' : '/lsl-integration',
        metadata: { objectId: object.id, objectKey: object.objectKey, kind: object.kind, vendorId: object.vendorId, boxId: object.boxId },
        dedupeKey: `offline:${object.id}:${object.lastSeenAt.getTime()}`,
      });
      if (written) notified += 1;
    }
    return notified;
  }
}

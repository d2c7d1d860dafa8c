import { Injectable } from '@nestjs/common';

import type { InWorldObject } from './in-world-object.entity';
import { InWorldObjectsRepository, type LiveVendorObject } from './in-world-objects.repository';

/**
 * What the other folders read and change of the in-world objects (their heartbeats' rows): the vendors' and boxes'
 * objects, the boxes' live URLs, the objects gone silent. They call this, never the repository.
 */
@Injectable()
export class InWorldObjectsService {
  constructor(private readonly objects: InWorldObjectsRepository) {}

  /** A sign of life of an object that already reported (a box polling for its requests). */
  touch(ownerId: string, objectKey: string, at: Date): Promise<void> {
    return this.objects.touch(ownerId, objectKey, at);
  }

  ofVendors(vendorIds: number[]): Promise<InWorldObject[]> {
    return this.objects.ofVendors(vendorIds);
  }

  ofBoxes(boxIds: number[]): Promise<InWorldObject[]> {
    return this.objects.ofBoxes(boxIds);
  }

  /** The URLs of these boxes that were online at `onlineSince` or later. */
  liveUrlsOfBoxes(boxIds: number[], onlineSince: Date): Promise<{ boxId: number; url: string }[]> {
    return this.objects.liveUrlsOfBoxes(boxIds, onlineSince);
  }

  liveBoxUrlsOfOwner(ownerId: string, onlineSince: Date): Promise<string[]> {
    return this.objects.liveBoxUrlsOfOwner(ownerId, onlineSince);
  }

  /** The owner's vendor objects online at `onlineSince` or later, with their vendor and URL (null: none registered). */
  liveVendorObjectsOfOwner(ownerId: string, onlineSince: Date): Promise<LiveVendorObject[]> {
    return this.objects.liveVendorObjectsOfOwner(ownerId, onlineSince);
  }

  byIds(ids: number[]): Promise<InWorldObject[]> {
    return this.objects.byIds(ids);
  }

  silentPastOwnersAlert(now: Date, lookbackMs: number, soonestMinutes: number, latestMinutes: number, limit: number): Promise<InWorldObject[]> {
    return this.objects.silentPastOwnersAlert(now, lookbackMs, soonestMinutes, latestMinutes, limit);
  }
}

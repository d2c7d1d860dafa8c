import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThan, Not, Repository } from 'typeorm';

import { InWorldObject } from './in-world-object.entity';

export type ObjectReport = Pick<
  InWorldObject,
  'ownerId' | 'objectKey' | 'kind' | 'vendorId' | 'boxId' | 'objectName' | 'region' | 'position' | 'scriptVersion' | 'queued' | 'parked' | 'freeMemory' | 'url'
>;

/** An online vendor object: its vendor (id, and the vendor's key) and its HTTP-in URL, if it registered one. */
export interface LiveVendorObject {
  vendorId: number;
  vendorKey: string;
  url: string | null;
}

export interface ObjectCounts {
  online: number;
  total: number;
}

@Injectable()
export class InWorldObjectsRepository {
  constructor(@InjectRepository(InWorldObject) private readonly objects: Repository<InWorldObject>) {}

  /** One row per owner and object key: a heartbeat replaces what the previous one said. */
  async upsert(report: ObjectReport, at: Date): Promise<void> {
    await this.objects
      .createQueryBuilder()
      .insert()
      .values({ ...report, demo: false, firstSeenAt: at, lastSeenAt: at })
      .orUpdate(
        ['kind', 'vendorId', 'boxId', 'objectName', 'region', 'position', 'scriptVersion', 'queued', 'parked', 'freeMemory', 'url', 'demo', 'lastSeenAt'],
        ['ownerId', 'objectKey'],
      )
      .execute();
  }

  /** A call from a known object proves it is alive, like a heartbeat. */
  async touch(ownerId: string, objectKey: string, at: Date): Promise<void> {
    await this.objects.update({ ownerId, objectKey }, { lastSeenAt: at });
  }

  ofVendors(vendorIds: number[]): Promise<InWorldObject[]> {
    if (vendorIds.length === 0) return Promise.resolve([]);
    return this.objects.find({ where: { vendorId: In(vendorIds) }, order: { lastSeenAt: 'DESC', id: 'DESC' } });
  }

  ofBoxes(boxIds: number[]): Promise<InWorldObject[]> {
    if (boxIds.length === 0) return Promise.resolve([]);
    return this.objects.find({ where: { boxId: In(boxIds) }, order: { lastSeenAt: 'DESC', id: 'DESC' } });
  }

  /** Real objects of one owner (every owner's when null): seen since `onlineSince`, and all; demo objects are left out. */
  async counts(ownerId: string | null, onlineSince: Date): Promise<ObjectCounts> {
    const owned = ownerId ? { ownerId, demo: false } : { demo: false };
    const [online, total] = await Promise.all([
      this.objects.count({ where: { ...owned, lastSeenAt: MoreThan(onlineSince) } }),
      this.objects.count({ where: owned }),
    ]);
    return { online, total };
  }

  /** The HTTP-in URLs of the online objects running these boxes. */
  async liveUrlsOfBoxes(boxIds: number[], onlineSince: Date): Promise<{ boxId: number; url: string }[]> {
    if (boxIds.length === 0) return [];
    const rows = await this.objects.find({
      select: { boxId: true, url: true },
      where: { boxId: In(boxIds), demo: false, lastSeenAt: MoreThan(onlineSince), url: Not(IsNull()) },
    });
    return rows.map((row) => ({ boxId: row.boxId!, url: row.url! }));
  }

  /** The HTTP-in URLs of the owner's online delivery-box objects, the one heard from last first (to nudge one about notifications). */
  async liveBoxUrlsOfOwner(ownerId: string, onlineSince: Date): Promise<string[]> {
    const rows = await this.objects
      .createQueryBuilder('object')
      .comment('notifications: in-world nudge')
      .select('object.url', 'url')
      .where('object.ownerId = :ownerId', { ownerId })
      .andWhere(`object.kind = 'delivery-box'`)
      .andWhere('NOT object.demo')
      .andWhere('object.lastSeenAt > :onlineSince', { onlineSince })
      .andWhere('object.url IS NOT NULL')
      .orderBy('object.lastSeenAt', 'DESC')
      .addOrderBy('object.id', 'DESC')
      .limit(3)
      .getRawMany<{ url: string }>();
    return rows.map((row) => row.url);
  }

  async liveVendorObjectsOfOwner(ownerId: string, onlineSince: Date): Promise<LiveVendorObject[]> {
    return this.objects
      .createQueryBuilder('object')
      .innerJoin('object.vendor', 'vendor')
      .select('object.vendorId', 'vendorId')
      .addSelect('vendor.lslKey', 'vendorKey')
      .addSelect('object.url', 'url')
      .where('object.ownerId = :ownerId', { ownerId })
      .andWhere('vendor.ownerId = :ownerId', { ownerId })
      .andWhere(`object.kind = 'vendor'`)
      .andWhere('NOT object.demo')
      .andWhere('object.lastSeenAt > :onlineSince', { onlineSince })
      .getRawMany<LiveVendorObject>();
  }

  /**
   * Real objects silent for at least their owner's offline alert minutes (users.offlineAlertMinutes) and for less than
   * that and `lookbackMs` more, at `now`: those that went offline lately (a demo object never spoke). `soonest` and
   * `latest` are the least and most minutes an owner may choose, which bound the index range read.
   */
  async silentPastOwnersAlert(now: Date, lookbackMs: number, soonestMinutes: number, latestMinutes: number, limit: number): Promise<InWorldObject[]> {
    const ids: Array<{ id: number }> = await this.objects.manager.query(
      `SELECT o.id FROM in_world_objects o JOIN users u ON u.id = o."ownerId"
       WHERE NOT o.demo
         AND o."lastSeenAt" <= $1::timestamptz - make_interval(mins => $3) AND o."lastSeenAt" > $1::timestamptz - make_interval(mins => $4) - $2 * interval '1 millisecond'
         AND o."lastSeenAt" <= $1::timestamptz - make_interval(mins => u."offlineAlertMinutes")
         AND o."lastSeenAt" > $1::timestamptz - make_interval(mins => u."offlineAlertMinutes") - $2 * interval '1 millisecond'
       ORDER BY o."lastSeenAt", o.id
       LIMIT $5`,
      [now, lookbackMs, soonestMinutes, latestMinutes, limit],
    );
    if (ids.length === 0) return [];
    return this.objects.find({ where: { id: In(ids.map((row) => row.id)) }, order: { lastSeenAt: 'ASC', id: 'ASC' } });
  }

  /** These objects (those that still exist). */
  byIds(ids: number[]): Promise<InWorldObject[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.objects.find({ where: { id: In(ids) } });
  }

  /** Forgets an object URL that stopped answering (the object asks for a new one and reports it in its next heartbeat); the objects that had it. */
  async forgetUrl(url: string): Promise<Array<Pick<InWorldObject, 'ownerId' | 'objectKey' | 'objectName' | 'kind' | 'region'>>> {
    const forgotten = await this.objects
      .createQueryBuilder()
      .update()
      .set({ url: null })
      .where('url = :url', { url })
      .returning(['ownerId', 'objectKey', 'objectName', 'kind', 'region'])
      .execute();
    return forgotten.raw as Array<Pick<InWorldObject, 'ownerId' | 'objectKey' | 'objectName' | 'kind' | 'region'>>;
  }
}

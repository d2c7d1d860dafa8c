import type { InWorldObjectDto } from '../../in-world/dto/in-world-object.dto';
import type { InWorldObject } from '../in-world-object.entity';
import { isOnline, mapUrl } from '../liveness';
import { scriptUpdateFor } from '../script-versions';

export function toInWorldObjectDto(object: InWorldObject, now: Date): InWorldObjectDto {
  return {
    objectKey: object.objectKey,
    objectName: object.objectName,
    kind: object.kind,
    region: object.region,
    position: object.position,
    mapUrl: mapUrl(object.region, object.position),
    lastSeenAt: object.lastSeenAt.toISOString(),
    online: !object.demo && isOnline(object.lastSeenAt, now),
    demo: object.demo,
    scriptVersion: object.scriptVersion,
    scriptUpdate: scriptUpdateFor(object.kind, object.scriptVersion),
    queued: object.queued,
    parked: object.parked,
    freeMemory: object.freeMemory,
  };
}

/** The objects' DTOs by the vendor (or the box) they report for, each list in the objects' order. */
export function inWorldObjectDtosBy(objects: InWorldObject[], key: 'vendorId' | 'boxId', now: Date): Map<number, InWorldObjectDto[]> {
  const grouped = new Map<number, InWorldObjectDto[]>();
  for (const object of objects) {
    const id = object[key];
    if (id === null) continue;
    const dtos = grouped.get(id) ?? grouped.set(id, []).get(id)!;
    dtos.push(toInWorldObjectDto(object, now));
  }
  return grouped;
}

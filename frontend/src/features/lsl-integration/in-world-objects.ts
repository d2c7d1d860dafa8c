import type { InWorldObjectDto, InWorldObjectDtoKind } from '../../api/generated/model';
import { countLabel } from '../../ui/plural';
import { relativeTime } from '../dashboard/relative-time';
import { sltDateTimeLabel } from '../transactions/transaction-format';

/**
 * An object is online when its script was heard from within 11 minutes (heartbeats come every 5); the API decides.
 * The demo seed's made-up objects are neither: they never sent a heartbeat.
 */
export function objectStatusLabel(object: Pick<InWorldObjectDto, 'online' | 'demo'>): 'Online' | 'Offline' | 'Demo object' {
  if (object.demo) return 'Demo object';
  return object.online ? 'Online' : 'Offline';
}

/** The script file each kind of object runs, as the LSL Integration page lists it. */
export const SCRIPT_FILES: Record<InWorldObjectDtoKind, string> = {
  // Three scripts since 3.0.0 (vendor-delivery.lsl, vendor-payments.lsl, vendor-menu.lsl), four since 3.3.0
  // (vendor-catalogue.lsl), updated together.
  vendor: 'the vendor set',
  'delivery-box': 'delivery-box.lsl',
  terminal: 'redelivery-terminal.lsl',
};

/** 'Update available: the vendor set 3.0.0 (this object runs 2.0.0)', or null when the object runs the current script. */
export function scriptUpdateTitle(object: Pick<InWorldObjectDto, 'kind' | 'scriptVersion' | 'scriptUpdate'>): string | null {
  if (!object.scriptUpdate) return null;
  return `Update available: ${SCRIPT_FILES[object.kind]} ${object.scriptUpdate.version} (this object runs ${object.scriptVersion ?? 'an older version'})`;
}

// What each kind of script holds back, and which keys it sends.
const HELD: Record<InWorldObjectDtoKind, { one: string; many: string; keys: string }> = {
  vendor: { one: 'sale', many: 'sales', keys: 'the API key and vendor key' },
  'delivery-box': { one: 'delivery report', many: 'delivery reports', keys: 'the API key and box key' },
  terminal: { one: 'request', many: 'requests', keys: 'the API key' },
};

/** Free script memory under which a script is close to stopping with a stack-heap collision (8 KB). */
export const LOW_MEMORY_BYTES = 8 * 1024;

/**
 * What the merchant should know about what the script holds back: work waiting to be sent (the platform was out of
 * reach), work the platform refused, which waits for a configuration fix, and script memory running low.
 */
export function objectWarnings(object: Pick<InWorldObjectDto, 'kind' | 'queued' | 'parked' | 'freeMemory'>): string[] {
  const held = HELD[object.kind];
  const warnings: string[] = [];
  if (object.queued > 0) {
    const verb = object.kind === 'vendor' ? 'recorded' : 'sent';
    warnings.push(`${countLabel(object.queued, held.one, held.many)} waiting to be ${verb}`);
  }
  if (object.parked > 0) warnings.push(`${countLabel(object.parked, held.one, held.many)} parked: check ${held.keys} in the script`);
  const free = object.freeMemory;
  if (free !== null && free < LOW_MEMORY_BYTES) {
    warnings.push(`Low script memory: ${(free / 1024).toFixed(1)} KB free. A script that runs out stops: reset the object's scripts.`);
  }
  return warnings;
}

export interface LastSeen {
  /** '2 minutes ago'. */
  relative: string;
  /** The date and time in Second Life time, for the hover text. */
  exact: string;
}

export function lastSeen(lastSeenAt: string, now: Date): LastSeen {
  return { relative: relativeTime(lastSeenAt, now, 'en-US'), exact: sltDateTimeLabel(lastSeenAt) };
}

/** 'Script 2.1.0', or that the script did not say. */
export function scriptVersionLabel(scriptVersion: string | null): string {
  return scriptVersion ? `Script ${scriptVersion}` : 'Script version not reported';
}

import { WAITING_ALL_OFF, WAITING_NO_BOX, WAITING_NO_LIVE_BOX, waitingNoBoxHolds } from '../redeliveries/assignment-plan';

export { UPDATE_DELIVERIES_PER_BOX_PER_MINUTE } from '../config/app-config';

/** A box holds at most one page of the pending list (10) of update deliveries it has not reported yet. */
export const UPDATE_DELIVERIES_IN_FLIGHT_PER_BOX = 10;

/** A handed delivery its box has not reported within 10 minutes (as for redeliveries) goes back to the queue… */
export const UPDATE_CONFIRMATION_MS = 10 * 60_000;

/** …at most this many times; then it fails, and the merchant sees why. */
export const UPDATE_MAX_ATTEMPTS = 3;
export const UNCONFIRMED_REASON = `No delivery box confirmed this delivery after ${UPDATE_MAX_ATTEMPTS} tries.`;

/** delivery-box.lsl gives update deliveries (and reports them to their own route) from this version on. */
export const UPDATE_BOX_SCRIPT_VERSION = '2.1.0';
export const WAITING_OLD_SCRIPT = `No online delivery box runs delivery-box.lsl ${UPDATE_BOX_SCRIPT_VERSION} or later: put the new script from the LSL Integration page in your boxes.`;

/** A delivery box as the update hand-out weighs it. */
export interface UpdateBox {
  id: number;
  isActive: boolean;
  online: boolean;
  /** The script version its latest heartbeat reported; null when never reported. */
  scriptVersion: string | null;
  inventory: readonly string[];
  /** Update deliveries handed to it and not reported yet. */
  inFlight: number;
  /** Update deliveries handed to it in the last minute. */
  handedLastMinute: number;
  lastSeenAt: Date | null;
}

export interface BoxCapacity {
  boxId: number;
  /** How many more deliveries it may be handed now. */
  capacity: number;
  inventory: ReadonlySet<string>;
}

/** Whether a script version ("2.1.0") is at least UPDATE_BOX_SCRIPT_VERSION; unknown or unreadable versions are not. */
export function runsUpdateScript(version: string | null): boolean {
  const parts = /^\s*(\d+)\.(\d+)(?:\.(\d+))?/.exec(version ?? '');
  if (!parts) return false;
  const have = [Number(parts[1]), Number(parts[2]), Number(parts[3] ?? 0)];
  const need = UPDATE_BOX_SCRIPT_VERSION.split('.').map(Number);
  for (let index = 0; index < need.length; index += 1) {
    if (have[index] !== need[index]) return have[index] > need[index];
  }
  return true;
}

/** The boxes that may take update deliveries now, least busy first (then the one heard from last), with their room. */
export function boxCapacities(boxes: readonly UpdateBox[], perMinute: number): BoxCapacity[] {
  return boxes
    .filter((box) => box.isActive && box.online && runsUpdateScript(box.scriptVersion))
    .sort((a, b) => a.inFlight - b.inFlight || (b.lastSeenAt?.getTime() ?? 0) - (a.lastSeenAt?.getTime() ?? 0))
    .map((box) => ({
      boxId: box.id,
      capacity: Math.max(0, Math.min(perMinute - box.handedLastMinute, UPDATE_DELIVERIES_IN_FLIGHT_PER_BOX - box.inFlight)),
      inventory: new Set(box.inventory),
    }));
}

/** Why the deliveries of an item go to no box, or null when some box can take them (now or once it has room). */
export function updateWaitingReason(item: string, boxes: readonly UpdateBox[]): string | null {
  if (boxes.length === 0) return WAITING_NO_BOX;
  if (!boxes.some((box) => box.isActive)) return WAITING_ALL_OFF;
  const live = boxes.filter((box) => box.isActive && box.online);
  if (live.length === 0) return WAITING_NO_LIVE_BOX;
  const current = live.filter((box) => runsUpdateScript(box.scriptVersion));
  if (current.length === 0) return WAITING_OLD_SCRIPT;
  return current.some((box) => box.inventory.includes(item)) ? null : waitingNoBoxHolds(item);
}

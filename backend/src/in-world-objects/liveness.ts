import { mapUrl, parsePosition, parseRegionHeader } from '../common/second-life-place';

/** Scripts send a heartbeat every 5 minutes (and at start). */
export const HEARTBEAT_SECONDS = 300;

/** An object is online when seen within two heartbeats and a minute of slack: missing two heartbeats takes it offline. */
export const ONLINE_WINDOW_MS = 11 * 60_000;

/** The minutes of silence a merchant may choose before an object is told offline: the online window at the least, a day at most. */
export const OFFLINE_ALERT_MINUTES = { least: ONLINE_WINDOW_MS / 60_000, most: 1440, default: ONLINE_WINDOW_MS / 60_000 } as const;

export function onlineSince(now: Date): Date {
  return new Date(now.getTime() - ONLINE_WINDOW_MS);
}

export function isOnline(lastSeenAt: Date, now: Date): boolean {
  return lastSeenAt.getTime() > now.getTime() - ONLINE_WINDOW_MS;
}

/** "Luna Bay (256000, 256512)", as X-SecondLife-Region sends it, becomes "Luna Bay". */
export function regionName(region: string): string {
  return parseRegionHeader(region).name;
}

export { mapUrl, parsePosition };

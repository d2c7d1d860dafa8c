/** Scripts send a heartbeat every 5 minutes (and at start). */
export const HEARTBEAT_SECONDS = 300;

/** An object is online when seen within two heartbeats and a minute of slack: missing two heartbeats takes it offline. */
export const ONLINE_WINDOW_MS = 11 * 60_000;

export function onlineSince(now: Date): Date {
  return new Date(now.getTime() - ONLINE_WINDOW_MS);
}

export function isOnline(lastSeenAt: Date, now: Date): boolean {
  return lastSeenAt.getTime() > now.getTime() - ONLINE_WINDOW_MS;
}

/** "Luna Bay (256000, 256512)", as X-SecondLife-Region sends it, becomes "Luna Bay". */
export function regionName(region: string): string {
  return region.replace(/\s*\(\s*\d+\s*,\s*\d+\s*\)\s*$/, '').trim();
}

/** The x, y, z of an LSL vector ("<128.5, 64.25, 22.0>") or of X-SecondLife-Local-Position ("(128.500000, 64.250000, 22.000000)"). */
export function parsePosition(position: string): { x: number; y: number; z: number } | null {
  const match = /^[<(]\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*[>)]$/.exec(position.trim());
  if (!match) return null;
  const [x, y, z] = match.slice(1, 4).map(Number);
  return [x, y, z].every(Number.isFinite) ? { x, y, z } : null;
}

/** The Second Life map page of a place: http://maps.secondlife.com/secondlife/{Region}/{x}/{y}/{z}. */
export function mapUrl(region: string | null, position: string | null): string | null {
  if (!region) return null;
  const at = position ? parsePosition(position) : null;
  const [x, y, z] = at ? [at.x, at.y, at.z].map((value) => Math.max(0, Math.round(value))) : [128, 128, 0];
  return `http://maps.secondlife.com/secondlife/${encodeURIComponent(region)}/${x}/${y}/${z}`;
}

import { isOnline, mapUrl, parsePosition, regionName } from './liveness';

describe('in-world object liveness and places', () => {
  const now = new Date('2026-11-20T12:00:00Z');

  it('counts an object online for 11 minutes after its last heartbeat, and offline after', () => {
    expect(isOnline(new Date(now.getTime() - 10 * 60_000), now)).toBe(true);
    expect(isOnline(new Date(now.getTime() - 11 * 60_000 + 1000), now)).toBe(true);
    expect(isOnline(new Date(now.getTime() - 11 * 60_000), now)).toBe(false);
    expect(isOnline(new Date(now.getTime() - 60 * 60_000), now)).toBe(false);
  });

  it('takes the region name out of the simulator header', () => {
    expect(regionName('Luna Bay (256000, 256512)')).toBe('Luna Bay');
    expect(regionName('Luna Bay')).toBe('Luna Bay');
  });

  it('reads LSL vectors and the simulator position header', () => {
    expect(parsePosition('<128.5, 64.25, 22.0>')).toEqual({ x: 128.5, y: 64.25, z: 22 });
    expect(parsePosition('(128.500000, 64.250000, 22.000000)')).toEqual({ x: 128.5, y: 64.25, z: 22 });
    expect(parsePosition('somewhere')).toBeNull();
  });

  it('links to the map at the rounded position, the region centre when the position is unknown', () => {
    expect(mapUrl('Luna Bay', '<128.5, 64.25, 22.0>')).toBe('https://maps.secondlife.com/secondlife/Luna%20Bay/129/64/22');
    expect(mapUrl('Luna Bay', null)).toBe('https://maps.secondlife.com/secondlife/Luna%20Bay/128/128/0');
    expect(mapUrl(null, '<1, 2, 3>')).toBeNull();
  });
});

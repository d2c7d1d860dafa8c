import { describe, expect, it } from 'vitest';

import { lastSeen, objectStatusLabel, objectWarnings, scriptUpdateTitle, scriptVersionLabel } from './in-world-objects';

describe('in-world object status', () => {
  it('says Online or Offline as the API decided', () => {
    expect(objectStatusLabel({ online: true, demo: false })).toBe('Online');
    expect(objectStatusLabel({ online: false, demo: false })).toBe('Offline');
  });

  it('calls a demo object a demo object, never Online or Offline', () => {
    expect(objectStatusLabel({ online: false, demo: true })).toBe('Demo object');
  });

  it('names the newer script and the version the object runs when an update is available', () => {
    const update = { version: '3.0.0', changes: ['3.0.0: Three scripts in the root prim (payments, menu, delivery)'] };
    expect(scriptUpdateTitle({ kind: 'vendor', scriptVersion: '2.2.0', scriptUpdate: update })).toBe(
      'Update available: the vendor set 3.0.0 (this object runs 2.2.0)',
    );
    expect(scriptUpdateTitle({ kind: 'vendor', scriptVersion: '2.3.0', scriptUpdate: null })).toBeNull();
  });

  it('warns about nothing when the script holds nothing back', () => {
    expect(objectWarnings({ kind: 'vendor', queued: 0, parked: 0, freeMemory: null })).toEqual([]);
  });

  it('counts the sales a vendor holds back, waiting and parked', () => {
    expect(objectWarnings({ kind: 'vendor', queued: 3, parked: 0, freeMemory: null })).toEqual(['3 sales waiting to be recorded']);
    expect(objectWarnings({ kind: 'vendor', queued: 1, parked: 2, freeMemory: null })).toEqual([
      '1 sale waiting to be recorded',
      '2 sales parked: check the API key and vendor key in the script',
    ]);
    expect(objectWarnings({ kind: 'vendor', queued: 0, parked: 1, freeMemory: null })).toEqual([
      '1 sale parked: check the API key and vendor key in the script',
    ]);
  });

  it("names a delivery box's reports and its box key", () => {
    expect(objectWarnings({ kind: 'delivery-box', queued: 2, parked: 1, freeMemory: null })).toEqual([
      '2 delivery reports waiting to be sent',
      '1 delivery report parked: check the API key and box key in the script',
    ]);
  });

  it("names a terminal's requests and only the API key", () => {
    expect(objectWarnings({ kind: 'terminal', queued: 1, parked: 4, freeMemory: null })).toEqual([
      '1 request waiting to be sent',
      '4 requests parked: check the API key in the script',
    ]);
  });

  it('writes large counts with thousands separators', () => {
    expect(objectWarnings({ kind: 'vendor', queued: 1200, parked: 0, freeMemory: null })).toEqual(['1,200 sales waiting to be recorded']);
  });

  it('warns when a script reports under 8 KB of free memory, and not at 8 KB or when none was reported', () => {
    expect(objectWarnings({ kind: 'vendor', queued: 0, parked: 0, freeMemory: 6_200 })).toEqual([
      "Low script memory: 6.1 KB free. A script that runs out stops: reset the object's scripts.",
    ]);
    expect(objectWarnings({ kind: 'delivery-box', queued: 0, parked: 0, freeMemory: 8_191 })).toHaveLength(1);
    expect(objectWarnings({ kind: 'vendor', queued: 0, parked: 0, freeMemory: 8_192 })).toEqual([]);
    expect(objectWarnings({ kind: 'vendor', queued: 0, parked: 0, freeMemory: null })).toEqual([]);
  });

  it('gives the last heartbeat as a relative time, with the SLT date and time for the hover text', () => {
    const seen = lastSeen('2026-07-01T18:58:00.000Z', new Date('2026-07-01T19:00:00.000Z'));
    expect(seen.relative).toBe('2 minutes ago');
    // 18:58 UTC is 11:58 in Second Life time (Pacific daylight time).
    expect(seen.exact).toMatch(/^Jul 1, 2026, 11:58\sAM SLT$/);
  });

  it('names the script version, or says it was not reported', () => {
    expect(scriptVersionLabel('2.1.0')).toBe('Script 2.1.0');
    expect(scriptVersionLabel(null)).toBe('Script version not reported');
  });
});

import { describe, expect, it } from 'vitest';

import { relativeTime } from './relative-time';

const now = new Date('2026-11-22T12:00:00Z');

describe('relativeTime', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(relativeTime('2026-11-22T11:59:58Z', now, 'en')).toBe('2 seconds ago');
    expect(relativeTime('2026-11-22T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-11-22T09:30:00Z', now, 'en')).toBe('2 hours ago');
    expect(relativeTime('2026-11-19T12:00:00Z', now, 'en')).toBe('3 days ago');
  });

  it("reads 'now' for this second and for a clock slightly ahead of this one", () => {
    expect(relativeTime('2026-11-22T12:00:00Z', now, 'en')).toBe('now');
    expect(relativeTime('2026-11-22T12:00:03Z', now, 'en')).toBe('now');
  });
});

import { describe, expect, it } from 'vitest';

import { endOfDayUtc, expiresLabel, newKeyToastText, rotatedKeyToastText } from './api-key-text';

describe('the New API Key Generated toast', () => {
  it('says where the key is and where it goes: scripts for an in-world key, the X-Api-Key header for a program', () => {
    expect(newKeyToastText(true, 'in-world')).toBe('The key was copied to your clipboard. Put it in your LSL scripts.');
    expect(newKeyToastText(false, 'in-world')).toBe('Copy the key below now: it is shown only once. Put it in your LSL scripts.');
    expect(newKeyToastText(true, 'read')).toBe('The key was copied to your clipboard. Your program sends it in the X-Api-Key header.');
    expect(newKeyToastText(false, 'write')).toBe('Copy the key below now: it is shown only once. Your program sends it in the X-Api-Key header.');
    expect(newKeyToastText(true, 'in-world')).not.toMatch(/previous key/);
  });
});

describe('the API key rotated toast', () => {
  const utc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

  it('says until when the old key works, or that it no longer does', () => {
    expect(rotatedKeyToastText(true, 24, '2026-12-01T10:00:00.000Z', utc)).toBe(
      'The new key was copied to your clipboard. The old key works until Dec 1, 2026, 10:00 AM.',
    );
    expect(rotatedKeyToastText(true, 0, '2026-11-30T10:00:00.000Z', utc)).toBe('The new key was copied to your clipboard. The old key no longer works.');
    expect(rotatedKeyToastText(false, 1, '2026-11-30T11:00:00.000Z', utc)).toBe(
      'Copy the key below now: it is shown only once. The old key works until Nov 30, 2026, 11:00 AM.',
    );
  });
});

describe('the Expires column', () => {
  const now = new Date('2026-11-30T10:00:00.000Z');
  const date = (iso: string) => `on ${iso}`;

  it("says 'Never', the date, or how long a key about to stop has left", () => {
    expect(expiresLabel(null, now, date)).toBe('Never');
    expect(expiresLabel('2027-01-15T23:59:59Z', now, date)).toBe('on 2027-01-15T23:59:59Z');
    expect(expiresLabel('2026-12-01T09:00:00.000Z', now, date)).toBe('Stops working in 23 hours');
    expect(expiresLabel('2026-11-30T11:00:00.000Z', now, date)).toBe('Stops working in 1 hour');
    expect(expiresLabel('2026-11-30T10:20:00.000Z', now, date)).toBe('Stops working in 20 minutes');
    expect(expiresLabel('2026-11-30T09:00:00.000Z', now, date)).toBe('Stopped');
  });
});

describe('an expiry day', () => {
  it('is sent as the end of that day in UTC', () => {
    expect(endOfDayUtc('2027-01-15')).toBe('2027-01-15T23:59:59Z');
  });
});

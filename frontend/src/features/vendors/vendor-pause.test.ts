import { describe, expect, it } from 'vitest';

import type { VendorDto } from '../../api/generated/model';
import { pauseChoices, pausedToast, resumedToast, vendorCount } from './vendor-pause';

function vendor(id: number, ownerId: string, paused: boolean): VendorDto {
  return {
    id,
    name: `Vendor ${id}`,
    description: null,
    slLocation: null,
    isActive: true,
    paused,
    pausedAt: paused ? '2026-11-20T10:00:00.000Z' : null,
    lslKey: '3f1c2a9e-8b7d-4c55-9e21-6a0f4d2b7c10',
    ownerId,
    createdAt: '2026-11-20T09:00:00.000Z',
    owner: { id: 'user_1', email: 'merchant@example.com', name: 'Test Merchant' },
    objects: [],
  };
}

describe('pauseChoices', () => {
  it('offers Pause all while some own vendor sells, Resume all while some own vendor is paused, both when mixed', () => {
    expect(pauseChoices([vendor(1, 'me', false), vendor(2, 'me', false)], 'me')).toEqual({ own: 2, canPause: true, canResume: false });
    expect(pauseChoices([vendor(1, 'me', true), vendor(2, 'me', true)], 'me')).toEqual({ own: 2, canPause: false, canResume: true });
    expect(pauseChoices([vendor(1, 'me', true), vendor(2, 'me', false)], 'me')).toEqual({ own: 2, canPause: true, canResume: true });
  });

  it("counts only the user's own vendors: an admin's page lists everyone's, but the buttons act on the admin's own", () => {
    const everyone = [vendor(1, 'merchant', false), vendor(2, 'merchant', true), vendor(3, 'admin', false)];
    expect(pauseChoices(everyone, 'admin')).toEqual({ own: 1, canPause: true, canResume: false });
    expect(pauseChoices([vendor(1, 'merchant', false)], 'admin')).toEqual({ own: 0, canPause: false, canResume: false });
    expect(pauseChoices(everyone, null)).toEqual({ own: 0, canPause: false, canResume: false });
  });
});

describe('texts', () => {
  it('counts vendors in words and says what the calls did', () => {
    expect(vendorCount(1)).toBe('1 vendor');
    expect(vendorCount(3)).toBe('3 vendors');
    expect(pausedToast(3)).toEqual({ title: 'Vendors paused', description: '3 vendors paused. They refuse every sale until you resume them.' });
    expect(pausedToast(0).description).toBe('All your vendors were paused already.');
    expect(resumedToast(1)).toEqual({ title: 'Vendors resumed', description: '1 vendor resumed. Vendors you switched off yourself stay off.' });
    expect(resumedToast(0).description).toBe('None of your vendors was paused.');
  });
});

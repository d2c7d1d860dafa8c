import { describe, expect, it } from 'vitest';

import { graceDaysProblem, toCollectionSettings } from './CommissionCollectionSetting';

describe('commission collection settings', () => {
  it('sends blanks as null: no avatar, no pause', () => {
    expect(toCollectionSettings({ avatarKey: ' ', avatarName: '', graceDays: '' })).toEqual({ avatarKey: null, avatarName: null, graceDays: null });
    expect(toCollectionSettings({ avatarKey: ' c011ec70-0000-4000-8000-000000000001 ', avatarName: ' Collector ', graceDays: ' 14 ' })).toEqual({
      avatarKey: 'c011ec70-0000-4000-8000-000000000001',
      avatarName: 'Collector',
      graceDays: 14,
    });
  });

  it('takes whole days or nothing as the grace period', () => {
    expect(graceDaysProblem('')).toBeNull();
    expect(graceDaysProblem('30')).toBeNull();
    expect(graceDaysProblem('2.5')).toBe('A whole number of days, or empty for no pause');
    expect(graceDaysProblem('two')).toBe('A whole number of days, or empty for no pause');
  });
});

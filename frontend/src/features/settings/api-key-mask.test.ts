import { describe, expect, it } from 'vitest';

import { API_KEY_PREFIX, MASK_CHARACTER, maskApiKey } from './api-key-mask';

const KEY = 'slv_1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081';

describe('maskApiKey', () => {
  it('keeps only the public prefix and hides every secret character, keeping the length', () => {
    const masked = maskApiKey(KEY);
    expect(masked).toBe(API_KEY_PREFIX + MASK_CHARACTER.repeat(48));
    expect(masked).toHaveLength(KEY.length);
    expect(masked.slice(API_KEY_PREFIX.length)).not.toMatch(/[0-9a-f]/);
  });

  it('hides the whole value when it does not start with the prefix', () => {
    expect(maskApiKey('abc123')).toBe(MASK_CHARACTER.repeat(6));
  });
});

import { createHash } from 'node:crypto';

import { generateApiKey, hashApiKey, looksLikeApiKey } from './api-key-secret';

describe('API key secrets', () => {
  it('generates the fixed prefix plus 24 random bytes in hex', () => {
    const { key } = generateApiKey();
    expect(key).toMatch(/^slv_[0-9a-f]{48}$/);
  });

  it('shows the prefix and the first 8 hex characters only', () => {
    const { key, prefix } = generateApiKey();
    expect(prefix).toBe(key.slice(0, 12));
    expect(prefix).toMatch(/^slv_[0-9a-f]{8}$/);
  });

  it('stores the SHA-256 of the whole key, never the key', () => {
    const { key, keyHash } = generateApiKey();
    expect(keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(keyHash).not.toContain(key.slice(4));
    expect(hashApiKey(key)).toBe(keyHash);
  });

  it('generates a different key every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => generateApiKey().key));
    expect(keys.size).toBe(50);
  });

  it('recognises only well-formed keys', () => {
    expect(looksLikeApiKey(generateApiKey().key)).toBe(true);
    expect(looksLikeApiKey('YOUR_API_KEY')).toBe(false);
    expect(looksLikeApiKey(`slv_${'A'.repeat(48)}`)).toBe(false);
    expect(looksLikeApiKey(`slv_${'a'.repeat(47)}`)).toBe(false);
    expect(looksLikeApiKey(undefined)).toBe(false);
    expect(looksLikeApiKey(['slv_'])).toBe(false);
  });
});

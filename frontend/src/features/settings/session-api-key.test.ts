// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { forgetApiKey, rememberApiKey, sessionApiKeyOf } from './session-api-key';

const KEY = `slv_${'a'.repeat(48)}`;

describe('the API key kept for this tab', () => {
  afterEach(() => forgetApiKey());

  it('is empty until a key is generated', () => {
    expect(sessionApiKeyOf('user_1')).toBeNull();
  });

  it('gives the key to the user who generated it and to nobody else', () => {
    rememberApiKey({ userId: 'user_1', id: 'key_4', key: KEY });
    expect(sessionApiKeyOf('user_1')).toBe(KEY);
    expect(sessionApiKeyOf('user_2')).toBeNull();
    expect(sessionApiKeyOf(null)).toBeNull();
  });

  it('keeps only the newest key', () => {
    rememberApiKey({ userId: 'user_1', id: 'key_4', key: KEY });
    rememberApiKey({ userId: 'user_1', id: 'key_5', key: `slv_${'b'.repeat(48)}` });
    expect(sessionApiKeyOf('user_1')).toBe(`slv_${'b'.repeat(48)}`);
  });

  it('forgets the key when that key is revoked, not when another one is', () => {
    rememberApiKey({ userId: 'user_1', id: 'key_4', key: KEY });
    forgetApiKey('key_3');
    expect(sessionApiKeyOf('user_1')).toBe(KEY);
    forgetApiKey('key_4');
    expect(sessionApiKeyOf('user_1')).toBeNull();
  });

  it('never writes the key to the browser storage', () => {
    rememberApiKey({ userId: 'user_1', id: 'key_4', key: KEY });
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '')),
    );
    expect(stored.some((value) => value?.includes(KEY))).toBe(false);
  });
});

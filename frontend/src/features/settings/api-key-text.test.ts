import { describe, expect, it } from 'vitest';

import { newKeyToastText } from './api-key-text';

describe('the New API Key Generated toast', () => {
  it('says the previous key no longer works only when there was one', () => {
    expect(newKeyToastText(true, false)).toBe('The key was copied to your clipboard. Put it in your LSL scripts.');
    expect(newKeyToastText(false, false)).toBe('Copy the key below now: it is shown only once. Put it in your LSL scripts.');
    expect(newKeyToastText(true, true)).toBe('The key was copied to your clipboard. Update your LSL scripts with it: the previous key no longer works.');
    expect(newKeyToastText(false, true)).not.toMatch(/Put it in/);
  });
});

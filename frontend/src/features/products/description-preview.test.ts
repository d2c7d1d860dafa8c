import { describe, expect, it } from 'vitest';

import { previewDescription } from './description-preview';

describe('previewDescription', () => {
  it('keeps a description of at most 50 characters as it is', () => {
    const fifty = 'a'.repeat(50);
    expect(previewDescription(fifty)).toBe(fifty);
    expect(previewDescription('Mesh dress in five colours')).toBe('Mesh dress in five colours');
  });

  it('cuts a longer description to 50 characters and adds an ellipsis', () => {
    const text = 'Mesh dress in five colours with a HUD, fitted for every popular body';
    const preview = previewDescription(text);
    expect(preview).toBe(`${text.slice(0, 50)}...`);
    expect(preview).toHaveLength(53);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = `${'b'.repeat(49)}👗 and more`;
    expect(previewDescription(text)).toBe(`${'b'.repeat(49)}👗...`);
  });

  it('shows nothing for a missing description', () => {
    expect(previewDescription(null)).toBe('');
    expect(previewDescription(undefined)).toBe('');
    expect(previewDescription('')).toBe('');
  });
});

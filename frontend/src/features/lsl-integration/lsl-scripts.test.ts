import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { PLACEHOLDER_LINES, withApiKey } from './lsl-scripts';

const SCRIPT = [
  '// Vendor',
  'string API_BASE_URL = "http://127.0.0.1:3000";',
  'string API_KEY = "YOUR_API_KEY";',
  'string VENDOR_KEY = "YOUR_VENDOR_KEY";',
  'string configurationProblem()',
  '{',
  '    if (API_KEY == "" || API_KEY == "YOUR_API_KEY") return "Set API_KEY at the top of the script.";',
  '    llOwnerSay("string API_KEY = \\"YOUR_API_KEY\\";");',
  '}',
].join('\n');

const KEY = `slv_${'0123456789abcdef'.repeat(3)}`;

describe('filling the API key into a script', () => {
  it('replaces the placeholder line and nothing else', () => {
    const lines = withApiKey(SCRIPT, KEY).split('\n');
    const original = SCRIPT.split('\n');
    expect(lines[2]).toBe(`string API_KEY = "${KEY}";`);
    expect(lines.filter((line, index) => line !== original[index])).toEqual([`string API_KEY = "${KEY}";`]);
  });

  it('keeps the indentation and line endings of the placeholder line', () => {
    expect(withApiKey('a\r\n  string API_KEY = "YOUR_API_KEY";\r\nb', KEY)).toBe(`a\r\n  string API_KEY = "${KEY}";\r\nb`);
  });

  it('leaves the script as it is without a key', () => {
    expect(withApiKey(SCRIPT, null)).toBe(SCRIPT);
    expect(withApiKey(SCRIPT, '')).toBe(SCRIPT);
  });

  it('leaves a script whose key is already filled as it is', () => {
    const filled = withApiKey(SCRIPT, KEY);
    expect(withApiKey(filled, `slv_${'f'.repeat(48)}`)).toBe(filled);
  });

  it('escapes what would end the LSL string', () => {
    expect(withApiKey(SCRIPT, 'a"b\\c\nd')).toContain('string API_KEY = "a\\"b\\\\cd";');
  });
});

// The page fills the key by matching this exact line, and the setup steps quote it: the shipped scripts must have it.
describe('the in-world scripts as they ship', () => {
  const lslDir = resolve(import.meta.dirname, '..', '..', '..', '..', 'lsl');
  const lines = (name: string) => readFileSync(resolve(lslDir, name), 'utf8').split(/\r?\n/);

  it('each carry the API key placeholder line', () => {
    for (const name of ['vendor-delivery.lsl', 'delivery-box.lsl', 'redelivery-terminal.lsl']) {
      expect(lines(name), name).toContain(PLACEHOLDER_LINES.apiKey);
    }
  });

  it('the vendor script carries the vendor key placeholder line', () => {
    expect(lines('vendor-delivery.lsl')).toContain(PLACEHOLDER_LINES.vendorKey);
  });
});

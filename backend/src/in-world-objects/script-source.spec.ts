import { fillScript, scriptBaseUrl } from './script-source';

const SCRIPT = [
  '// Vendor',
  'string API_BASE_URL = "https://vendors.example.com";',
  'string API_KEY = "YOUR_API_KEY";',
  'string VENDOR_KEY = "YOUR_VENDOR_KEY";',
  'default { state_entry() { llOwnerSay("string API_KEY = \\"x\\";"); } }',
].join('\n');

describe('fillScript', () => {
  it('fills the configuration lines and leaves the rest alone', () => {
    const filled = fillScript(SCRIPT, { API_BASE_URL: 'https://shop.example.org', VENDOR_KEY: '7b2d5c8e-1f3a-4b6c-9d0e-2a4b6c8d0e1f' });
    expect(filled.split('\n')).toEqual([
      '// Vendor',
      'string API_BASE_URL = "https://shop.example.org";',
      'string API_KEY = "YOUR_API_KEY";',
      'string VENDOR_KEY = "7b2d5c8e-1f3a-4b6c-9d0e-2a4b6c8d0e1f";',
      'default { state_entry() { llOwnerSay("string API_KEY = \\"x\\";"); } }',
    ]);
  });

  it('escapes what would end the LSL string', () => {
    expect(fillScript(SCRIPT, { API_KEY: 'a"b\\c\nd' })).toContain('string API_KEY = "a\\"b\\\\cd";');
  });

  it('leaves a script without the setting unchanged', () => {
    expect(fillScript(SCRIPT, { BOX_KEY: 'x' })).toBe(SCRIPT);
  });
});

describe('scriptBaseUrl', () => {
  it('prefers PUBLIC_URL', () => {
    expect(scriptBaseUrl('https://vendors.shop.test', 'http', 'localhost:3000')).toBe('https://vendors.shop.test');
  });

  it("falls back to the request's origin", () => {
    expect(scriptBaseUrl(undefined, 'http', '127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(scriptBaseUrl(undefined, 'https', 'shop.test')).toBe('https://shop.test');
    expect(scriptBaseUrl(undefined, 'http', '[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('never echoes a forged Host header into a script', () => {
    expect(scriptBaseUrl(undefined, 'http', 'evil.test/"; llDie(); //')).toBe('http://localhost');
  });
});

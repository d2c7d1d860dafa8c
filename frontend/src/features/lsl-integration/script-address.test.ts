import { describe, expect, it } from 'vitest';

import { scriptAddressProblem } from './script-address';

describe('scriptAddressProblem', () => {
  it.each(['http://127.0.0.1:3000', 'http://localhost:3000', 'https://localhost', 'http://[::1]:3000', 'http://127.8.0.1', 'http://app.localhost:3000'])(
    'finds %s to be this computer only',
    (url) => expect(scriptAddressProblem(url)).toBe('loopback'),
  );

  it.each([
    'http://192.168.1.20:3000',
    'https://10.0.0.5',
    'http://172.20.3.4:3000',
    'http://169.254.10.10',
    'http://100.100.1.1',
    'http://[fd12:3456::1]:3000',
    'http://devbox:3000',
    'https://shop.local',
  ])('finds %s to be a private network address', (url) => expect(scriptAddressProblem(url)).toBe('private'));

  it('finds a public address over plain http:// insecure', () => {
    expect(scriptAddressProblem('http://vendors.example.com')).toBe('insecure');
    expect(scriptAddressProblem('http://203.0.113.7:3000')).toBe('insecure');
  });

  it('accepts a public https:// address, and public ranges next to the private ones', () => {
    expect(scriptAddressProblem('https://vendors.example.com')).toBeNull();
    expect(scriptAddressProblem('https://172.32.0.1')).toBeNull();
    expect(scriptAddressProblem('https://11.0.0.1')).toBeNull();
  });
});

import { hostname } from 'node:os';

import { appBaseUrl, ownOrigin, rememberOwnOrigin } from './own-origin';

const request = (host: string | undefined, localPort = 3000, protocol = 'http') => ({ headers: { host }, protocol, socket: { localPort } });

describe('ownOrigin', () => {
  it.each(['127.0.0.1:3000', 'localhost:3000', '[::1]:3000', `${hostname().toLowerCase()}:3000`])("takes %s, one of this machine's own", (host) => {
    expect(ownOrigin(request(host))).toBe(`http://${host}`);
  });

  it("refuses a name that is not this machine's, another port, and a missing or malformed Host", () => {
    expect(ownOrigin(request('vendors.evil.example:3000'))).toBeNull();
    expect(ownOrigin(request('localhost:3001'))).toBeNull();
    expect(ownOrigin(request('localhost'))).toBeNull();
    expect(ownOrigin(request(undefined))).toBeNull();
    expect(ownOrigin(request('localhost:3000/evil'))).toBeNull();
  });

  it("takes a Host without a port when the request came on the scheme's default port", () => {
    expect(ownOrigin(request('localhost', 80))).toBe('http://localhost');
    expect(ownOrigin(request('localhost', 443, 'https'))).toBe('https://localhost');
  });
});

describe('appBaseUrl', () => {
  it('is PUBLIC_URL when set, else the last own address the app was opened at', () => {
    rememberOwnOrigin(request('127.0.0.1:3000'));
    rememberOwnOrigin(request('vendors.evil.example:3000'));
    expect(appBaseUrl({ publicUrl: 'https://vendors.example.com', port: 3000 })).toBe('https://vendors.example.com');
    expect(appBaseUrl({ publicUrl: undefined, port: 3000 })).toBe('http://127.0.0.1:3000');
  });
});

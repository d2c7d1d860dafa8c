import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { ConfigError, loadConfig } from '../../src/config/app-config';
import { TEST_ISSUER } from '../support/identity-provider';
import { TestApp, type TestResponse } from '../support/test-app';

const COMMITTED_OPENAPI = readFileSync(resolve(__dirname, '..', '..', '..', 'openapi', 'openapi.json'), 'utf8');

/** A built SPA in miniature: index.html and one hashed asset. */
function fakeSpa(): string {
  const dir = mkdtempSync(join(tmpdir(), 'slv-spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  return dir;
}

/** The request as the app sees it: a test-only route, registered straight on Fastify, echoing what every guard and log reads. */
function echoRoute(t: TestApp['app']): void {
  t.getHttpAdapter()
    .getInstance()
    .get('/test/request', async (request) => ({ ip: request.ip, protocol: request.protocol, host: request.host }));
}

function directives(response: TestResponse): Map<string, string> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as [string, string];
      }),
  );
}

function expectSecurityHeaders(response: TestResponse): void {
  const csp = directives(response);
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
  expect(csp.get('img-src')).toBe("'self' data: https:");
  expect(csp.get('connect-src')).toBe("'self'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  // Plain HTTP here: no HSTS.
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers (built-in sign-in)', () => {
  let t: TestApp;
  let spaDir: string;

  beforeAll(async () => {
    spaDir = fakeSpa();
    t = await TestApp.start({ authMode: 'local', env: { SPA_DIR: spaDir }, beforeInit: echoRoute });
  });
  afterAll(async () => {
    await t.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  const pages: Array<[string, string, RegExp]> = [
    ['an API route', '/api/health', /application\/json/],
    ['an API error', '/api/does-not-exist', /application\/json/],
    ['the SPA index', '/', /text\/html/],
    ['a client-side route of the SPA', '/vendors/12', /text\/html/],
    ['a SPA asset', '/assets/index-abc123.js', /javascript/],
    ['Swagger UI', '/api/docs', /text\/html/],
    ['a Swagger UI asset', '/api/docs/swagger-ui-bundle.js', /javascript/],
    ['the OpenAPI document', '/api/docs-json', /application\/json/],
  ];

  it.each(pages)('are on %s (%s)', async (_name, path, type) => {
    const response = await t.get(path);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toMatch(type);
    expectSecurityHeaders(response);
  });

  it('are on a refused request body too', async () => {
    const response = await t.request('POST', '/api/vendors', { rawBody: '{', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
  });

  it('serves Swagger UI with its scripts and styles from this server only', async () => {
    const html = (await t.get('/api/docs')).text;
    expect(html).toContain('id="swagger-ui"');
    for (const match of html.matchAll(/<script([^>]*)>/g)) expect(match[1]).toMatch(/src="\.\/docs\/[\w.-]+\.js"/);
    expect((await t.get('/api/docs/swagger-ui-init.js')).status).toBe(200);
  });

  it('serves exactly the committed openapi/openapi.json at /api/docs-json', async () => {
    const response = await t.get('/api/docs-json');
    expect(response.status).toBe(200);
    expect(response.text).toBe(COMMITTED_OPENAPI);
  });

  it('ignores X-Forwarded-For, -Proto and -Host without TRUST_PROXY', async () => {
    const response = await t.get('/test/request', {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'vendors.example.com' },
    });
    expect(response.body).toEqual({ ip: '127.0.0.1', protocol: 'http', host: expect.stringMatching(/^127\.0\.0\.1:\d+$/) });
    const forged = await t.get('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('behind a trusted proxy (TRUST_PROXY), with an external identity provider', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The tests call from 127.0.0.1, which plays the proxy.
    t = await TestApp.start({ env: { TRUST_PROXY: '127.0.0.1/32' }, beforeInit: echoRoute });
  });
  afterAll(() => t.close());

  it("believes the proxy's X-Forwarded-For, -Proto and -Host", async () => {
    const response = await t.get('/test/request', {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'vendors.example.com' },
    });
    expect(response.body).toEqual({ ip: '203.0.113.7', protocol: 'https', host: 'vendors.example.com' });
  });

  it('takes the client address the proxy saw, not one the client wrote into the header', async () => {
    const response = await t.get('/test/request', { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' } });
    // 203.0.113.7 is not a trusted proxy, so it is the client; what it claimed before it is not believed.
    expect(response.body.ip).toBe('203.0.113.7');
  });

  it('sends HSTS only on requests that came over HTTPS', async () => {
    expect((await t.get('/api/health', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await t.get('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it("lets the page load Clerk's script and call its Frontend API (the issuer) and bot protection, and nothing more", async () => {
    const csp = directives(await t.get('/api/health'));
    expect(csp.get('script-src')).toBe(`'self' ${TEST_ISSUER} https://challenges.cloudflare.com`);
    expect(csp.get('connect-src')).toBe(`'self' ${TEST_ISSUER} https://clerk-telemetry.com https://*.clerk-telemetry.com`);
    expect(csp.get('frame-src')).toBe('https://challenges.cloudflare.com');
    expect(csp.get('worker-src')).toBe("'self' blob:");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });

  it('fills the scripts of the LSL Integration page with the address the proxy was called on', async () => {
    const user = await t.makeUser();
    const response = await t.get('/api/lsl/scripts', {
      token: user.token,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'vendors.example.com' },
    });
    expect(response.body.baseUrl).toBe('https://vendors.example.com');
  });
});

describe('SWAGGER=false', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ env: { SWAGGER: 'false' } });
  });
  afterAll(() => t.close());

  it.each(['/api/docs', '/api/docs/', '/api/docs/swagger-ui-init.js', '/api/docs-json', '/api/docs-yaml'])('answers 404 on %s', async (path) => {
    const response = await t.get(path);
    expect(response.status).toBe(404);
    expect(response.body.statusCode).toBe(404);
  });
});

describe('TRUST_PROXY and SWAGGER settings', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes true, a hop count, or addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0/8', 'proxy.example.com', '::1/129', '99', '1.2.3.4/8/1'])('refuses TRUST_PROXY=%s with a clear message', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be true, false, a number of proxy hops/);
  });

  it('serves Swagger by default, production included, and SWAGGER=false turns it off', () => {
    expect(loadConfig({}).swagger).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_LOCAL_AUTH: 'true' }).swagger).toBe(true);
    expect(loadConfig({ SWAGGER: 'false' }).swagger).toBe(false);
    expect(() => loadConfig({ SWAGGER: 'off' })).toThrow('SWAGGER must be true or false, got "off".');
  });
});

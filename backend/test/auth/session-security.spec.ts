import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sign } from 'jsonwebtoken';

import { LOCAL_ISSUER } from '../../src/auth/local/local-keys.service';
import { APP_CONFIG, type AppConfig } from '../../src/config/app-config';
import { TestApp, type TestUser } from '../support/test-app';

describe('tokens without an expiry', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ authMode: 'local' });
  });
  afterAll(() => t.close());

  /** A token signed with the local provider's own key, with or without exp. */
  async function localToken(withExpiry: boolean): Promise<string> {
    // Serving the JWKS creates the key on first use.
    const { kid } = (await t.get('/api/auth/local/jwks.json')).body.keys[0];
    const config = t.app.get<AppConfig>(APP_CONFIG);
    const privateKey = readFileSync(join(config.dataDir, 'local-auth', 'signing-key.pem'), 'utf8');
    return sign({ email: 'no-expiry@example.com' }, privateKey, {
      algorithm: 'RS256',
      keyid: kid,
      subject: '6f1c2b4a-5d6e-4f70-8192-a3b4c5d6e7f8',
      issuer: LOCAL_ISSUER,
      ...(withExpiry ? { expiresIn: 60 } : {}),
    });
  }

  it('accepts a token of the local provider that carries exp', async () => {
    expect((await t.get('/api/auth/user', { token: await localToken(true) })).status).toBe(200);
  });

  it('refuses a token of the local provider without exp with 401', async () => {
    const response = await t.get('/api/auth/user', { token: await localToken(false) });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Authentication required. Please sign in.');
  });
});

describe('the session cookie', () => {
  let plain: TestApp;
  let proxied: TestApp;
  const account = { email: 'cookie@example.com', password: 'correct horse', firstName: 'Ava', lastName: 'Linden' };

  beforeAll(async () => {
    plain = await TestApp.start({ authMode: 'local' });
    // The tests call from 127.0.0.1: that is the trusted proxy here.
    proxied = await TestApp.start({ authMode: 'local', env: { TRUST_PROXY: '127.0.0.1' } });
    await plain.post('/api/auth/local/sign-up', account);
    await proxied.post('/api/auth/local/sign-up', account);
  });
  afterAll(async () => {
    await plain.close();
    await proxied.close();
  });

  const signIn = (t: TestApp, headers: Record<string, string> = {}) =>
    t.post('/api/auth/local/sign-in', { email: account.email, password: account.password }, { headers });

  it('is HttpOnly, SameSite=Lax and not Secure over plain HTTP', async () => {
    const cookie = (await signIn(plain)).headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__session=[^;]+; Path=\/api; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    expect(cookie).not.toContain('Secure');
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const cookie = (await signIn(plain, { 'x-forwarded-proto': 'https' })).headers.get('set-cookie')!;
    expect(cookie).not.toContain('Secure');
  });

  it('is Secure when a trusted proxy says the request came over HTTPS', async () => {
    const cookie = (await signIn(proxied, { 'x-forwarded-proto': 'https' })).headers.get('set-cookie')!;
    expect(cookie).toContain('; Secure');
    expect((await signIn(proxied)).headers.get('set-cookie')).not.toContain('Secure');
  });

  it('is cleared with the same attributes, Secure included, by /api/logout over HTTPS', async () => {
    const token = (await signIn(proxied)).body.token;
    const logout = await proxied.get('/api/logout', {
      headers: { cookie: `__session=${token}`, 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.headers.get('set-cookie')).toBe('__session=; Path=/api; HttpOnly; SameSite=Lax; Secure; Max-Age=0');
  });
});

describe('signing out by navigating to /api/logout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  const signedIn = async (user: TestUser) => (await t.get('/api/auth/user', { token: user.token })).status === 200;
  const navigate = (user: TestUser, headers: Record<string, string>) => t.get('/api/logout', { headers: { cookie: `__session=${user.token}`, ...headers } });

  const foreign: Array<[string, Record<string, string>]> = [
    ['a cross-site navigation (Sec-Fetch-Site: cross-site)', { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page' }],
    ['a navigation from another origin of the same site (Sec-Fetch-Site: same-site)', { 'sec-fetch-site': 'same-site' }],
    ['a browser without Sec-Fetch-Site coming from another origin (Referer)', { referer: 'https://evil.example/page' }],
    ['a browser without Sec-Fetch-Site posting from another origin (Origin)', { origin: 'https://evil.example' }],
    ['an opaque origin (Origin: null)', { origin: 'null' }],
    ['a browser without Sec-Fetch-Site from a page that hides its address (no Origin, no Referer)', {}],
  ];

  it.each(foreign)('only redirects home, signing nobody out, for %s', async (_name, headers) => {
    const user = await t.makeUser();
    const response = await navigate(user, headers);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await signedIn(user)).toBe(true);
  });

  const own: Array<[string, (t: TestApp) => Record<string, string>]> = [
    ['a navigation from the SPA (Sec-Fetch-Site: same-origin)', (app) => ({ 'sec-fetch-site': 'same-origin', referer: `${app.baseUrl}/settings` })],
    ['an address typed in (Sec-Fetch-Site: none)', () => ({ 'sec-fetch-site': 'none' })],
    ['a browser without Sec-Fetch-Site coming from this server (Referer)', (app) => ({ referer: `${app.baseUrl}/settings` })],
  ];

  it('treats a session cookie with malformed escapes as no session (302, not 500)', async () => {
    const response = await t.get('/api/logout', { headers: { cookie: '__session=%E0%A4%A', 'sec-fetch-site': 'same-origin' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('signs out with a bearer token whatever the origin: no other site can make the browser send one', async () => {
    const user = await t.makeUser();
    const response = await t.get('/api/logout', { token: user.token, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(302);
    expect(await signedIn(user)).toBe(false);
  });

  it.each(own)('signs out every session for %s', async (_name, headers) => {
    const user = await t.makeUser();
    const response = await navigate(user, headers(t));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toContain('__session=;');
    expect(await signedIn(user)).toBe(false);
  });
});

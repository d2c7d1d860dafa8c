import { generateKeyPairSync } from 'node:crypto';

import { sign } from 'jsonwebtoken';

import { TEST_AUDIENCE, TEST_ISSUER } from '../support/identity-provider';
import { TestApp } from '../support/test-app';

describe('bearer token verification against a JWKS URL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ env: { AUTH_AUTHORIZED_PARTIES: 'https://app.example.com' } });
  });
  afterAll(() => t.close());

  const party = { azp: 'https://app.example.com' };

  it('accepts a valid RS256 token signed by the provider and fetches the key over HTTP', async () => {
    const response = await t.get('/api/auth/user', { token: t.idp.token({ ...party, email: 'a@b.test' }) });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe('a@b.test');
    expect(t.idp.jwksRequests).toBeGreaterThan(0);
  });

  it('caches the key set instead of fetching it on every request', async () => {
    const before = t.idp.jwksRequests;
    for (let i = 0; i < 5; i += 1) {
      expect((await t.get('/api/auth/user', { token: t.idp.token(party) })).status).toBe(200);
    }
    expect(t.idp.jwksRequests).toBe(before);
  });

  const refused: Array<[string, () => string]> = [
    ['an expired token', () => t.idp.token(party, { expiresIn: -10 })],
    ['a token without an expiry (no exp claim)', () => t.idp.tokenWithoutExpiry(party)],
    [
      'a token signed with another key',
      () => {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        return sign({ ...party }, privateKey, {
          algorithm: 'RS256',
          keyid: t.idp.kid,
          subject: 'user_x',
          issuer: TEST_ISSUER,
          audience: TEST_AUDIENCE,
          expiresIn: 60,
        });
      },
    ],
    [
      'an unsigned token (alg none)',
      () => {
        const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const now = Math.floor(Date.now() / 1000);
        return `${encode({ alg: 'none', typ: 'JWT', kid: t.idp.kid })}.${encode({ sub: 'user_x', iss: TEST_ISSUER, aud: TEST_AUDIENCE, iat: now, exp: now + 60, ...party })}.`;
      },
    ],
    ['a token from another issuer', () => t.idp.token(party, { issuer: 'https://evil.example.com' })],
    ['a token for another audience', () => t.idp.token(party, { audience: 'another-app' })],
    ['a token from an unauthorised party (azp)', () => t.idp.token({ azp: 'https://evil.example.com' })],
    ['a token without azp when parties are configured', () => t.idp.token({})],
    ['a malformed token', () => 'not.a.token'],
    ['a token whose key id is unknown', () => t.idp.token(party, { keyid: 'unknown-kid' })],
    ['a token issued 2 minutes in the future (iat)', () => t.idp.token({ ...party, iat: Math.floor(Date.now() / 1000) + 120 })],
    ['a token valid only from 2 minutes in the future (nbf)', () => t.idp.token(party, { notBefore: 120 })],
  ];

  it('accepts a token issued up to a minute ahead of the server clock (clocks differ a little)', async () => {
    const response = await t.get('/api/auth/user', { token: t.idp.token({ ...party, iat: Math.floor(Date.now() / 1000) + 30 }) });
    expect(response.status).toBe(200);
  });

  it.each(refused)('refuses %s with 401', async (_name, makeToken) => {
    const response = await t.get('/api/auth/user', { token: makeToken() });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required. Please sign in.' });
  });

  it('refuses a request without a token with 401', async () => {
    const response = await t.get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Authentication required. Please sign in.');
  });

  it('does not accept the session cookie outside the logout route', async () => {
    const response = await t.get('/api/auth/user', { headers: { cookie: `__session=${t.idp.token(party)}` } });
    expect(response.status).toBe(401);
  });
});

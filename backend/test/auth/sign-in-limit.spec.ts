import { loadConfig } from '../../src/config/app-config';
import { TestApp } from '../support/test-app';

const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

/** The built-in sign-in and sign-up count attempts per client address, failed ones included. */
describe('sign-in limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ authMode: 'local', env: { THROTTLE_SIGN_IN_PER_MINUTE: '4', TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t.close());

  const signIn = (address: string, password: string) =>
    t.post('/api/auth/local/sign-in', { email: 'limit@example.com', password }, { headers: { 'x-forwarded-for': address } });

  it('refuses the attempt past the limit from one address with 429 and Retry-After, even with the right password', async () => {
    const created = await t.post(
      '/api/auth/local/sign-up',
      { email: 'limit@example.com', password: 'correct horse battery', firstName: 'Lim', lastName: 'It' },
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
    );
    expect(created.status).toBe(201);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await signIn('203.0.113.7', 'wrong password')).status);
    expect(statuses).toEqual([401, 401, 401]);

    const refused = await signIn('203.0.113.7', 'correct horse battery');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    // Another address is not held back by this one.
    expect((await signIn('198.51.100.20', 'correct horse battery')).status).toBe(200);
  });

  it('is 20 a minute by default', () => {
    expect(loadConfig({}).throttle.signInLimitPerMinute).toBe(20);
  });

  it('allows 10 failed sign-ins per account and per address in 15 minutes by default (test/auth/accounts.spec.ts drives it)', () => {
    expect(loadConfig({}).signInFailures).toEqual({ limit: 10, windowSeconds: 900 });
    expect(() => loadConfig({ THROTTLE_SIGN_IN_FAILURES: '0' })).toThrow('THROTTLE_SIGN_IN_FAILURES must be between 1 and 1000, got 0.');
  });
});

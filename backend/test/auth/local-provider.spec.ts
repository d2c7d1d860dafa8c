import { ConfigError, loadConfig } from '../../src/config/app-config';
import { TestApp } from '../support/test-app';

describe('the local identity provider', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ authMode: 'local' });
  });
  afterAll(() => t.close());

  const account = { email: 'Ava@Example.com', password: 'correct horse', firstName: 'Ava', lastName: 'Linden' };

  it('signs up, and the token works on the API through the JWKS the app serves', async () => {
    const signUp = await t.post('/api/auth/local/sign-up', account);
    expect(signUp.status).toBe(201);
    expect(typeof signUp.body.token).toBe('string');
    expect(signUp.headers.get('set-cookie')).toContain('__session=');
    const me = await t.get('/api/auth/user', { token: signUp.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'ava@example.com', firstName: 'Ava', lastName: 'Linden', role: 'vendor', isActive: true });
  });

  it('serves its public key as a JWKS without the private parts', async () => {
    const jwks = await t.get('/api/auth/local/jwks.json');
    expect(jwks.status).toBe(200);
    expect(jwks.body.keys).toHaveLength(1);
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.body.keys[0].d).toBeUndefined();
  });

  it('signs in with the right password, whatever the email case', async () => {
    const signIn = await t.post('/api/auth/local/sign-in', { email: 'ava@example.COM', password: 'correct horse' });
    expect(signIn.status).toBe(200);
    expect((await t.get('/api/auth/user', { token: signIn.body.token })).body.email).toBe('ava@example.com');
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const wrong = await t.post('/api/auth/local/sign-in', { email: account.email, password: 'wrong horse' });
    const unknown = await t.post('/api/auth/local/sign-in', { email: 'nobody@example.com', password: 'whatever1' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid email or password.');
    }
  });

  it('writes each sign-in and failed sign-in to the audit log', async () => {
    const entries = async () =>
      await t.dataSource.query<Record<string, string | null>[]>(
        `SELECT "activityType", description, "targetType" FROM activities WHERE "activityType" LIKE 'sign_in%' ORDER BY id`,
      );
    const before = (await entries()).length;
    await t.post('/api/auth/local/sign-in', { email: account.email, password: 'wrong horse' });
    await t.post('/api/auth/local/sign-in', { email: 'nobody@example.com', password: 'whatever1' });
    await t.post('/api/auth/local/sign-in', { email: account.email, password: account.password });
    expect((await entries()).slice(before)).toEqual([
      { activityType: 'sign_in_failed', description: 'Failed sign-in for ava@example.com', targetType: 'user' },
      { activityType: 'sign_in_failed', description: 'Failed sign-in for nobody@example.com', targetType: null },
      { activityType: 'sign_in', description: 'Signed in: ava@example.com', targetType: 'user' },
    ]);
  });

  it('refuses a deactivated account with 403 and a clear message, records a refused sign-in, and signs in again once reactivated', async () => {
    const signUp = await t.post('/api/auth/local/sign-up', { email: 'gone@example.com', password: 'correct horse', firstName: 'Gone', lastName: 'Away' });
    const id = (await t.get('/api/auth/user', { token: signUp.body.token })).body.id as string;
    await t.dataSource.query(`UPDATE users SET "isActive" = false WHERE id = $1`, [id]);
    const before = (await t.dataSource.query<unknown[]>(`SELECT id FROM activities`)).length;

    const refused = await t.post('/api/auth/local/sign-in', { email: 'gone@example.com', password: 'correct horse' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ statusCode: 403, error: 'Forbidden', message: "This account has been deactivated. Contact the platform's administrators." });
    expect(refused.body.token).toBeUndefined();
    expect(refused.headers.get('set-cookie')).toBeNull();
    const entries = await t.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT "userId", "activityType", description, "targetType", "targetId", metadata FROM activities ORDER BY id OFFSET $1`,
      [before],
    );
    expect(entries).toEqual([
      {
        userId: id,
        activityType: 'sign_in_failed',
        description: 'Sign-in refused for gone@example.com: the account is deactivated',
        targetType: 'user',
        targetId: id,
        metadata: { email: 'gone@example.com', knownAccount: true, reason: 'deactivated' },
      },
    ]);
    // A wrong password still answers the same 401 as for any account: the refusal says nothing without the password.
    expect((await t.post('/api/auth/local/sign-in', { email: 'gone@example.com', password: 'wrong horse' })).status).toBe(401);

    await t.dataSource.query(`UPDATE users SET "isActive" = true WHERE id = $1`, [id]);
    expect((await t.post('/api/auth/local/sign-in', { email: 'gone@example.com', password: 'correct horse' })).status).toBe(200);
  });

  it('refuses a duplicate email with 409', async () => {
    const response = await t.post('/api/auth/local/sign-up', { ...account, email: 'ava@example.com' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('An account with this email already exists.');
  });

  it('refuses weak or missing fields with 400 and a message per field', async () => {
    const response = await t.post('/api/auth/local/sign-up', { email: 'not-an-email', password: 'short', firstName: ' ' });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({
      email: ['Invalid email address'],
      password: ['Password must be at least 8 characters'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });

  it('stores only a slow hash of the password', async () => {
    const [row] = await t.dataSource.query(`SELECT "passwordHash" FROM local_accounts WHERE email = 'ava@example.com'`);
    expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.passwordHash).not.toContain('correct horse');
  });
});

describe('local provider configuration', () => {
  it('refuses to run in production unless explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_LOCAL_AUTH: 'true' }).auth.allowLocalAuth).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_JWKS_URI: 'https://x.clerk.accounts.dev/.well-known/jwks.json', AUTH_ISSUER: 'https://x.clerk.accounts.dev' })
        .auth.jwksUri,
    ).toBeDefined();
  });

  it('needs an issuer with an external JWKS', () => {
    expect(() => loadConfig({ AUTH_JWKS_URI: 'https://x.example.com/jwks.json' })).toThrow('AUTH_ISSUER must be set');
  });
});

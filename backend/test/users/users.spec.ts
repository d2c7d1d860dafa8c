import { TestApp } from '../support/test-app';
import { sleep } from '../support/wait';

describe('users', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ env: { ADMIN_EMAILS: 'Boss@Example.com, other@example.com' } });
  });
  afterAll(() => t.close());

  it('creates the user from OIDC claims on the first request', async () => {
    const token = t.idp.token({ sub: 'user_oidc', email: 'oidc@example.com', given_name: 'Olive', family_name: 'Day', picture: 'https://img.test/o.png' });
    const response = await t.get('/api/auth/user', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: 'user_oidc',
      firstName: 'Olive',
      lastName: 'Day',
      email: 'oidc@example.com',
      profileImageUrl: 'https://img.test/o.png',
      role: 'vendor',
      isActive: true,
      createdAt: expect.any(String),
      emailTransactions: true,
      emailRedeliveries: true,
      emailEvents: false,
      inWorldNotifications: true,
      defaultCommissionRate: '5.00',
      saleDeliveryAlertMinutes: 10,
      offlineAlertMinutes: 11,
    });
  });

  it("reads Clerk's claim names too, and updates the user when the claims change", async () => {
    const first = t.idp.token({ sub: 'user_clerk', email: 'c@example.com', first_name: 'Cleo', last_name: 'Kay', image_url: 'https://img.test/c.png' });
    expect((await t.get('/api/auth/user', { token: first })).body).toMatchObject({
      firstName: 'Cleo',
      lastName: 'Kay',
      profileImageUrl: 'https://img.test/c.png',
    });
    const changed = t.idp.token({ sub: 'user_clerk', email: 'c@example.com', first_name: 'Cleopatra', last_name: 'Kay' });
    expect((await t.get('/api/auth/user', { token: changed })).body.firstName).toBe('Cleopatra');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE id = 'user_clerk'`);
    expect(count).toBe(1);
  });

  it('creates one row when the first requests arrive together', async () => {
    const token = t.idp.token({ sub: 'user_race', email: 'race@example.com' });
    const responses = await Promise.all(Array.from({ length: 8 }, () => t.get('/api/auth/user', { token })));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
  });

  it('makes users listed in ADMIN_EMAILS admins, whatever the case, once the provider says the address is verified', async () => {
    const response = await t.get('/api/auth/user', { token: t.idp.token({ sub: 'user_boss', email: 'boss@example.com', email_verified: true }) });
    expect(response.body.role).toBe('admin');
  });

  it('keeps a profile edit when the token claims did not change', async () => {
    const token = t.idp.token({ sub: 'user_edit', email: 'edit@example.com', given_name: 'Eddie', family_name: 'Old' });
    await t.get('/api/auth/user', { token });
    const patched = await t.patch('/api/auth/user', { firstName: 'Edward', lastName: 'New', email: 'Edit@Example.com' }, { token });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ firstName: 'Edward', lastName: 'New', email: 'edit@example.com' });
    expect((await t.get('/api/auth/user', { token })).body.firstName).toBe('Edward');
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: '   ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ email: 'not-an-address' }, 'email', 'Invalid email address'],
    [{ email: '' }, 'email', 'Invalid email address'],
  ])('refuses the profile %j with "%s: %s"', async (body, field, message) => {
    const user = await t.makeUser();
    const response = await t.patch('/api/auth/user', body, { token: user.token });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ [field]: [message] });
    expect(response.body.message).toBe(message);
  });

  it('keeps the e-mail from the identity provider: a profile edit cannot change it to an unverified address', async () => {
    const token = t.idp.token({ sub: 'user_mail', email: 'mail@example.com', email_verified: true });
    await t.get('/api/auth/user', { token });
    const response = await t.patch('/api/auth/user', { email: 'someone.else@example.com' }, { token });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ email: ['Your e-mail address comes from your sign-in account: change it there, where it is verified.'] });
    expect((await t.get('/api/auth/user', { token })).body.email).toBe('mail@example.com');
  });

  it('refuses unknown fields in the profile', async () => {
    const user = await t.makeUser();
    const response = await t.patch('/api/auth/user', { role: 'admin' }, { token: user.token });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Unknown field "role" is not allowed');
  });

  it('refuses every call of a deactivated user with 403', async () => {
    const admin = await t.makeUser({ role: 'admin' });
    const user = await t.makeUser();
    expect((await t.get('/api/auth/user', { token: user.token })).status).toBe(200);
    const deactivated = await t.put(`/api/admin/users/${user.id}/deactivate`, undefined, { token: admin.token });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.isActive).toBe(false);
    for (const call of [t.get('/api/auth/user', { token: user.token }), t.patch('/api/auth/user', { firstName: 'X' }, { token: user.token })]) {
      const response = await call;
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Your account has been deactivated.');
    }
    const activity = await t.dataSource.query(`SELECT "activityType" FROM activities WHERE "userId" = $1`, [admin.id]);
    expect(activity).toEqual([{ activityType: 'user_deactivated' }]);
  });

  it('keeps admin routes for admins: 403 for a merchant, 401 without a token', async () => {
    const merchant = await t.makeUser();
    const admin = await t.makeUser({ role: 'admin' });
    const forbidden = await t.get('/api/admin/users', { token: merchant.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('You do not have permission to perform this action.');
    expect((await t.get('/api/admin/users')).status).toBe(401);
    expect((await t.put(`/api/admin/users/${merchant.id}/role`, { role: 'admin' }, { token: merchant.token })).status).toBe(403);
    const promoted = await t.put(`/api/admin/users/${merchant.id}/role`, { role: 'admin' }, { token: admin.token });
    expect(promoted.body.role).toBe('admin');
    expect((await t.get('/api/admin/users', { token: merchant.token })).status).toBe(200);
    const badRole = await t.put(`/api/admin/users/${merchant.id}/role`, { role: 'owner' }, { token: admin.token });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toBe('Role must be vendor or admin');
  });

  it('signs out of all sessions: older tokens are refused, new ones work', async () => {
    const user = await t.makeUser();
    const older = user.token;
    expect((await t.get('/api/auth/user', { token: older })).status).toBe(200);
    const logout = await t.get('/api/logout', { token: older });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect((await t.get('/api/auth/user', { token: older })).status).toBe(401);
    await sleep(1100); // token times have one-second resolution
    const fresh = t.idp.token({ sub: user.id, email: user.email });
    expect((await t.get('/api/auth/user', { token: fresh })).status).toBe(200);
  });

  it('signs out through the session cookie when the browser navigates to /api/logout', async () => {
    const user = await t.makeUser();
    // As the SPA's navigation arrives (a link on another site is refused: test/auth/session-security.spec.ts).
    const logout = await t.get('/api/logout', { headers: { cookie: `theme=dark; __session=${user.token}`, 'sec-fetch-site': 'same-origin' } });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('set-cookie')).toContain('__session=;');
    expect((await t.get('/api/auth/user', { token: user.token })).status).toBe(401);
  });

  it('redirects home from /api/logout even without a session', async () => {
    const logout = await t.get('/api/logout');
    expect(logout.status).toBe(302);
  });
});

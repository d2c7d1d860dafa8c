import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

// Friday 20 March 2026, noon SLT (PDT): the last 30 SLT days are 19 February to 20 March.
const NOW = '2026-03-20T19:00:00.000Z';

interface Person {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role?: 'vendor' | 'admin';
  isActive?: boolean;
  createdAt: string;
}

describe('admin users', () => {
  let t: TestApp;
  let make: Factories;
  let admin: TestUser;
  let merchant: TestUser;
  /** Users of the paging tests, by a short name; their e-mails end in @paging.test. */
  const people: Record<string, TestUser> = {};

  const list = (query: string, user: TestUser = admin) => t.get(`/api/admin/users?${query}`, { token: user.token });
  const emails = (body: { items: { email: string | null }[] }) => body.items.map((item) => item.email);

  async function person(key: string, fields: Person): Promise<TestUser> {
    const user = await t.makeUser({ role: fields.role, isActive: fields.isActive });
    await t.dataSource.query(`UPDATE users SET "firstName" = $2, "lastName" = $3, email = $4, "createdAt" = $5 WHERE id = $1`, [
      user.id,
      fields.firstName,
      fields.lastName,
      fields.email,
      fields.createdAt,
    ]);
    people[key] = user;
    return user;
  }

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: NOW } });
    make = factories(t.dataSource);
    admin = await t.makeUser({ role: 'admin' });
    merchant = await t.makeUser();
    // Newest first by default: ava (March) … eve (January).
    await person('ava', { firstName: 'Ava', lastName: 'Stone', email: 'ava@paging.test', createdAt: '2026-03-05T10:00:00Z' });
    await person('bob', { firstName: 'Bob', lastName: 'Underscore', email: 'bob_x@paging.test', createdAt: '2026-03-04T10:00:00Z', role: 'admin' });
    await person('cat', { firstName: 'Cat', lastName: 'Percent', email: 'cat%y@paging.test', createdAt: '2026-03-03T10:00:00Z', isActive: false });
    await person('dan', { firstName: null, lastName: null, email: 'bobyx@paging.test', createdAt: '2026-02-01T10:00:00Z' });
    await person('eve', { firstName: 'Eve', lastName: 'Zed', email: 'eve@paging.test', createdAt: '2026-01-01T10:00:00Z' });
    // A deleted account keeps its row but is never listed.
    const gone = await person('gone', { firstName: null, lastName: null, email: null, createdAt: '2026-03-06T10:00:00Z' });
    await t.dataSource.query(`UPDATE users SET "deletedAt" = now() WHERE id = $1`, [gone.id]);
    await t.dataSource.query(`UPDATE users SET "firstName" = 'Gone', "lastName" = 'Paging.test' WHERE id = $1`, [gone.id]);
  });
  afterAll(() => t.close());

  describe('GET /api/admin/users', () => {
    it('pages the matching users on the server, newest first, with the total', async () => {
      const first = await list('search=paging.test&pageSize=2');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(emails(first.body)).toEqual(['ava@paging.test', 'bob_x@paging.test']);
      expect(first.body.items[0]).toEqual({
        id: people.ava.id,
        firstName: 'Ava',
        lastName: 'Stone',
        email: 'ava@paging.test',
        profileImageUrl: null,
        role: 'vendor',
        isActive: true,
        createdAt: '2026-03-05T10:00:00.000Z',
        emailTransactions: true,
        emailRedeliveries: true,
        emailEvents: false,
        inWorldNotifications: true,
        defaultCommissionRate: '5.00',
      });
      expect(emails((await list('search=paging.test&pageSize=2&page=2')).body)).toEqual(['cat%y@paging.test', 'bobyx@paging.test']);
      const last = await list('search=paging.test&pageSize=2&page=3');
      expect(emails(last.body)).toEqual(['eve@paging.test']);
      expect(last.body.total).toBe(5);
      const beyond = await list('search=paging.test&pageSize=2&page=9');
      expect(beyond.body).toMatchObject({ items: [], total: 5, page: 9 });
    });

    it('answers 25 a page by default, every living user counted', async () => {
      const { body } = await list('');
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE "deletedAt" IS NULL`);
      expect(body).toMatchObject({ total: count, page: 1, pageSize: 25 });
      expect(body.items.length).toBe(Math.min(count, 25));
      expect(body.items.map((item: { id: string }) => item.id)).not.toContain(people.gone.id);
    });

    it('searches the full name, the e-mail and the id, ignoring case', async () => {
      expect(emails((await list('search=AVA%20st')).body)).toEqual(['ava@paging.test']);
      expect(emails((await list('search=EVE@PAGING')).body)).toEqual(['eve@paging.test']);
      expect(emails((await list(`search=${people.dan.id.toUpperCase()}`)).body)).toEqual(['bobyx@paging.test']);
      expect(emails((await list('search=%20%20ava%20%20')).body)).toEqual(['ava@paging.test']);
      const none = await list('search=nobody-has-this');
      expect(none.body).toMatchObject({ items: [], total: 0 });
    });

    it('matches LIKE wildcards literally: _ and % are characters, not patterns', async () => {
      // Unescaped, 'bob_x' would also match 'bobyx' and 'cat%y' every 'cat…y'.
      expect(emails((await list('search=bob_x')).body)).toEqual(['bob_x@paging.test']);
      expect(emails((await list(`search=${encodeURIComponent('cat%y')}`)).body)).toEqual(['cat%y@paging.test']);
      expect(emails((await list(`search=${encodeURIComponent('%')}`)).body)).toEqual(['cat%y@paging.test']);
      expect((await list(`search=${encodeURIComponent('\\')}`)).body.total).toBe(0);
    });

    it('filters by role and by status, together with the search', async () => {
      expect(emails((await list('search=paging.test&role=admin')).body)).toEqual(['bob_x@paging.test']);
      expect(emails((await list('search=paging.test&role=vendor')).body)).toEqual([
        'ava@paging.test',
        'cat%y@paging.test',
        'bobyx@paging.test',
        'eve@paging.test',
      ]);
      expect(emails((await list('search=paging.test&status=inactive')).body)).toEqual(['cat%y@paging.test']);
      expect((await list('search=paging.test&status=active')).body.total).toBe(4);
      expect((await list('search=paging.test&status=inactive&role=admin')).body.total).toBe(0);
    });

    it('sorts by name, e-mail, role, status or join date, either way', async () => {
      // The name shown: first and last name, else the e-mail.
      expect(emails((await list('search=paging.test&sortBy=name&sortOrder=asc')).body)).toEqual([
        'ava@paging.test',
        'bob_x@paging.test',
        'bobyx@paging.test',
        'cat%y@paging.test',
        'eve@paging.test',
      ]);
      expect(emails((await list('search=paging.test&sortBy=email&sortOrder=desc')).body)).toEqual([
        'eve@paging.test',
        'cat%y@paging.test',
        'bobyx@paging.test',
        'bob_x@paging.test',
        'ava@paging.test',
      ]);
      expect(emails((await list('search=paging.test&sortBy=createdAt&sortOrder=asc')).body)).toEqual([
        'eve@paging.test',
        'bobyx@paging.test',
        'cat%y@paging.test',
        'bob_x@paging.test',
        'ava@paging.test',
      ]);
      expect(emails((await list('search=paging.test&sortBy=role&sortOrder=asc')).body)[0]).toBe('bob_x@paging.test');
      expect(emails((await list('search=paging.test&sortBy=status&sortOrder=desc')).body)[0]).toBe('cat%y@paging.test');
      expect(emails((await list('search=paging.test&sortBy=status&sortOrder=asc')).body).at(-1)).toBe('cat%y@paging.test');
    });

    it.each([
      ['pageSize=101', 'pageSize must be a whole number from 1 to 100'],
      ['pageSize=0', 'pageSize must be a whole number from 1 to 100'],
      ['page=0', 'page must be a whole number from 1 to 100000'],
      ['page=two', 'page must be a whole number from 1 to 100000'],
      ['role=owner', 'role must be vendor or admin'],
      ['status=deleted', 'status must be active or inactive'],
      ['sortBy=password', 'sortBy must be one of createdAt, name, email, role, status'],
      ['sortOrder=up', 'sortOrder must be asc or desc'],
      [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
      ['q=ava', 'Unknown field "q" is not allowed'],
    ])('refuses ?%s with "%s"', async (query, message) => {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('is for admins only: 403 for a merchant, 401 without a token', async () => {
      const forbidden = await list('search=paging.test', merchant);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toBe('You do not have permission to perform this action.');
      expect((await t.get('/api/admin/users?search=paging.test')).status).toBe(401);
    });
  });

  describe('GET /api/admin/users/{id}/details', () => {
    it('gives the user, their in-world vendors with all-time sales, their sales totals and their recent activity', async () => {
      const owner = await t.makeUser();
      // Through the API, so the activity log records it as the user's own action.
      const created = await t.post('/api/vendors', { name: 'Owner Stall' }, { token: owner.token });
      expect(created.status).toBe(201);
      const stall = { id: created.body.id as number };
      const outlet = await make.vendor(owner.id, { name: 'Quiet Outlet', isActive: false });
      const marketplace = await make.vendor(owner.id, { name: 'SL Marketplace', kind: 'marketplace' });
      const other = await make.vendor(merchant.id);
      const sale = (vendorId: number, createdAt: string, amount: number, commission: string, status: 'completed' | 'refunded' = 'completed') =>
        make.transaction(vendorId, { amount, commission, createdAt: new Date(createdAt), status });
      await sale(stall.id, '2026-03-20T18:00:00Z', 1000, '50.00'); // today
      await sale(stall.id, '2026-02-19T09:00:00Z', 200, '10.00'); // 19 February, 01:00 PST: the first of the 30 days
      await sale(stall.id, '2026-02-19T07:30:00Z', 4000, '200.00'); // 18 February, 23:30 PST: the day before
      await sale(outlet.id, '2026-03-01T20:00:00Z', 3, '0.15');
      await sale(marketplace.id, '2026-03-10T20:00:00Z', 500, '25.00');
      await sale(stall.id, '2026-03-11T20:00:00Z', 9000, '450.00', 'refunded');
      await sale(other.id, '2026-03-11T20:00:00Z', 7777, '388.85');
      expect((await t.put(`/api/admin/users/${owner.id}/deactivate`, undefined, { token: admin.token })).status).toBe(200);
      expect((await t.put(`/api/admin/users/${owner.id}/reactivate`, undefined, { token: admin.token })).status).toBe(200);

      const response = await t.get(`/api/admin/users/${owner.id}/details`, { token: admin.token });
      expect(response.status).toBe(200);
      const body = response.body;
      expect(body.user).toMatchObject({ id: owner.id, email: owner.email, isActive: true, role: 'vendor' });
      expect(body.vendors).toEqual([
        { id: outlet.id, name: 'Quiet Outlet', isActive: false, paused: false, createdAt: expect.any(String), revenue: 3, sales: 1 },
        { id: stall.id, name: 'Owner Stall', isActive: true, paused: false, createdAt: expect.any(String), revenue: 5200, sales: 3 },
      ]);
      expect(body.sales).toEqual({
        allTime: { revenue: 5703, commission: '285.15', sales: 5 },
        last30Days: { revenue: 1703, commission: '85.15', sales: 4 },
      });
      expect(body.recentActivity.map((entry: { activityType: string }) => entry.activityType)).toEqual([
        'user_reactivated',
        'user_deactivated',
        'vendor_created',
      ]);
      expect(body.recentActivity[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, description: `User ${owner.email} reactivated` });
      expect(body.recentActivity[2]).toMatchObject({ actorId: owner.id, actorEmail: owner.email });
      expect(body.recentActivity[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('answers zeros and empty lists for a user without vendors', async () => {
      const newcomer = await t.makeUser();
      const { body } = await t.get(`/api/admin/users/${newcomer.id}/details`, { token: admin.token });
      expect(body.vendors).toEqual([]);
      expect(body.sales).toEqual({ allTime: { revenue: 0, commission: '0.00', sales: 0 }, last30Days: { revenue: 0, commission: '0.00', sales: 0 } });
      expect(body.recentActivity).toEqual([]);
    });

    it('answers 404 for an unknown user and for a deleted account', async () => {
      const unknown = await t.get('/api/admin/users/user_nobody/details', { token: admin.token });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('User not found.');
      expect((await t.get(`/api/admin/users/${people.gone.id}/details`, { token: admin.token })).status).toBe(404);
    });

    it('is for admins only: a merchant cannot read even their own details here', async () => {
      const forbidden = await t.get(`/api/admin/users/${merchant.id}/details`, { token: merchant.token });
      expect(forbidden.status).toBe(403);
      expect((await t.get(`/api/admin/users/${merchant.id}/details`)).status).toBe(401);
    });
  });
});

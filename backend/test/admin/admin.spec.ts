import { Activity } from '../../src/audit-log/activity.entity';
import type { Transaction } from '../../src/sales/transaction.entity';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/** The fixed "now" of this suite: 07:00 SLT (PST, UTC-8) on 20 November 2026, so SLT midnight is 08:00 UTC. */
const NOW = '2026-11-20T15:00:00.000Z';

describe('admin dashboard', () => {
  let t: TestApp;
  let make: Factories;
  let admin: TestUser;
  let merchant: TestUser;

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: NOW } });
    make = factories(t.dataSource);
    admin = await t.makeUser({ role: 'admin' });
    merchant = await t.makeUser();
  });
  afterAll(() => t.close());

  describe('platform stats', () => {
    const stats = () => t.get('/api/admin/platform-stats', { token: admin.token });
    const sale = (vendorId: number, amount: number, commission: string, commissionRate: string, createdAt: string, fields: Partial<Transaction> = {}) =>
      make.transaction(vendorId, { amount, commission, commissionRate, createdAt: new Date(createdAt), ...fields });

    it('reports zeros, and null growth and average rate, on a platform without sales', async () => {
      const response = await stats();
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        totalRevenue: 0,
        revenueGrowth: null,
        activeVendors: 0,
        totalVendors: 0,
        totalTransactions: 0,
        transactionsToday: 0,
        totalCommission: '0.00',
        avgCommissionRate: null,
      });
    });

    it('sums completed sales of the last 30 SLT days against the 30 before, and counts the sales of today in SLT', async () => {
      const shop = await make.vendor(merchant.id);
      const boutique = await make.vendor(merchant.id);
      const closed = await make.vendor(merchant.id, { isActive: false });

      // The last 30 SLT days, 22 October (PDT: from 07:00 UTC) to today, 20 November (PST: from 08:00 UTC):
      // 1000 + 2000 + 3000 + 4000 + 100 = 10100 L$, commission 546.00, rates 5, 3.5, 7.5, 5, 1.
      await sale(shop.id, 1000, '50.00', '5.0000', '2026-11-20T08:00:00.000Z'); // SLT midnight: today
      await sale(boutique.id, 2000, '70.00', '3.5000', '2026-11-20T07:59:59.999Z'); // a millisecond before: yesterday
      await sale(shop.id, 3000, '225.00', '7.5000', '2026-11-20T14:59:59.000Z'); // today
      await sale(closed.id, 4000, '200.00', '5.0000', '2026-10-22T07:00:00.000Z'); // the first instant of the 30 days
      await sale(shop.id, 100, '1.00', '1.0000', NOW); // today
      // Not completed: never counted.
      await sale(shop.id, 500, '25.00', '5.0000', '2026-11-20T10:00:00.000Z', { status: 'refunded', refundedAt: new Date('2026-11-20T11:00:00Z') });
      await sale(boutique.id, 700, '35.00', '5.0000', '2026-11-20T12:00:00.000Z', { status: 'pending' });
      await sale(boutique.id, 10000, '500.00', '5.0000', '2026-10-01T00:00:00.000Z', { status: 'refunded' });
      // The 30 SLT days before, 22 September to 21 October: 5000 + 2500 = 7500 L$.
      await sale(shop.id, 5000, '250.00', '5.0000', '2026-10-22T06:59:59.999Z');
      await sale(closed.id, 2500, '125.00', '5.0000', '2026-09-22T07:00:00.000Z');
      // Older: all-time count only.
      await sale(shop.id, 800, '40.00', '5.0000', '2026-09-22T06:59:59.999Z');
      await sale(shop.id, 1234, '61.70', '5.0000', '2026-01-01T00:00:00.000Z');

      expect((await stats()).body).toEqual({
        totalRevenue: 10100,
        revenueGrowth: '34.7', // (10100 - 7500) / 7500 = 34.666...%
        activeVendors: 2,
        totalVendors: 3,
        totalTransactions: 9,
        transactionsToday: 3,
        totalCommission: '546.00',
        avgCommissionRate: '4.40', // (5 + 3.5 + 7.5 + 5 + 1) / 5
      });
    });

    it('reports a fall in revenue as negative growth, rounded half away from zero to 1 decimal', async () => {
      const vendor = await make.vendor(merchant.id);
      // The previous period becomes 7500 + 20000 = 27500: (10100 - 27500) / 27500 = -63.2727...%
      await sale(vendor.id, 20000, '1000.00', '5.0000', '2026-10-10T00:00:00.000Z');
      expect((await stats()).body).toMatchObject({ totalRevenue: 10100, revenueGrowth: '-63.3', totalTransactions: 10, totalVendors: 4 });
    });
  });

  describe('activities', () => {
    const activities = (query = '') => t.get(`/api/admin/activities${query}`, { token: admin.token });

    it('lists the latest activities newest first, 10 unless a limit is given', async () => {
      const repository = t.dataSource.getRepository(Activity);
      for (let n = 1; n <= 12; n += 1) {
        await repository.insert({
          userId: admin.id,
          activityType: n % 2 === 0 ? 'vendor_created' : 'commission_config_saved',
          description: `Activity ${n}`,
          metadata: { n },
          createdAt: new Date(Date.UTC(2026, 10, 1, n)),
        });
      }
      // Same time as activity 12: the later row comes first.
      await repository.insert({ userId: null, activityType: 'user_deactivated', description: 'Activity 13', createdAt: new Date(Date.UTC(2026, 10, 1, 12)) });

      const latest = await activities('?limit=10');
      expect(latest.status).toBe(200);
      expect(latest.body.map((activity: { description: string }) => activity.description)).toEqual(
        [13, 12, 11, 10, 9, 8, 7, 6, 5, 4].map((n) => `Activity ${n}`),
      );
      expect(latest.body[1]).toEqual({
        id: expect.any(Number),
        description: 'Activity 12',
        activityType: 'vendor_created',
        createdAt: '2026-11-01T12:00:00.000Z',
      });
      expect((await activities()).body).toEqual(latest.body);
      expect((await activities('?limit=3')).body.map((activity: { description: string }) => activity.description)).toEqual([
        'Activity 13',
        'Activity 12',
        'Activity 11',
      ]);
      expect((await activities('?limit=100')).body).toHaveLength(13);
      expect((await activities('?limit=1')).body).toHaveLength(1);
    });

    it.each(['0', '101', '-1', '1.5', 'ten', ''])('refuses the limit "%s"', async (limit) => {
      const response = await activities(`?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Limit must be a whole number from 1 to 100');
    });

    it('refuses unknown query parameters', async () => {
      const response = await activities('?limit=5&userId=x');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Unknown field "userId" is not allowed');
    });
  });

  describe('access', () => {
    it.each(['/api/admin/platform-stats', '/api/admin/activities?limit=10'])('refuses GET %s to a merchant with 403', async (path) => {
      const response = await t.get(path, { token: merchant.token });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You do not have permission to perform this action.');
    });

    it.each(['/api/admin/platform-stats', '/api/admin/activities?limit=10'])('refuses GET %s without a token with 401', async (path) => {
      const response = await t.get(path);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Authentication required. Please sign in.');
    });
  });
});

import type { ShoppingEvent } from '../../src/events/event.entity';
import type { Product } from '../../src/products/product.entity';
import type { Transaction } from '../../src/sales/transaction.entity';
import type { Vendor } from '../../src/vendors/vendor.entity';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

// Friday 20 March 2026, noon SLT (PDT, UTC-7). Clocks went forward on Sunday 8 March at 02:00 PST: that SLT day lasted
// 23 hours, from 08:00 UTC on 8 March to 07:00 UTC on 9 March.
const NOW = '2026-03-20T19:00:00.000Z';

/** The figures of one bucket or total, as the API sends them. */
const figures = (revenue: number, commission: string, sales: number) => ({ revenue, commission, sales });

describe('analytics', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let otherMerchant: TestUser;
  let admin: TestUser;
  let mainStore: Vendor;
  let outlet: Vendor;
  let otherStore: Vendor;
  let jacket: Product;
  let boots: Product;
  let springFair: ShoppingEvent;

  const get = (path: string, user?: TestUser) => t.get(path, user ? { token: user.token } : {});
  const sell = (vendor: Vendor, createdAt: string, amount: number, commission: string, fields: Partial<Transaction> = {}) =>
    make.transaction(vendor.id, { amount, commission, createdAt: new Date(createdAt), slRegion: null, ...fields });
  const setCreatedAt = (user: TestUser, createdAt: string) => t.dataSource.query(`UPDATE users SET "createdAt" = $2 WHERE id = $1`, [user.id, createdAt]);
  const setName = (user: TestUser, firstName: string, lastName: string) =>
    t.dataSource.query(`UPDATE users SET "firstName" = $2, "lastName" = $3 WHERE id = $1`, [user.id, firstName, lastName]);

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: NOW } });
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    otherMerchant = await t.makeUser();
    admin = await t.makeUser({ role: 'admin' });
    await setName(merchant, 'Ava', 'Stone');
    await setName(otherMerchant, 'Ben', 'Otter');
    // Accounts opened around the range's edges (every other account of this suite is opened today, outside it).
    await setCreatedAt(merchant, '2026-03-09T06:30:00Z'); // Sunday 8 March, 23:30 PDT
    await setCreatedAt(otherMerchant, '2026-03-09T07:30:00Z'); // Monday 9 March, 00:30 PDT
    await setCreatedAt(admin, '2026-03-01T07:59:00Z'); // Saturday 28 February, 23:59 PST
    const deleted = await t.makeUser();
    await t.dataSource.query(`UPDATE users SET "deletedAt" = now(), email = NULL, "createdAt" = '2026-03-10T20:00:00Z' WHERE id = $1`, [deleted.id]);

    mainStore = await make.vendor(merchant.id, { name: 'Main Store' });
    outlet = await make.vendor(merchant.id, { name: 'Outlet' });
    otherStore = await make.vendor(otherMerchant.id, { name: 'Other Store' });
    jacket = await make.product(mainStore.id, { name: 'Mesh Jacket' });
    boots = await make.product(outlet.id, { name: 'Boots' });
    const hat = await make.product(otherStore.id, { name: 'Hat' });
    springFair = await make.event(admin.id, { name: 'Spring Fair', startDate: new Date('2026-03-01T08:00:00Z'), endDate: new Date('2026-04-01T07:00:00Z') });

    // Around the end of February (PST, UTC-8): 07:59 UTC on 1 March is still 28 February in SLT.
    await sell(mainStore, '2026-03-01T07:59:00Z', 400, '20.00');
    await sell(mainStore, '2026-03-01T08:01:00Z', 500, '25.00', { productId: jacket.id, slRegion: 'Bellisseria' });
    // The weekend of the clock change.
    await sell(mainStore, '2026-03-08T07:30:00Z', 1000, '50.00', { productId: jacket.id, slRegion: 'Bellisseria' }); // Sat 7 Mar, 23:30 PST
    await sell(mainStore, '2026-03-08T08:30:00Z', 2000, '100.00', { productId: jacket.id, slRegion: 'Bellisseria', eventId: springFair.id }); // Sun 8 Mar, 00:30 PST
    await sell(outlet, '2026-03-09T06:45:00Z', 600, '30.00', { productId: boots.id, slRegion: 'Caledon' }); // Sun 8 Mar, 23:45 PDT
    await sell(outlet, '2026-03-09T07:30:00Z', 333, '16.65', { productId: boots.id, slRegion: 'Caledon' }); // Mon 9 Mar, 00:30 PDT
    // Commissions that floating-point arithmetic would not add exactly (0.1 + 0.2).
    await sell(outlet, '2026-03-12T20:00:00Z', 2, '0.10', { productId: boots.id, slRegion: 'Caledon' });
    await sell(outlet, '2026-03-12T21:00:00Z', 4, '0.20', { productId: boots.id, slRegion: 'Caledon' });
    // Sales that never count: refunded, pending, failed.
    await sell(mainStore, '2026-03-10T20:00:00Z', 5000, '250.00', {
      productId: jacket.id,
      status: 'refunded',
      refundedAt: new Date('2026-03-10T21:00:00Z'),
      slRegion: 'Bellisseria',
    });
    await sell(outlet, '2026-03-10T21:00:00Z', 700, '35.00', { status: 'pending', slRegion: 'Caledon' });
    await sell(outlet, '2026-03-10T22:00:00Z', 800, '40.00', { status: 'failed', slRegion: 'Caledon' });
    // Outside the range used below.
    await sell(mainStore, '2026-01-15T20:00:00Z', 99999, '4999.95', { slRegion: 'Bellisseria' });
    // Another merchant's sale at the same event.
    await sell(otherStore, '2026-03-09T20:00:00Z', 9999, '499.95', { productId: hat.id, slRegion: 'Luna Bay', eventId: springFair.id });
  });
  afterAll(() => t.close());

  describe("a merchant's own analytics (GET /api/analytics)", () => {
    it('sums completed sales per SLT day, zero-filled, with exact commission and the day of each sale in SLT', async () => {
      const response = await get('/api/analytics?from=2026-02-28&to=2026-03-15&interval=day', merchant);
      expect(response.status).toBe(200);
      const body = response.body;
      expect(body).toMatchObject({ from: '2026-02-28', to: '2026-03-15', interval: 'day', timeZone: 'America/Los_Angeles' });
      expect(body.series).toHaveLength(16);
      const byDay = Object.fromEntries(
        body.series.map((bucket: any) => [bucket.period, { revenue: bucket.revenue, commission: bucket.commission, sales: bucket.sales }]),
      );
      expect(byDay).toEqual({
        '2026-02-28': figures(400, '20.00', 1),
        '2026-03-01': figures(500, '25.00', 1),
        '2026-03-02': figures(0, '0.00', 0),
        '2026-03-03': figures(0, '0.00', 0),
        '2026-03-04': figures(0, '0.00', 0),
        '2026-03-05': figures(0, '0.00', 0),
        '2026-03-06': figures(0, '0.00', 0),
        '2026-03-07': figures(1000, '50.00', 1),
        // The 23-hour day: 00:30 PST and 23:45 PDT both fall in it.
        '2026-03-08': figures(2600, '130.00', 2),
        '2026-03-09': figures(333, '16.65', 1),
        // The refunded, pending and failed sales of 10 March do not count.
        '2026-03-10': figures(0, '0.00', 0),
        '2026-03-11': figures(0, '0.00', 0),
        '2026-03-12': figures(6, '0.30', 2),
        '2026-03-13': figures(0, '0.00', 0),
        '2026-03-14': figures(0, '0.00', 0),
        '2026-03-15': figures(0, '0.00', 0),
      });
      expect(body.series[0]).toEqual({ period: '2026-02-28', firstDay: '2026-02-28', lastDay: '2026-02-28', ...figures(400, '20.00', 1), newMerchants: null });
      expect(body.totals).toEqual({ ...figures(4839, '241.95', 8), newMerchants: null });
    });

    it('groups by SLT week from Monday, cutting the first week to the range and keeping the clock change inside its week', async () => {
      const response = await get('/api/analytics?from=2026-02-28&to=2026-03-15&interval=week', merchant);
      expect(response.status).toBe(200);
      expect(response.body.series).toEqual([
        { period: '2026-02-23', firstDay: '2026-02-28', lastDay: '2026-03-01', ...figures(900, '45.00', 2), newMerchants: null },
        // Sunday 8 March 23:45 PDT (06:45 UTC on the 9th) is still this week.
        { period: '2026-03-02', firstDay: '2026-03-02', lastDay: '2026-03-08', ...figures(3600, '180.00', 3), newMerchants: null },
        // Monday 9 March 00:30 PDT (07:30 UTC) starts the next one.
        { period: '2026-03-09', firstDay: '2026-03-09', lastDay: '2026-03-15', ...figures(339, '16.95', 3), newMerchants: null },
      ]);
      expect(response.body.totals).toEqual({ ...figures(4839, '241.95', 8), newMerchants: null });
    });

    it('groups by SLT calendar month: 07:59 UTC on 1 March is still February', async () => {
      const response = await get('/api/analytics?from=2026-02-28&to=2026-03-15&interval=month', merchant);
      expect(response.status).toBe(200);
      expect(response.body.series).toEqual([
        { period: '2026-02-01', firstDay: '2026-02-28', lastDay: '2026-02-28', ...figures(400, '20.00', 1), newMerchants: null },
        { period: '2026-03-01', firstDay: '2026-03-01', lastDay: '2026-03-15', ...figures(4439, '221.95', 7), newMerchants: null },
      ]);
    });

    it('breaks the range down by vendor, product, event and region, best first, without merchants', async () => {
      const { body } = await get('/api/analytics?from=2026-02-28&to=2026-03-15', merchant);
      const row = (id: string | null, name: string, revenue: number, sales: number) => ({ id, name, ownerName: null, revenue, sales });
      expect(body.breakdowns).toEqual({
        merchants: null,
        vendors: [row(String(mainStore.id), 'Main Store', 3900, 4), row(String(outlet.id), 'Outlet', 939, 4)],
        // The 28 February sale has no product.
        products: [row(String(jacket.id), 'Mesh Jacket', 3500, 3), row(String(boots.id), 'Boots', 939, 4)],
        // Only the merchant's own sale at the event, not the other merchant's.
        events: [row(String(springFair.id), 'Spring Fair', 2000, 1)],
        regions: [row('Bellisseria', 'Bellisseria', 3500, 3), row('Caledon', 'Caledon', 939, 4), row(null, 'No region recorded', 400, 1)],
      });
    });

    it('cuts each breakdown to `limit` rows', async () => {
      const { body } = await get('/api/analytics?from=2026-02-28&to=2026-03-15&limit=1', merchant);
      expect(body.breakdowns.vendors.map((row: any) => row.name)).toEqual(['Main Store']);
      expect(body.breakdowns.products.map((row: any) => row.name)).toEqual(['Mesh Jacket']);
      expect(body.breakdowns.regions.map((row: any) => row.name)).toEqual(['Bellisseria']);
    });

    it('reads the regions over the SLT day too: 06:45 UTC on 9 March belongs to the 8th', async () => {
      const { body } = await get('/api/analytics?from=2026-03-09&to=2026-03-09', merchant);
      expect(body.series).toEqual([{ period: '2026-03-09', firstDay: '2026-03-09', lastDay: '2026-03-09', ...figures(333, '16.65', 1), newMerchants: null }]);
      expect(body.breakdowns.regions).toEqual([{ id: 'Caledon', name: 'Caledon', ownerName: null, revenue: 333, sales: 1 }]);
      expect(body.breakdowns.vendors).toEqual([{ id: String(outlet.id), name: 'Outlet', ownerName: null, revenue: 333, sales: 1 }]);
    });

    it('defaults to the last 30 SLT days by day, ending today', async () => {
      const { body } = await get('/api/analytics', merchant);
      expect(body).toMatchObject({ from: '2026-02-19', to: '2026-03-20', interval: 'day' });
      expect(body.series).toHaveLength(30);
      expect(body.series.at(-1).period).toBe('2026-03-20');
      // Every counted sale of the merchant but the one in January.
      expect(body.totals).toEqual({ ...figures(4839, '241.95', 8), newMerchants: null });
    });

    it("shows each merchant only their own sales: the other merchant sees their sale alone, and nothing of the first merchant's", async () => {
      const { body } = await get('/api/analytics?from=2026-02-28&to=2026-03-15', otherMerchant);
      expect(body.totals).toEqual({ ...figures(9999, '499.95', 1), newMerchants: null });
      expect(body.breakdowns.vendors.map((row: any) => row.name)).toEqual(['Other Store']);
      expect(body.breakdowns.products.map((row: any) => row.name)).toEqual(['Hat']);
      expect(body.breakdowns.events).toEqual([{ id: String(springFair.id), name: 'Spring Fair', ownerName: null, revenue: 9999, sales: 1 }]);
      expect(body.breakdowns.regions.map((row: any) => row.name)).toEqual(['Luna Bay']);
    });

    it("gives an admin their own figures here, not the platform's", async () => {
      const adminStore = await make.vendor(admin.id, { name: 'Admin Stall' });
      const sale = await sell(adminStore, '2026-03-14T20:00:00Z', 50, '2.50', { slRegion: 'Admin Sim' });
      try {
        const { body } = await get('/api/analytics?from=2026-02-28&to=2026-03-15', admin);
        expect(body.totals).toEqual({ ...figures(50, '2.50', 1), newMerchants: null });
        expect(body.breakdowns.merchants).toBeNull();
        expect(body.breakdowns.vendors.map((row: any) => row.name)).toEqual(['Admin Stall']);
      } finally {
        await t.dataSource.query(`DELETE FROM transactions WHERE id = $1`, [sale.id]);
      }
    });

    it('answers zeros and empty lists for a merchant without sales', async () => {
      const newcomer = await t.makeUser();
      const { body } = await get('/api/analytics?from=2026-03-01&to=2026-03-03', newcomer);
      expect(body.series.map((bucket: any) => [bucket.period, bucket.revenue, bucket.commission, bucket.sales])).toEqual([
        ['2026-03-01', 0, '0.00', 0],
        ['2026-03-02', 0, '0.00', 0],
        ['2026-03-03', 0, '0.00', 0],
      ]);
      expect(body.totals).toEqual({ ...figures(0, '0.00', 0), newMerchants: null });
      expect(body.breakdowns).toEqual({ merchants: null, vendors: [], products: [], events: [], regions: [] });
    });

    it('stops counting a sale once it is refunded', async () => {
      const owner = await t.makeUser();
      const stall = await make.vendor(owner.id);
      await sell(stall, '2026-03-18T20:00:00Z', 300, '15.00', { slRegion: 'Bellisseria' });
      const refunded = await sell(stall, '2026-03-18T21:00:00Z', 700, '35.00', { slRegion: 'Bellisseria' });
      expect((await get('/api/analytics?from=2026-03-18&to=2026-03-18', owner)).body.totals).toMatchObject(figures(1000, '50.00', 2));
      expect((await t.post(`/api/transactions/${refunded.id}/refund`, undefined, { token: owner.token })).status).toBe(200);
      const { body } = await get('/api/analytics?from=2026-03-18&to=2026-03-18', owner);
      expect(body.totals).toMatchObject(figures(300, '15.00', 1));
      expect(body.breakdowns.regions).toEqual([{ id: 'Bellisseria', name: 'Bellisseria', ownerName: null, revenue: 300, sales: 1 }]);
    });
  });

  describe("the platform's analytics (GET /api/admin/analytics)", () => {
    it("adds every merchant's sales and the accounts opened per SLT day", async () => {
      const response = await get('/api/admin/analytics?from=2026-02-28&to=2026-03-15', admin);
      expect(response.status).toBe(200);
      const byDay = Object.fromEntries(response.body.series.map((bucket: any) => [bucket.period, bucket]));
      expect(byDay['2026-02-28']).toMatchObject({ ...figures(400, '20.00', 1), newMerchants: 1 });
      expect(byDay['2026-03-08']).toMatchObject({ ...figures(2600, '130.00', 2), newMerchants: 1 });
      // The merchant's 333 and the other merchant's 9999; the other merchant's account opened at 00:30 PDT.
      expect(byDay['2026-03-09']).toMatchObject({ ...figures(10332, '516.60', 2), newMerchants: 1 });
      // A deleted account still counts as opened that day.
      expect(byDay['2026-03-10']).toMatchObject({ ...figures(0, '0.00', 0), newMerchants: 1 });
      expect(byDay['2026-03-11']).toMatchObject({ ...figures(0, '0.00', 0), newMerchants: 0 });
      expect(response.body.totals).toEqual({ ...figures(14838, '741.90', 9), newMerchants: 4 });
    });

    it('counts accounts opened per SLT week', async () => {
      const { body } = await get('/api/admin/analytics?from=2026-02-28&to=2026-03-15&interval=week', admin);
      expect(body.series.map((bucket: any) => [bucket.period, bucket.revenue, bucket.newMerchants])).toEqual([
        ['2026-02-23', 900, 1],
        ['2026-03-02', 3600, 1],
        ['2026-03-09', 10338, 2],
      ]);
    });

    it('breaks the platform down by merchant too, and names the owner of each vendor and product', async () => {
      const { body } = await get('/api/admin/analytics?from=2026-02-28&to=2026-03-15', admin);
      expect(body.breakdowns.merchants).toEqual([
        { id: otherMerchant.id, name: 'Ben Otter', ownerName: null, revenue: 9999, sales: 1 },
        { id: merchant.id, name: 'Ava Stone', ownerName: null, revenue: 4839, sales: 8 },
      ]);
      expect(body.breakdowns.vendors).toEqual([
        { id: String(otherStore.id), name: 'Other Store', ownerName: 'Ben Otter', revenue: 9999, sales: 1 },
        { id: String(mainStore.id), name: 'Main Store', ownerName: 'Ava Stone', revenue: 3900, sales: 4 },
        { id: String(outlet.id), name: 'Outlet', ownerName: 'Ava Stone', revenue: 939, sales: 4 },
      ]);
      expect(body.breakdowns.products.map((row: any) => [row.name, row.ownerName, row.revenue])).toEqual([
        ['Hat', 'Ben Otter', 9999],
        ['Mesh Jacket', 'Ava Stone', 3500],
        ['Boots', 'Ava Stone', 939],
      ]);
      expect(body.breakdowns.events).toEqual([{ id: String(springFair.id), name: 'Spring Fair', ownerName: null, revenue: 11999, sales: 2 }]);
      expect(body.breakdowns.regions.map((row: any) => [row.id, row.revenue, row.sales])).toEqual([
        ['Luna Bay', 9999, 1],
        ['Bellisseria', 3500, 3],
        ['Caledon', 939, 4],
        [null, 400, 1],
      ]);
    });

    it('keeps the week of the autumn clock change whole: 07:30 UTC on 3 November 2025 is Sunday 2 November in SLT', async () => {
      // Clocks went back on Sunday 2 November 2025 at 02:00 PDT: that SLT day lasted 25 hours, until 08:00 UTC on the 3rd.
      const late = await sell(outlet, '2025-11-03T07:30:00Z', 700, '35.00', { slRegion: 'Caledon' });
      const early = await sell(outlet, '2025-11-03T08:30:00Z', 800, '40.00', { slRegion: 'Caledon' });
      try {
        const { body } = await get('/api/admin/analytics?from=2025-10-27&to=2025-11-09&interval=week', admin);
        expect(body.series.map((bucket: any) => [bucket.period, bucket.revenue, bucket.commission, bucket.sales])).toEqual([
          ['2025-10-27', 700, '35.00', 1],
          ['2025-11-03', 800, '40.00', 1],
        ]);
        const byDay = await get('/api/admin/analytics?from=2025-11-02&to=2025-11-03', admin);
        expect(byDay.body.series.map((bucket: any) => [bucket.period, bucket.revenue])).toEqual([
          ['2025-11-02', 700],
          ['2025-11-03', 800],
        ]);
        expect(byDay.body.breakdowns.regions).toEqual([{ id: 'Caledon', name: 'Caledon', ownerName: null, revenue: 1500, sales: 2 }]);
      } finally {
        await t.dataSource.query(`DELETE FROM transactions WHERE id = ANY($1)`, [[late.id, early.id]]);
      }
    });

    it('is for admins only: 403 for a merchant, 401 without a token', async () => {
      const forbidden = await get('/api/admin/analytics', merchant);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toBe('You do not have permission to perform this action.');
      expect((await get('/api/admin/analytics')).status).toBe(401);
    });
  });

  describe('access and validation', () => {
    it("requires a signed-in, active user for a merchant's own analytics", async () => {
      expect((await get('/api/analytics')).status).toBe(401);
      const deactivated = await t.makeUser({ isActive: false });
      const refused = await get('/api/analytics', deactivated);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Your account has been deactivated.');
    });

    it.each([
      ['from=2026-02-30', 'from must be an SLT day, YYYY-MM-DD'],
      ['from=2026-3-01', 'from must be an SLT day, YYYY-MM-DD'],
      ['to=yesterday', 'to must be an SLT day, YYYY-MM-DD'],
      ['to=1999-12-31', 'to must be an SLT day, YYYY-MM-DD'],
      ['interval=year', 'interval must be one of day, week, month'],
      ['limit=0', 'limit must be a whole number from 1 to 50'],
      ['limit=51', 'limit must be a whole number from 1 to 50'],
      ['limit=2.5', 'limit must be a whole number from 1 to 50'],
      ['range=30d', 'Unknown field "range" is not allowed'],
      ['from=2026-03-02&to=2026-03-01', 'The range starts after it ends: from (2026-03-02) must be on or before to (2026-03-01).'],
      [
        'from=2024-02-29&to=2026-03-01',
        'A range by day covers at most 731 days (2 years), and 2024-02-29 to 2026-03-01 is 732 days: choose a shorter range, or group by week or month.',
      ],
      [
        'from=2020-01-01&to=2026-03-01&interval=week',
        'A range by week covers at most 1827 days (5 years), and 2020-01-01 to 2026-03-01 is 2252 days: choose a shorter range, or group by month.',
      ],
    ])('refuses ?%s with "%s"', async (query, message) => {
      for (const path of ['/api/analytics', '/api/admin/analytics']) {
        const response = await get(`${path}?${query}`, admin);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(message);
      }
    });

    it('accepts the longest range of each interval', async () => {
      for (const query of ['from=2024-03-01&to=2026-03-01', 'from=2021-03-01&to=2026-03-01&interval=week', 'from=2016-03-01&to=2026-03-01&interval=month']) {
        const response = await get(`/api/admin/analytics?${query}`, admin);
        expect(response.status).toBe(200);
      }
    });
  });
});

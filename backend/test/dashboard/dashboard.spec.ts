import { Clock } from '../../src/common/clock';
import type { ShoppingEvent } from '../../src/events/event.entity';
import type { Product } from '../../src/products/product.entity';
import type { Transaction } from '../../src/sales/transaction.entity';
import type { Vendor } from '../../src/vendors/vendor.entity';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

// Thursday 15 January 2026, noon SLT. In winter SLT is UTC-8, so the SLT day began at 08:00 UTC.
const NOW = '2026-01-15T20:00:00.000Z';

describe('dashboard', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let otherMerchant: TestUser;
  let storeA: Vendor;
  let outletA: Vendor;
  let jacket: Product;
  let boots: Product;
  let hat: Product;
  let uber: ShoppingEvent;
  const sale: Record<string, Transaction> = {};

  const at = (iso: string) => new Date(iso);
  const get = (path: string, user: TestUser) => t.get(`/api/dashboard/${path}`, { token: user.token });

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: NOW } });
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    otherMerchant = await t.makeUser();
    const organizer = await t.makeUser();

    storeA = await make.vendor(merchant.id, { name: 'Main Store' });
    outletA = await make.vendor(merchant.id, { name: 'Outlet' });
    await make.vendor(merchant.id, { name: 'Closed', isActive: false });
    const storeB = await make.vendor(otherMerchant.id);
    const thirdVendor = await make.vendor(organizer.id);
    jacket = await make.product(storeA.id, { name: 'Mesh Jacket' });
    boots = await make.product(outletA.id, { name: 'Boots' });
    hat = await make.product(storeA.id, { name: 'Hat' });

    const sell = async (key: string, vendor: Vendor, createdAt: string, amount: number, commission: string, fields: Partial<Transaction> = {}) => {
      sale[key] = await make.transaction(vendor.id, { amount, commission, createdAt: at(createdAt), ...fields });
    };
    // Today (SLT 15 January) and around its midnight.
    await sell('lastMinuteYesterday', storeA, '2026-01-15T07:59:00Z', 1000, '50.00', { productId: jacket.id });
    await sell('firstMinuteToday', storeA, '2026-01-15T08:01:00Z', 2000, '100.00', { productId: jacket.id });
    await sell('tenCents', storeA, '2026-01-15T09:00:00Z', 2, '0.10', { productId: hat.id });
    await sell('twentyCents', storeA, '2026-01-15T09:30:00Z', 4, '0.20', { productId: hat.id });
    await sell('refunded', storeA, '2026-01-15T10:00:00Z', 5000, '250.00', { productId: hat.id, status: 'refunded', refundedAt: at('2026-01-15T10:30:00Z') });
    await sell('pending', storeA, '2026-01-15T11:00:00Z', 700, '35.00', { status: 'pending' });
    await sell('outlet', outletA, '2026-01-15T12:00:00Z', 1234, '61.71', { productId: boots.id });
    await sell('afternoon', storeA, '2026-01-15T19:00:00Z', 333, '16.65', { productId: boots.id });
    await sell('otherMerchantToday', storeB, '2026-01-15T13:00:00Z', 9999, '499.95');
    // Earlier days.
    await sell('firstChartDay', storeA, '2026-01-09T08:30:00Z', 400, '20.00', { productId: jacket.id });
    await sell('beforeChart', storeA, '2026-01-09T07:30:00Z', 800, '40.00');
    await sell('fortyDaysAgo', storeA, '2025-12-06T20:00:00Z', 99999, '4999.95', { productId: hat.id });

    // Events: the current one is the latest-started active event running now that a vendor of the merchant joined.
    uber = await make.event(organizer.id, { name: 'Uber Shopping Event', startDate: at('2026-01-01T08:00:00Z'), endDate: at('2026-02-01T08:00:00Z') });
    const olderRunning = await make.event(organizer.id, { name: 'Winter Fair', startDate: at('2025-12-20T08:00:00Z'), endDate: at('2026-02-01T08:00:00Z') });
    const inactive = await make.event(organizer.id, {
      name: 'Cancelled',
      startDate: at('2026-01-10T08:00:00Z'),
      endDate: at('2026-02-01T08:00:00Z'),
      isActive: false,
    });
    const ended = await make.event(organizer.id, { name: 'Autumn Fair', startDate: at('2025-10-01T08:00:00Z'), endDate: at('2026-01-15T19:00:00Z') });
    for (const event of [uber, olderRunning, inactive, ended]) await make.join(event.id, storeA.id);
    await make.join(uber.id, storeB.id);
    await make.join(uber.id, thirdVendor.id);
    // Event sales: two buyers with completed sales (one buying twice, from two merchants); refunded and pending buyers do not count.
    await sell('eventX1', storeA, '2026-01-12T20:00:00Z', 100, '5.00', { eventId: uber.id, buyerId: 'buyer-x' });
    await sell('eventX2', storeB, '2026-01-12T21:00:00Z', 200, '10.00', { eventId: uber.id, buyerId: 'buyer-x' });
    await sell('eventY', thirdVendor, '2026-01-13T20:00:00Z', 300, '15.00', { eventId: uber.id, buyerId: 'buyer-y' });
    await sell('eventRefunded', thirdVendor, '2026-01-13T21:00:00Z', 400, '20.00', { eventId: uber.id, buyerId: 'buyer-z', status: 'refunded' });
    await sell('eventPending', thirdVendor, '2026-01-13T22:00:00Z', 500, '25.00', { eventId: uber.id, buyerId: 'buyer-w', status: 'pending' });
    await sell('otherEvent', storeA, '2026-01-11T20:00:00Z', 60, '3.00', { eventId: olderRunning.id, buyerId: 'buyer-v' });
  });
  afterAll(() => t.close());

  describe('stats', () => {
    it("sums today's completed sales of the merchant's own vendors, in SLT, with exact commission", async () => {
      const response = await get('stats', merchant);
      expect(response.status).toBe(200);
      // Today: firstMinuteToday 2000 + tenCents 2 + twentyCents 4 + outlet 1234 + afternoon 333 (not the refunded, pending,
      // 07:59 UTC or other merchant's sales). Commission: 100.00 + 0.10 + 0.20 + 61.71 + 16.65.
      expect(response.body).toEqual({ totalSalesToday: 3573, activeVendors: 2, commissionEarned: '178.66', eventVisitors: 2, priceMismatches: 0 });
    });

    it("shows another merchant only their own figures, and an admin only the admin's own vendors", async () => {
      expect((await get('stats', otherMerchant)).body).toEqual({
        totalSalesToday: 9999,
        activeVendors: 1,
        commissionEarned: '499.95',
        eventVisitors: 2,
        priceMismatches: 0,
      });
      const admin = await t.makeUser({ role: 'admin' });
      const adminStore = await make.vendor(admin.id);
      await make.transaction(adminStore.id, { amount: 50, commission: '2.50', createdAt: at('2026-01-15T15:00:00Z') });
      expect((await get('stats', admin)).body).toEqual({
        totalSalesToday: 50,
        activeVendors: 1,
        commissionEarned: '2.50',
        eventVisitors: 0,
        priceMismatches: 0,
      });
    });

    it('answers zeros for a merchant without vendors', async () => {
      const newcomer = await t.makeUser();
      expect((await get('stats', newcomer)).body).toEqual({
        totalSalesToday: 0,
        activeVendors: 0,
        commissionEarned: '0.00',
        eventVisitors: 0,
        priceMismatches: 0,
      });
    });

    it('stops counting a sale once it is refunded', async () => {
      const owner = await t.makeUser();
      const vendor = await make.vendor(owner.id);
      await make.transaction(vendor.id, { amount: 500, commission: '25.00', createdAt: at('2026-01-15T18:00:00Z') });
      const late = await make.transaction(vendor.id, { amount: 1000, commission: '50.00', createdAt: at('2026-01-15T19:30:00Z') });
      expect((await get('stats', owner)).body).toMatchObject({ totalSalesToday: 1500, commissionEarned: '75.00' });
      expect((await t.post(`/api/transactions/${late.id}/refund`, undefined, { token: owner.token })).status).toBe(200);
      expect((await get('stats', owner)).body).toMatchObject({ totalSalesToday: 500, commissionEarned: '25.00' });
      expect((await get('sales', owner)).body.at(-1)).toEqual({ date: '2026-01-15', label: 'Thu', total: 500 });
    });

    it('requires a signed-in user', async () => {
      expect((await t.get('/api/dashboard/stats')).status).toBe(401);
    });
  });

  describe('sales chart', () => {
    it('gives one zero-filled point per SLT day for the last 7 days, labelled by weekday', async () => {
      const response = await get('sales?range=7days', merchant);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        { date: '2026-01-09', label: 'Fri', total: 400 },
        { date: '2026-01-10', label: 'Sat', total: 0 },
        { date: '2026-01-11', label: 'Sun', total: 60 },
        { date: '2026-01-12', label: 'Mon', total: 100 },
        { date: '2026-01-13', label: 'Tue', total: 0 },
        { date: '2026-01-14', label: 'Wed', total: 1000 },
        { date: '2026-01-15', label: 'Thu', total: 3573 },
      ]);
      expect((await get('sales', merchant)).body).toEqual(response.body);
    });

    it('covers 30 and 90 SLT days, labelled by month and day', async () => {
      const month = (await get('sales?range=30days', merchant)).body as { date: string; label: string; total: number }[];
      expect(month).toHaveLength(30);
      expect(month[0]).toEqual({ date: '2025-12-17', label: 'Dec 17', total: 0 });
      expect(month.find((point) => point.date === '2026-01-08')).toEqual({ date: '2026-01-08', label: 'Jan 8', total: 800 });
      expect(month.reduce((sum, point) => sum + point.total, 0)).toBe(800 + 400 + 60 + 100 + 1000 + 3573);
      const quarter = (await get('sales?range=3months', merchant)).body as { date: string; total: number }[];
      expect(quarter).toHaveLength(90);
      expect(quarter[0].date).toBe('2025-10-18');
      expect(quarter.at(-1)!.date).toBe('2026-01-15');
      expect(quarter.find((point) => point.date === '2025-12-06')!.total).toBe(99999);
    });

    it('refuses an unknown range', async () => {
      const response = await get('sales?range=year', merchant);
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({ range: ['Range must be one of 7days, 30days, 3months'] });
    });

    it('puts sales on the right SLT day across the switch to daylight saving time', async () => {
      const clock = t.app.get(Clock);
      // Tuesday 10 March 2026, noon PDT (UTC-7); daylight saving began on Sunday 8 March at 02:00 PST (10:00 UTC).
      const spy = jest.spyOn(clock, 'now').mockReturnValue(at('2026-03-10T19:00:00Z'));
      try {
        const owner = await t.makeUser();
        const vendor = await make.vendor(owner.id);
        for (const [createdAt, amount] of [
          ['2026-03-08T07:59:00Z', 1], // 23:59 PST on Saturday 7 March
          ['2026-03-08T08:01:00Z', 2], // 00:01 PST on Sunday 8 March
          ['2026-03-09T06:59:00Z', 4], // 23:59 PDT on Sunday 8 March
          ['2026-03-09T07:01:00Z', 8], // 00:01 PDT on Monday 9 March
          ['2026-03-10T06:59:00Z', 16], // 23:59 PDT on Monday 9 March
          ['2026-03-10T07:00:00Z', 32], // midnight PDT: Tuesday 10 March, today
        ] as const) {
          await make.transaction(vendor.id, { amount, commission: '0.00', createdAt: at(createdAt) });
        }
        const chart = (await get('sales', owner)).body as { date: string; total: number }[];
        expect(chart.map((point) => [point.date, point.total])).toEqual([
          ['2026-03-04', 0],
          ['2026-03-05', 0],
          ['2026-03-06', 0],
          ['2026-03-07', 1],
          ['2026-03-08', 2 + 4],
          ['2026-03-09', 8 + 16],
          ['2026-03-10', 32],
        ]);
        expect((await get('stats', owner)).body.totalSalesToday).toBe(32);
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('top products', () => {
    it('ranks the products by completed revenue over the last 30 SLT days', async () => {
      const response = await get('top-products', merchant);
      expect(response.status).toBe(200);
      // Hat: only tenCents + twentyCents; its refunded sale and the sale 40 days ago do not count.
      expect(response.body).toEqual([
        { productId: jacket.id, name: 'Mesh Jacket', unitsSold: 3, revenue: 3400 },
        { productId: boots.id, name: 'Boots', unitsSold: 2, revenue: 1567 },
        { productId: hat.id, name: 'Hat', unitsSold: 2, revenue: 6 },
      ]);
      expect((await get('top-products?limit=1', merchant)).body).toHaveLength(1);
      expect((await get('top-products', otherMerchant)).body).toEqual([]);
    });

    it.each(['0', '21', 'four'])('refuses limit=%s', async (limit) => {
      const response = await get(`top-products?limit=${limit}`, merchant);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Limit must be a whole number between 1 and 20');
    });
  });

  describe('recent transactions', () => {
    it("lists the merchant's latest sales of any status, newest first", async () => {
      const response = await get('recent-transactions', merchant);
      expect(response.status).toBe(200);
      // Sales paid in L$, neither gifts nor discounted.
      const plain = { giftTo: null, giftToName: null, discountAmount: 0, paidWith: 'lindens' };
      expect(response.body).toEqual([
        {
          id: sale.afternoon.id,
          productName: 'Boots',
          buyerName: 'Test Buyer',
          amount: 333,
          status: 'completed',
          createdAt: '2026-01-15T19:00:00.000Z',
          ...plain,
        },
        {
          id: sale.outlet.id,
          productName: 'Boots',
          buyerName: 'Test Buyer',
          amount: 1234,
          status: 'completed',
          createdAt: '2026-01-15T12:00:00.000Z',
          ...plain,
        },
        { id: sale.pending.id, productName: null, buyerName: 'Test Buyer', amount: 700, status: 'pending', createdAt: '2026-01-15T11:00:00.000Z', ...plain },
        {
          id: sale.refunded.id,
          productName: 'Hat',
          buyerName: 'Test Buyer',
          amount: 5000,
          status: 'refunded',
          createdAt: '2026-01-15T10:00:00.000Z',
          ...plain,
        },
      ]);
      const otherIds = ((await get('recent-transactions?limit=20', otherMerchant)).body as { id: number }[]).map((row) => row.id);
      expect(otherIds).toEqual([sale.otherMerchantToday.id, sale.eventX2.id]);
    });

    it('refuses a limit above 20', async () => {
      expect((await get('recent-transactions?limit=21', merchant)).status).toBe(400);
    });
  });

  describe('current event', () => {
    it("describes the latest-started running event a vendor of the merchant takes part in, with all vendors' figures", async () => {
      const response = await get('current-event', merchant);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: uber.id,
        name: 'Uber Shopping Event',
        daysRunning: 15,
        participatingVendors: 3,
        totalSales: 100 + 200 + 300,
        uniqueVisitors: 2,
      });
    });

    it('describes an event the caller organises, even without vendors of their own', async () => {
      const organizer = await t.makeUser();
      const own = await make.event(organizer.id, { name: 'My Fair', startDate: at('2026-01-15T08:00:00Z'), endDate: at('2026-01-16T08:00:00Z') });
      expect((await get('current-event', organizer)).body).toEqual({
        id: own.id,
        name: 'My Fair',
        daysRunning: 1,
        participatingVendors: 0,
        totalSales: 0,
        uniqueVisitors: 0,
      });
    });

    it('answers null when no event of the caller is running', async () => {
      const newcomer = await t.makeUser();
      const response = await get('current-event', newcomer);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.body).toBeNull();
    });
  });
});

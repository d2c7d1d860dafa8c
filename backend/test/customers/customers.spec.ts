import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

const NOW = '2026-03-15T12:00:00Z';
const AVA = 'a0000000-0000-4000-8000-00000000000a';
const BOB = 'b0000000-0000-4000-8000-00000000000b';
const CLEO = 'c0000000-0000-4000-8000-00000000000c';
const DAN = 'd0000000-0000-4000-8000-00000000000d';
const EVE = 'e0000000-0000-4000-8000-00000000000e';
const ZED = 'f0000000-0000-4000-8000-00000000000f';

/**
 * The Customers screen's API on fixed sales, figures computed by hand (docs/decisions/0105-customers.md):
 *
 * | buyer | sales (SLT month)                                                        | purchases | spent | refunds | gifts given/received |
 * | Ava   | 500 (Jan), 300 with 100 refunded (Feb), 200 refunded whole (Mar)          | 2         | 700   | 2       | 0 / 0                |
 * | Bob   | 1000 gift to Cleo (Jan), 100 gift to Dan (Feb)                            | 2         | 1100  | 0       | 2 / 0                |
 * | Cleo  | 250 (Mar)                                                                 | 1         | 250   | 0       | 0 / 1                |
 * | Eve   | 50 at 2026-02-01 05:00 UTC (still January in SLT), 100 (Mar)              | 2         | 150   | 0       | 0 / 0                |
 * Dan only received a gift: no customer. Another merchant sells to Ava and to Zed.
 */
describe('Customers', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let other: TestUser;
  let avaSales: number[];

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: NOW } });
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    other = await t.makeUser();
    const vendor = await make.vendor(merchant.id);
    const chair = await make.product(vendor.id, { name: 'Oak Chair', price: 500 });
    const sale = (buyerId: string, buyerName: string, amount: number, createdAt: string, fields: Record<string, unknown> = {}) =>
      make.transaction(vendor.id, { buyerId, buyerName, amount, createdAt: new Date(createdAt), productId: chair.id, ...fields });
    avaSales = [
      (await sale(AVA, 'Ava Resident', 500, '2026-01-10T18:00:00Z')).id,
      (await sale(AVA, 'Ava Resident', 300, '2026-02-05T18:00:00Z', { refundedAmount: 100, refundedCommission: '5.00' })).id,
      (await sale(AVA, 'Ava Newname', 200, '2026-03-01T18:00:00Z', { status: 'refunded', refundedAt: new Date('2026-03-02T00:00:00Z') })).id,
    ];
    await sale(BOB, 'Bob Builder', 1000, '2026-01-20T18:00:00Z', { giftTo: CLEO, giftToName: 'Cleo Gift' });
    await sale(BOB, 'Bob Builder', 100, '2026-02-10T18:00:00Z', { giftTo: DAN, giftToName: 'Dan Given' });
    await sale(CLEO, 'Cleo Shopper', 250, '2026-03-10T18:00:00Z');
    await sale(EVE, 'Eve Early', 50, '2026-02-01T05:00:00Z');
    await sale(EVE, 'Eve Early', 100, '2026-03-02T18:00:00Z');

    const otherVendor = await make.vendor(other.id);
    await make.transaction(otherVendor.id, { buyerId: AVA, buyerName: 'Ava Resident', amount: 9999, createdAt: new Date('2026-01-05T18:00:00Z') });
    await make.transaction(otherVendor.id, { buyerId: ZED, buyerName: 'Zed Stranger', amount: 70, createdAt: new Date('2026-02-05T18:00:00Z') });
  });
  afterAll(() => t.close());

  const list = (query = '', user = merchant) => t.get(`/api/customers${query}`, { token: user.token });

  it("lists the merchant's buyers with their figures, latest buyer first", async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(response.body.items).toEqual([
      {
        avatarKey: CLEO,
        name: 'Cleo Shopper',
        firstPurchaseAt: '2026-03-10T18:00:00.000Z',
        lastPurchaseAt: '2026-03-10T18:00:00.000Z',
        purchases: 1,
        spent: 250,
        refunds: 0,
        giftsGiven: 0,
        giftsReceived: 1,
      },
      expect.objectContaining({ avatarKey: EVE, purchases: 2, spent: 150, firstPurchaseAt: '2026-02-01T05:00:00.000Z' }),
      {
        avatarKey: AVA,
        name: 'Ava Newname',
        firstPurchaseAt: '2026-01-10T18:00:00.000Z',
        lastPurchaseAt: '2026-03-01T18:00:00.000Z',
        purchases: 2,
        spent: 700,
        refunds: 2,
        giftsGiven: 0,
        giftsReceived: 0,
      },
      expect.objectContaining({ avatarKey: BOB, purchases: 2, spent: 1100, refunds: 0, giftsGiven: 2, giftsReceived: 0 }),
    ]);
  });

  it('sorts, pages, searches by name or key prefix, and keeps repeat buyers only', async () => {
    const keys = async (query: string) => ((await list(query)).body.items as Array<{ avatarKey: string }>).map((item) => item.avatarKey);
    expect(await keys('?sortBy=spent&sortOrder=desc')).toEqual([BOB, AVA, CLEO, EVE]);
    expect(await keys('?sortBy=purchases&sortOrder=asc')).toEqual([CLEO, AVA, BOB, EVE]);
    expect(await keys('?sortBy=firstPurchaseAt&sortOrder=asc')).toEqual([AVA, BOB, EVE, CLEO]);
    expect(await keys('?sortBy=spent&sortOrder=desc&page=2&pageSize=3')).toEqual([EVE]);
    expect(await keys('?q=NEWN')).toEqual([AVA]);
    expect(await keys('?q=b0000000')).toEqual([BOB]);
    expect(await keys('?q=%25')).toEqual([]);
    expect(await keys('?repeat=true&sortBy=spent')).toEqual([BOB, AVA, EVE]);
  });

  it("shows one buyer's figures and purchases, newest first, paged", async () => {
    const response = await t.get(`/api/customers/${AVA.toUpperCase()}?pageSize=2`, { token: merchant.token });
    expect(response.status).toBe(200);
    expect(response.body.customer).toMatchObject({ avatarKey: AVA, purchases: 2, spent: 700, refunds: 2 });
    expect(response.body.purchases).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(response.body.purchases.items).toEqual([
      expect.objectContaining({ id: avaSales[2], productName: 'Oak Chair', amount: 200, status: 'refunded', refundedAmount: 200, giftTo: null }),
      expect.objectContaining({ id: avaSales[1], amount: 300, status: 'completed', refundedAmount: 100, createdAt: '2026-02-05T18:00:00.000Z' }),
    ]);
    const bob = await t.get(`/api/customers/${BOB}`, { token: merchant.token });
    expect(bob.body.purchases.items[0]).toMatchObject({ amount: 100, giftTo: DAN, giftToName: 'Dan Given' });
  });

  it('answers 404 for an avatar the merchant never sold to, and 400 for a key that is not one', async () => {
    for (const key of [ZED, DAN]) {
      const response = await t.get(`/api/customers/${key}`, { token: merchant.token });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Customer not found.');
    }
    const bad = await t.get('/api/customers/not-a-key', { token: merchant.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The avatar key in the path must be a UUID.');
  });

  it("never shows one merchant another's buyers or figures (list, buyer, CSV)", async () => {
    const theirs = await list('', other);
    expect((theirs.body.items as Array<{ avatarKey: string; spent: number }>).map((item) => [item.avatarKey, item.spent])).toEqual([
      [ZED, 70],
      [AVA, 9999],
    ]);
    expect((await t.get(`/api/customers/${CLEO}`, { token: other.token })).status).toBe(404);
    const csv = await t.get('/api/customers/export.csv', { token: other.token });
    expect(csv.text).not.toContain(CLEO);
    const admin = await t.makeUser({ role: 'admin' });
    expect((await list('', admin)).body).toMatchObject({ total: 0, items: [] });
  });

  it('exports the list as CSV with the same filters and order', async () => {
    const response = await t.get('/api/customers/export.csv?repeat=true&sortBy=spent', { token: merchant.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="customers-2026-03-15.csv"');
    expect(response.text.split('\r\n')).toEqual([
      'avatarKey,name,firstPurchaseAt,lastPurchaseAt,purchases,spent,refunds,giftsGiven,giftsReceived',
      `${BOB},Bob Builder,2026-01-20T18:00:00.000Z,2026-02-10T18:00:00.000Z,2,1100,0,2,0`,
      `${AVA},Ava Newname,2026-01-10T18:00:00.000Z,2026-03-01T18:00:00.000Z,2,700,2,0,0`,
      `${EVE},Eve Early,2026-02-01T05:00:00.000Z,2026-03-02T18:00:00.000Z,2,150,0,0,0`,
      '',
    ]);
    const audit = await t.dataSource.query(
      `SELECT "activityType" AS type, "targetType" FROM activities WHERE "userId" = $1 AND "activityType" = 'customers_exported'`,
      [merchant.id],
    );
    expect(audit).toEqual([{ type: 'customers_exported', targetType: 'customers' }]);
  });

  it('computes the repeat-buyer rate and monthly SLT cohorts exactly', async () => {
    const response = await t.get('/api/analytics/customers?months=3', { token: merchant.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      buyers: 4,
      repeatBuyers: 3,
      repeatRate: '0.7500',
      cohorts: [
        {
          month: '2026-01',
          buyers: 3,
          returns: [
            { month: '2026-02', buyers: 2, share: '0.6667' },
            { month: '2026-03', buyers: 1, share: '0.3333' },
          ],
        },
        { month: '2026-02', buyers: 0, returns: [{ month: '2026-03', buyers: 0, share: '0.0000' }] },
        { month: '2026-03', buyers: 1, returns: [] },
      ],
    });
    // Over February and March only: Ava, Bob and Eve first bought in January, before the window, so belong to no cohort.
    const later = await t.get('/api/analytics/customers?months=2', { token: merchant.token });
    expect(later.body.cohorts).toEqual([
      { month: '2026-02', buyers: 0, returns: [{ month: '2026-03', buyers: 0, share: '0.0000' }] },
      { month: '2026-03', buyers: 1, returns: [] },
    ]);
    const theirs = await t.get('/api/analytics/customers?months=1', { token: other.token });
    expect(theirs.body).toEqual({ buyers: 2, repeatBuyers: 0, repeatRate: '0.0000', cohorts: [{ month: '2026-03', buyers: 0, returns: [] }] });
  });

  it.each([
    ['/api/customers?sortBy=name', 'sortBy must be one of lastPurchaseAt, spent, purchases, firstPurchaseAt'],
    ['/api/customers?sortOrder=up', 'sortOrder must be asc or desc'],
    ['/api/customers?page=0', 'Page must be a whole number of at least 1'],
    ['/api/customers?pageSize=101', 'Page size must be between 1 and 100'],
    ['/api/customers?repeat=yes', 'repeat must be true (only repeat buyers) or left out'],
    [`/api/customers?q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
    ['/api/customers?colour=red', 'Unknown field \\"colour\\" is not allowed'],
    ['/api/customers/export.csv?sortBy=x', 'sortBy must be one of lastPurchaseAt, spent, purchases, firstPurchaseAt'],
    [`/api/customers/${AVA}?page=abc`, 'Page must be a whole number of at least 1'],
    ['/api/analytics/customers?months=0', 'months must be between 1 and 24'],
    ['/api/analytics/customers?months=25', 'months must be between 1 and 24'],
    ['/api/analytics/customers?months=x', 'months must be a whole number between 1 and 24'],
  ])('answers 400 to %s', async (path, message) => {
    const response = await t.get(path, { token: merchant.token });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.message)).toContain(message);
  });

  it('refuses callers who are not signed in', async () => {
    expect((await t.get('/api/customers')).status).toBe(401);
  });
});

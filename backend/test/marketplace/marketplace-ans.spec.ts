import { createHash, randomUUID } from 'node:crypto';

import { createApiKey, expectError, inWorldObject, saleBody, saveCommissionConfig, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestResponse, type TestUser } from '../support/test-app';

const UNKNOWN_ADDRESS = 'Unknown Marketplace address.';
const HASH_MISMATCH = 'The verification hash does not match.';
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

/** A Marketplace order as Second Life names its fields; each call gets its own TransactionID unless one is given. */
function order(fields: Record<string, string> = {}): Record<string, string> {
  return {
    TransactionID: randomUUID(),
    PayerName: 'Ava Resident',
    PayerKey: randomUUID(),
    MerchantName: 'Luna Boutique',
    MerchantKey: randomUUID(),
    ItemName: 'Summer Dress',
    Type: 'Purchase',
    PaymentGross: '250',
    PaymentFee: '13',
    Region: 'Marketplace',
    ...fields,
  };
}

const queryOf = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * SL Marketplace sales end to end: the merchant's notification address and salt, the Marketplace's calls (signed
 * with X-ANS-Verify-Hash over the raw query string), what is recorded, and the hidden Marketplace vendor.
 */
describe('SL Marketplace sales (ANS)', () => {
  let t: TestApp;
  let make: Factories;
  let admin: TestUser;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    admin = await t.makeUser({ role: 'admin' });
    // Marketplace sales are priced like in-world ones: by the global configuration here (8 %).
    await saveCommissionConfig(t.dataSource, { vendorId: null, baseRate: '0.080000' });
  });
  afterAll(() => t.close());

  interface Shop {
    merchant: TestUser;
    /** The address's path: /api/marketplace/ans/{token}. */
    path: string;
    salt: string;
    /** Sends `query` as the Marketplace would, signed with `salt` (the merchant's by default); `hash: null` sends no hash. */
    notify: (query: string, options?: { salt?: string; hash?: string | null }) => Promise<TestResponse>;
  }

  async function shop(): Promise<Shop> {
    const merchant = await t.makeUser();
    const settings = await t.get('/api/settings/marketplace', { token: merchant.token });
    expect(settings.status).toBe(200);
    const path = new URL(settings.body.ansUrl).pathname;
    const salt: string = settings.body.salt;
    return {
      merchant,
      path,
      salt,
      notify: (query, options = {}) => {
        const hash = options.hash === undefined ? sha1(query + (options.salt ?? salt)) : options.hash;
        return t.get(`${path}?${query}`, hash === null ? {} : { headers: { 'X-ANS-Verify-Hash': hash } });
      },
    };
  }

  const counts = async () => {
    const [row] = await t.dataSource.query(`SELECT (SELECT count(*) FROM transactions)::int AS sales, (SELECT count(*) FROM vendors)::int AS vendors`);
    return row as { sales: number; vendors: number };
  };

  const marketplaceVendorOf = async (ownerId: string) =>
    t.dataSource.query<{ id: number; name: string; lslKey: string; kind: string }[]>(
      `SELECT id, name, "lslKey", kind FROM vendors WHERE "ownerId" = $1 AND kind = 'marketplace'`,
      [ownerId],
    );

  describe('the notification address (Settings → Marketplace)', () => {
    it("gives each merchant an address on this server's origin and a salt, the same on every call", async () => {
      const merchant = await t.makeUser();
      const first = await t.get('/api/settings/marketplace', { token: merchant.token });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ ansUrl: expect.any(String), salt: expect.stringMatching(/^[0-9a-f]{32}$/) });
      const url = new URL(first.body.ansUrl);
      expect(url.origin).toBe(t.baseUrl);
      expect(url.pathname).toMatch(/^\/api\/marketplace\/ans\/[A-Za-z0-9_-]{32}$/);
      expect(url.pathname.split('/').pop()).toMatch(TOKEN);
      expect((await t.get('/api/settings/marketplace', { token: merchant.token })).body).toEqual(first.body);

      const other = await t.makeUser();
      const theirs = await t.get('/api/settings/marketplace', { token: other.token });
      expect(theirs.body.ansUrl).not.toBe(first.body.ansUrl);
      expect(theirs.body.salt).not.toBe(first.body.salt);
    });

    it('makes one address when the first calls come together', async () => {
      const merchant = await t.makeUser();
      const answers = await Promise.all(Array.from({ length: 5 }, () => t.get('/api/settings/marketplace', { token: merchant.token })));
      expect(new Set(answers.map((answer) => `${answer.body.ansUrl} ${answer.body.salt}`)).size).toBe(1);
    });

    it('needs a signed-in user', async () => {
      expect((await t.get('/api/settings/marketplace')).status).toBe(401);
      expect((await t.post('/api/settings/marketplace/rotate')).status).toBe(401);
    });

    it('rotation makes a new address and salt, and the old address stops working', async () => {
      const { merchant, path, salt, notify } = await shop();
      expect((await notify(queryOf(order()))).status).toBe(200);
      const rotated = await t.post('/api/settings/marketplace/rotate', undefined, { token: merchant.token });
      expect(rotated.status).toBe(200);
      const newPath = new URL(rotated.body.ansUrl).pathname;
      expect(newPath).not.toBe(path);
      expect(rotated.body.salt).not.toBe(salt);
      expect((await t.get('/api/settings/marketplace', { token: merchant.token })).body).toEqual(rotated.body);

      const before = await counts();
      expectError(await notify(queryOf(order())), 404, UNKNOWN_ADDRESS);
      expect(await counts()).toEqual(before);

      const query = queryOf(order());
      const fresh = await t.get(`${newPath}?${query}`, { headers: { 'X-ANS-Verify-Hash': sha1(query + rotated.body.salt) } });
      expect(fresh.status).toBe(200);
      expect(fresh.body.recorded).toBe(true);
      const activities = await t.dataSource.query(`SELECT "activityType" FROM activities WHERE "userId" = $1`, [merchant.id]);
      expect(activities).toEqual([{ activityType: 'marketplace_address_rotated' }]);
    });
  });

  describe('recording a sale', () => {
    it('records a signed sale once: the product by its Marketplace item id, a gift, the commission, as "SL Marketplace"', async () => {
      const { merchant, notify } = await shop();
      const vendor = await make.vendor(merchant.id, { name: 'Main Store' });
      const linked = await t.post(
        '/api/products',
        { name: 'Summer Dress', vendorId: vendor.id, price: 250, marketplaceItemId: '1234567' },
        { token: merchant.token },
      );
      expect(linked.status).toBe(201);
      expect(linked.body.marketplaceItemId).toBe('1234567');
      const payer = randomUUID();
      const receiver = randomUUID();
      const fields = order({
        TransactionID: 'mp-0001',
        PayerKey: payer.toUpperCase(),
        ReceiverKey: receiver,
        ReceiverName: 'Bea Resident',
        ItemID: '1234567',
        PaymentGross: '250',
        SomethingNew: 'accepted and ignored',
      });
      const before = await counts();

      const answer = await notify(queryOf(fields));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ recorded: true, transaction_id: expect.any(Number) });
      const [marketplace] = await marketplaceVendorOf(merchant.id);
      expect(marketplace).toMatchObject({ name: 'SL Marketplace', kind: 'marketplace' });
      expect(await counts()).toEqual({ sales: before.sales + 1, vendors: before.vendors + 1 });

      const sale = await t.get(`/api/transactions/${answer.body.transaction_id}`, { token: merchant.token });
      expect(sale.body).toMatchObject({
        id: answer.body.transaction_id,
        source: 'marketplace',
        marketplaceTransactionId: 'mp-0001',
        vendorId: marketplace.id,
        vendorName: 'SL Marketplace',
        productId: linked.body.id,
        productName: 'Summer Dress',
        buyerId: payer,
        buyerName: 'Ava Resident',
        giftTo: receiver,
        giftToName: 'Bea Resident',
        amount: 250,
        // 8 % of L$250, by the global configuration; no event applies to Marketplace sales.
        commission: '20.00',
        commissionRate: '8.0000',
        status: 'completed',
        eventId: null,
        slRegion: 'Marketplace',
        paidWith: 'lindens',
      });
      // The product keeps its stock: the Marketplace keeps its own.
      expect((await t.get(`/api/products/${linked.body.id}`, { token: merchant.token })).body.stock).toBeNull();
    });

    it('answers a repeated notification with the first transaction and writes nothing', async () => {
      const { notify } = await shop();
      const fields = order();
      const first = await notify(queryOf(fields));
      const before = await counts();
      const again = await notify(queryOf(fields));
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ recorded: false, transaction_id: first.body.transaction_id });
      // The order is known by its TransactionID, whatever else the repeat says.
      const changed = await notify(queryOf({ ...fields, PaymentGross: '999' }));
      expect(changed.body).toEqual({ recorded: false, transaction_id: first.body.transaction_id });
      expect(await counts()).toEqual(before);
    });

    it('records an order notified many times at once exactly once', async () => {
      const { merchant, notify } = await shop();
      const query = queryOf(order());
      const answers = await Promise.all(Array.from({ length: 8 }, () => notify(query)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      expect(answers.filter((answer) => answer.body.recorded)).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.body.transaction_id)).size).toBe(1);
      const rows = await t.dataSource.query(`SELECT id FROM transactions WHERE "ownerId" = $1`, [merchant.id]);
      expect(rows).toHaveLength(1);
    });

    it("makes one Marketplace vendor for a merchant's first sales arriving together", async () => {
      const { merchant, notify } = await shop();
      const answers = await Promise.all(Array.from({ length: 6 }, () => notify(queryOf(order()))));
      expect(answers.every((answer) => answer.status === 200 && answer.body.recorded)).toBe(true);
      expect(await marketplaceVendorOf(merchant.id)).toHaveLength(1);
      const rows = await t.dataSource.query(`SELECT DISTINCT "vendorId" FROM transactions WHERE "ownerId" = $1`, [merchant.id]);
      expect(rows).toHaveLength(1);
    });

    it('verifies the hash over the query string exactly as sent: encoded characters and any order of fields', async () => {
      const { merchant, notify } = await shop();
      const payer = randomUUID();
      // %53 is "S", %28 and %29 are brackets, + and %20 are spaces, %C3%A9 is "é": the hash is over these bytes, not the decoded fields.
      const query =
        `PaymentGross=120&ItemName=%53ummer+Dress%20%28Red%29&PayerName=Z%C3%A9lie%20Resident&TransactionID=mp%2F0002` +
        `&PayerKey=${payer}&Location=Caf%C3%A9+Island&Type=Purchase`;
      const answer = await notify(query);
      expect(answer.status).toBe(200);
      const sale = await t.get(`/api/transactions/${answer.body.transaction_id}`, { token: merchant.token });
      expect(sale.body).toMatchObject({
        marketplaceTransactionId: 'mp/0002',
        buyerName: 'Zélie Resident',
        slRegion: 'Café Island',
        amount: 120,
        productId: null,
      });

      // The same fields encoded the usual way carry another hash: one computed over them does not verify this query.
      const normalised = new URLSearchParams(query).toString();
      expect(normalised).not.toBe(query);
      expectError(
        await notify(query, { hash: sha1(normalised + (await t.get('/api/settings/marketplace', { token: merchant.token })).body.salt) }),
        403,
        HASH_MISMATCH,
      );
    });

    it('prices an L$0 order at no commission', async () => {
      const { merchant, notify } = await shop();
      const answer = await notify(queryOf(order({ PaymentGross: '0' })));
      const sale = await t.get(`/api/transactions/${answer.body.transaction_id}`, { token: merchant.token });
      expect(sale.body).toMatchObject({ amount: 0, commission: '0.00' });
    });

    it('records a sale without an item id, or with one no product has, without a product', async () => {
      const { merchant, notify } = await shop();
      const other = await t.makeUser();
      // Another merchant's product with that id is not this merchant's.
      await make.product((await make.vendor(other.id)).id, { marketplaceItemId: '555' });
      for (const fields of [order({ ItemID: '555' }), order()]) {
        const answer = await notify(queryOf(fields));
        const sale = await t.get(`/api/transactions/${answer.body.transaction_id}`, { token: merchant.token });
        expect(sale.body).toMatchObject({ productId: null, giftTo: null });
      }
    });
  });

  describe('refused notifications write nothing', () => {
    it('answers 404 for an address that is not one', async () => {
      const before = await counts();
      const query = queryOf(order());
      for (const path of [`/api/marketplace/ans/${'A'.repeat(32)}`, '/api/marketplace/ans/not-a-token']) {
        expectError(await t.get(`${path}?${query}`, { headers: { 'X-ANS-Verify-Hash': sha1(query) } }), 404, UNKNOWN_ADDRESS);
      }
      // A control character is refused before any look-up, as on every route.
      expectError(
        await t.get(`/api/marketplace/ans/%00?${query}`, { headers: { 'X-ANS-Verify-Hash': sha1(query) } }),
        400,
        'The address contains a control character (such as NUL) in "token", which is not allowed.',
      );
      expect(await counts()).toEqual(before);
    });

    it('answers 403 to a missing, wrong or foreign hash', async () => {
      const { notify } = await shop();
      const other = await shop();
      const query = queryOf(order());
      const before = await counts();
      expectError(await notify(query, { hash: null }), 403, HASH_MISMATCH);
      expectError(await notify(query, { hash: '' }), 403, HASH_MISMATCH);
      expectError(await notify(query, { hash: 'f'.repeat(40) }), 403, HASH_MISMATCH);
      expectError(await notify(query, { hash: sha1(query) }), 403, HASH_MISMATCH);
      // Signed with another merchant's salt: that merchant's own address would take it, this one does not.
      expectError(await notify(query, { salt: other.salt }), 403, HASH_MISMATCH);
      // A query string changed after signing.
      expectError(await t.get(`${(await shop()).path}?${query}&PaymentGross=1`, { headers: { 'X-ANS-Verify-Hash': sha1(query) } }), 403, HASH_MISMATCH);
      expect(await counts()).toEqual(before);
      expect((await other.notify(query)).body.recorded).toBe(true);
    });

    it.each([
      ['no TransactionID', { TransactionID: '' }, 'TransactionID is required.'],
      ['a TransactionID of 65 characters', { TransactionID: 'x'.repeat(65) }, 'TransactionID must be at most 64 characters.'],
      ['a PaymentGross with decimals', { PaymentGross: '12.5' }, 'PaymentGross must be a whole number of L$ of at least 0.'],
      ['a negative PaymentGross', { PaymentGross: '-1' }, 'PaymentGross must be a whole number of L$ of at least 0.'],
      ['a PayerKey that is no avatar key', { PayerKey: 'Ava Resident' }, 'PayerKey must be an avatar key.'],
      ['a ReceiverKey that is no avatar key', { ReceiverKey: 'nobody' }, 'ReceiverKey must be an avatar key.'],
    ])('answers 400 to an order with %s, once the hash is verified', async (_case, change, message) => {
      const { notify } = await shop();
      const query = queryOf(order(change));
      const before = await counts();
      expectError(await notify(query), 400, message);
      expectError(await notify(query, { hash: 'f'.repeat(40) }), 403, HASH_MISMATCH);
      expect(await counts()).toEqual(before);
    });
  });

  describe('the commission exemption (Commission Management)', () => {
    it('is for admins only', async () => {
      const merchant = await t.makeUser();
      expect((await t.get('/api/admin/settings/marketplace', { token: admin.token })).body).toEqual({ commissionExempt: false });
      expect((await t.get('/api/admin/settings/marketplace', { token: merchant.token })).status).toBe(403);
      expect((await t.put('/api/admin/settings/marketplace', { commissionExempt: true }, { token: merchant.token })).status).toBe(403);
      expect((await t.get('/api/admin/settings/marketplace')).status).toBe(401);
      expect((await t.get('/api/admin/settings/marketplace', { token: admin.token })).body).toEqual({ commissionExempt: false });
      expectError(
        await t.put('/api/admin/settings/marketplace', { commissionExempt: 'yes' }, { token: admin.token }),
        400,
        'Commission exempt must be true or false',
      );
      expectError(await t.put('/api/admin/settings/marketplace', {}, { token: admin.token }), 400, 'commissionExempt is required');
    });

    it('records Marketplace sales at L$0.00 and rate 0 while on, and prices them again once off', async () => {
      const { merchant, notify } = await shop();
      const on = await t.put('/api/admin/settings/marketplace', { commissionExempt: true }, { token: admin.token });
      expect(on.status).toBe(200);
      expect(on.body).toEqual({ commissionExempt: true });
      try {
        const exempt = await notify(queryOf(order({ PaymentGross: '500' })));
        expect((await t.get(`/api/transactions/${exempt.body.transaction_id}`, { token: merchant.token })).body).toMatchObject({
          amount: 500,
          commission: '0.00',
          commissionRate: '0.0000',
        });
      } finally {
        const off = await t.put('/api/admin/settings/marketplace', { commissionExempt: false }, { token: admin.token });
        expect(off.body).toEqual({ commissionExempt: false });
      }
      const charged = await notify(queryOf(order({ PaymentGross: '500' })));
      expect((await t.get(`/api/transactions/${charged.body.transaction_id}`, { token: merchant.token })).body).toMatchObject({
        commission: '40.00',
        commissionRate: '8.0000',
      });
      const logged = await t.dataSource.query(`SELECT "activityType", metadata FROM activities WHERE "userId" = $1 ORDER BY id`, [admin.id]);
      expect(logged).toEqual(
        expect.arrayContaining([
          {
            activityType: 'marketplace_commission_changed',
            metadata: { commissionExempt: true, before: { commissionExempt: false }, after: { commissionExempt: true } },
          },
          {
            activityType: 'marketplace_commission_changed',
            metadata: { commissionExempt: false, before: { commissionExempt: true }, after: { commissionExempt: false } },
          },
        ]),
      );
    });
  });

  describe('the Marketplace vendor', () => {
    /** A merchant with one in-world vendor and one Marketplace sale. */
    async function sellingShop() {
      const marketplaceShop = await shop();
      const { merchant, notify } = marketplaceShop;
      const inWorld = await make.vendor(merchant.id, { name: 'Main Store' });
      const product = await make.product(inWorld.id, { name: 'Summer Dress', price: 300, marketplaceItemId: '777' });
      const sold = await notify(queryOf(order({ ItemID: '777', PaymentGross: '300' })));
      expect(sold.body.recorded).toBe(true);
      const [marketplace] = await marketplaceVendorOf(merchant.id);
      return { ...marketplaceShop, inWorld, product, marketplace, saleId: sold.body.transaction_id as number };
    }

    it('is not listed, read, changed or used as a vendor anywhere', async () => {
      const { merchant, inWorld, marketplace } = await sellingShop();
      const mine = await t.get('/api/vendors', { token: merchant.token });
      expect(mine.body.map((vendor: { id: number }) => vendor.id)).toEqual([inWorld.id]);
      const all = await t.get('/api/vendors', { token: admin.token });
      expect(all.body.map((vendor: { id: number }) => vendor.id)).toContain(inWorld.id);
      expect(all.body.map((vendor: { id: number }) => vendor.id)).not.toContain(marketplace.id);
      for (const user of [merchant, admin]) {
        expectError(await t.get(`/api/vendors/${marketplace.id}`, { token: user.token }), 404, 'Vendor not found.');
        expectError(await t.patch(`/api/vendors/${marketplace.id}`, { name: 'Renamed' }, { token: user.token }), 404, 'Vendor not found.');
        expectError(await t.delete(`/api/vendors/${marketplace.id}`, { token: user.token }), 404, 'Vendor not found.');
      }
      expectError(await t.post('/api/products', { name: 'Hat', vendorId: marketplace.id, price: 10 }, { token: merchant.token }), 404, 'Vendor not found.');
      expectError(await t.get(`/api/products?vendorId=${marketplace.id}`, { token: merchant.token }), 404, 'Vendor not found.');
      const event = await make.event(merchant.id);
      expectError(await t.put(`/api/events/${event.id}/vendors/${marketplace.id}`, undefined, { token: merchant.token }), 404, 'Vendor not found.');
      // Pause all vendors pauses the in-world ones only.
      expect((await t.post('/api/vendors/pause-all', undefined, { token: merchant.token })).body).toEqual({ paused: 1 });
      expect((await t.post('/api/vendors/resume-all', undefined, { token: merchant.token })).body).toEqual({ resumed: 1 });
    });

    it('is refused in-world: its key names no vendor for a sale or a heartbeat', async () => {
      const { merchant, marketplace } = await sellingShop();
      const script = scripts(t, inWorldObject(await createApiKey(t, merchant)));
      const before = await counts();
      expectError(await script.postSale(saleBody({ buyer: randomUUID(), vendorKey: marketplace.lslKey, amount: 100 })), 404, 'Unknown vendor key.');
      expectError(await script.heartbeat({ kind: 'vendor', vendor_id: marketplace.lslKey }), 404, 'Unknown vendor key.');
      expect((await counts()).sales).toBe(before.sales);
    });

    it('does not count among active or total vendors, while its sales count in revenue, the chart and top products', async () => {
      const { merchant, product } = await sellingShop();
      const stats = await t.get('/api/dashboard/stats', { token: merchant.token });
      expect(stats.body).toMatchObject({ activeVendors: 1, totalSalesToday: 300, commissionEarned: '24.00' });
      const chart = await t.get('/api/dashboard/sales?range=7days', { token: merchant.token });
      expect(chart.body.at(-1).total).toBe(300);
      const top = await t.get('/api/dashboard/top-products', { token: merchant.token });
      expect(top.body).toEqual([expect.objectContaining({ productId: product.id, unitsSold: 1, revenue: 300 })]);
      const status = await t.get('/api/lsl/status', { token: merchant.token });
      expect(status.body).toMatchObject({ active_vendors: 1, total_vendors: 1 });
      const platform = await t.get('/api/admin/platform-stats', { token: admin.token });
      const [vendorRows] = await t.dataSource.query(
        `SELECT count(*) FILTER (WHERE kind = 'in-world')::int AS "inWorld", count(*) FILTER (WHERE "isActive" AND "pausedAt" IS NULL AND kind = 'in-world')::int AS active FROM vendors`,
      );
      expect(platform.body).toMatchObject({ totalVendors: vendorRows.inWorld, activeVendors: vendorRows.active });
    });

    it('shows its sales in the transactions list and the CSV, with their source', async () => {
      const { merchant, marketplace, saleId, inWorld } = await sellingShop();
      const inWorldSale = await make.transaction(inWorld.id, { amount: 100 });
      const listed = await t.get('/api/transactions', { token: merchant.token });
      expect(listed.body.items.map((item: { id: number; vendorName: string; source: string }) => [item.id, item.vendorName, item.source])).toEqual([
        [inWorldSale.id, 'Main Store', 'in-world'],
        [saleId, 'SL Marketplace', 'marketplace'],
      ]);
      const filtered = await t.get(`/api/transactions?vendorId=${marketplace.id}`, { token: merchant.token });
      expect(filtered.body.items.map((item: { id: number }) => item.id)).toEqual([saleId]);

      const csv = await t.get('/api/transactions/export.csv', { token: merchant.token });
      const [header, ...lines] = csv.text.split('\r\n');
      expect(header.split(',').slice(-4)).toEqual(['source', 'listPrice', 'priceMismatch', 'refundedAmount']);
      const marketplaceLine = lines.find((line) => line.startsWith(`${saleId},`))!;
      expect(marketplaceLine).toContain(',SL Marketplace,');
      expect(marketplaceLine).toMatch(/,marketplace,\d*,false,0$/);
      expect(lines.find((line) => line.startsWith(`${inWorldSale.id},`))!.endsWith(',in-world,,false,0')).toBe(true);
    });
  });

  describe("a product's Marketplace item ID", () => {
    it("is digits, unique among the merchant's products, and may be cleared", async () => {
      const merchant = await t.makeUser();
      const vendor = await make.vendor(merchant.id);
      const second = await make.vendor(merchant.id);
      const create = (vendorId: number, marketplaceItemId: unknown) =>
        t.post('/api/products', { name: 'Dress', vendorId, price: 10, marketplaceItemId }, { token: merchant.token });
      const first = await create(vendor.id, ' 4242 ');
      expect(first.body.marketplaceItemId).toBe('4242');
      const message = "Marketplace item ID must be the number at the end of the listing's address (up to 20 digits), or empty";
      expectError(await create(vendor.id, 'abc'), 400, message);
      expectError(await create(vendor.id, '1'.repeat(21)), 400, message);
      const taken = await create(second.id, '4242');
      expectError(taken, 409, 'Another of your products has this Marketplace item ID.');
      expect(taken.body.fieldErrors).toEqual({ marketplaceItemId: ['Another of your products has this Marketplace item ID.'] });
      // Another merchant may list the same item id (it is theirs to map).
      const other = await t.makeUser();
      const theirs = await t.post(
        '/api/products',
        { name: 'Dress', vendorId: (await make.vendor(other.id)).id, price: 10, marketplaceItemId: '4242' },
        { token: other.token },
      );
      expect(theirs.status).toBe(201);

      const moved = await create(second.id, null);
      expectError(
        await t.patch(`/api/products/${moved.body.id}`, { marketplaceItemId: '4242' }, { token: merchant.token }),
        409,
        'Another of your products has this Marketplace item ID.',
      );
      // Saving a product with its own id again is fine; clearing frees the id.
      expect((await t.patch(`/api/products/${first.body.id}`, { marketplaceItemId: '4242', price: 20 }, { token: merchant.token })).status).toBe(200);
      expect((await t.patch(`/api/products/${first.body.id}`, { marketplaceItemId: '' }, { token: merchant.token })).body.marketplaceItemId).toBeNull();
      expect((await t.patch(`/api/products/${moved.body.id}`, { marketplaceItemId: '4242' }, { token: merchant.token })).body.marketplaceItemId).toBe('4242');
    });

    it('gives one of two products saved with the same id at once the id, and refuses the other', async () => {
      const merchant = await t.makeUser();
      const vendor = await make.vendor(merchant.id);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          t.post('/api/products', { name: 'Dress', vendorId: vendor.id, price: 10, marketplaceItemId: '9001' }, { token: merchant.token }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    });
  });

  // Last: passport keeps one 'jwt' strategy per process, so once the joined instance is closed, sign-ins through the first one fail.
  describe('another instance of the app', () => {
    it('uses PUBLIC_URL when it is set', async () => {
      const merchant = await t.makeUser();
      const other = await TestApp.start({ joining: t, env: { PUBLIC_URL: 'https://vendors.example.com' } });
      try {
        const answer = await other.get('/api/settings/marketplace', { token: merchant.token });
        expect(answer.body.ansUrl).toMatch(/^https:\/\/vendors\.example\.com\/api\/marketplace\/ans\/[A-Za-z0-9_-]{32}$/);
      } finally {
        await other.close();
      }
    });
  });
});

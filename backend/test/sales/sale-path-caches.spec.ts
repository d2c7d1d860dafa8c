import { randomUUID } from 'node:crypto';

import { Client } from 'pg';

import { CacheInvalidation } from '../../src/cache/cache-invalidation.service';
import { STALE_PRICE } from '../../src/sales/sales.service';
import { createApiKey, expectError, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { keyUseSettled, notificationsHeard, statementsOf } from '../support/sale-statements';
import { TestApp, type TestUser } from '../support/test-app';
import { waitFor } from '../support/wait';

/**
 * The sale path keeps API keys (with their owners) and vendors in memory. Two instances of the app on one database:
 * whatever one of them (or anything else writing to the database) changes, the other stops using at once.
 */
describe('sale path caches across instances', () => {
  let a: TestApp;
  let b: TestApp;
  let make: Factories;
  let merchant: TestUser;

  beforeAll(async () => {
    a = await TestApp.start();
    b = await TestApp.start({ joining: a });
    make = factories(a.dataSource);
    merchant = await a.makeUser();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const sale = (t: TestApp, apiKey: string, vendorKey: string) =>
    scripts(t, inWorldObject(apiKey)).postSale(saleBody({ buyer: randomUUID(), vendorKey, amount: 100 }));

  it('stops taking a revoked or replaced API key on the other instance at once', async () => {
    const vendor = await make.vendor(merchant.id);
    const key = await createApiKey(a, merchant);
    expect((await sale(a, key, vendor.lslKey)).status).toBe(200);
    expect((await sale(a, key, vendor.lslKey)).status).toBe(200);

    // The key rotated on Settings (on the other instance), with no grace period: a new key replaces it at once.
    const [current] = (await b.get('/api/settings/api-keys', { token: merchant.token })).body as Array<{ id: string }>;
    const rotated = await b.post(`/api/settings/api-keys/${current.id}/rotate`, { graceHours: 0 }, { token: merchant.token });
    expect(rotated.status).toBe(201);
    const replacement = rotated.body.key as string;
    // The change reaches instance a by a notification when it commits: milliseconds, but after b has answered.
    await notificationsHeard(a);
    expectError(await sale(a, key, vendor.lslKey), 401, 'A valid API key is required.');
    expect((await sale(a, replacement, vendor.lslKey)).status).toBe(200);

    const listed = await b.get('/api/settings/api-keys', { token: merchant.token });
    expect((await b.delete(`/api/settings/api-keys/${listed.body[0].id}`, { token: merchant.token })).status).toBe(204);
    await notificationsHeard(a);
    expectError(await sale(a, replacement, vendor.lslKey), 401, 'A valid API key is required.');
  });

  it("stops selling for a rotated or deactivated vendor key, and for a deactivated owner's key", async () => {
    const owner = await a.makeUser();
    const key = await createApiKey(a, owner);
    const vendor = await factories(a.dataSource).vendor(owner.id);
    expect((await sale(a, key, vendor.lslKey)).status).toBe(200);

    const rotated = await b.post(`/api/vendors/${vendor.id}/rotate-key`, undefined, { token: owner.token });
    expect(rotated.status).toBe(200);
    await notificationsHeard(a);
    expectError(await sale(a, key, vendor.lslKey), 404, 'Unknown vendor key.');
    expect((await sale(a, key, rotated.body.lslKey)).status).toBe(200);

    expect((await b.patch(`/api/vendors/${vendor.id}`, { isActive: false }, { token: owner.token })).status).toBe(200);
    await notificationsHeard(a);
    expectError(await sale(a, key, rotated.body.lslKey), 403, 'This vendor is inactive.');

    // Written by something else than the app: the database's own notification does it.
    await a.dataSource.query(`UPDATE users SET "isActive" = false WHERE id = $1`, [owner.id]);
    await waitFor(async () => (await sale(a, key, rotated.body.lslKey)).status === 403, 2000);
    expectError(await sale(a, key, rotated.body.lslKey), 403, 'Your account has been deactivated.');
  });

  it('sells for a vendor key that was unknown a moment ago once a vendor has it', async () => {
    const key = await createApiKey(a, merchant);
    const futureKey = randomUUID();
    expectError(await sale(a, key, futureKey), 404, 'Unknown vendor key.');
    expectError(await sale(a, key, futureKey), 404, 'Unknown vendor key.');
    await make.vendor(merchant.id, { lslKey: futureKey });
    await waitFor(async () => (await sale(a, key, futureKey)).status === 200, 2000);
  });

  /**
   * Resolves once instance `t` has heard every cache notification committed so far: notifications arrive in commit
   * order, so hearing one sent now means the earlier ones (a vendor just inserted, say) have been handled.
   */
  /**
   * The API key's last use is written after the sale's answer has gone out, and its notification makes the instance
   * read the key again: wait for that write before counting a sale's statements.
   */
  it("records a vendor's first sale in two statements (its pricing, then the write if still current) and its next sales in one", async () => {
    const key = await createApiKey(a, merchant);
    // The key is known from a sale on another vendor.
    expect((await sale(a, key, (await make.vendor(merchant.id)).lslKey)).status).toBe(200);
    const vendor = await make.vendor(merchant.id);
    // The vendor's own insert notification, and the key's, must not arrive after its first sale and empty the cache again.
    await keyUseSettled(a, key);
    const first = await statementsOf(async () => expect((await sale(a, key, vendor.lslKey)).status).toBe(200));
    // The vendor by its key, its pricing, the write.
    expect(first).toEqual(['SELECT id, "ownerId",', 'SELECT (SELECT COALESCE(json_agg(json_build_object(', 'WITH product AS']);
    for (let i = 0; i < 3; i += 1) {
      const next = await statementsOf(async () => expect((await sale(a, key, vendor.lslKey)).status).toBe(200));
      expect(next).toEqual(['WITH product AS']);
    }
  });

  it("refuses another vendor's product and answers a retried sale_id once the vendor's pricing is known, writing nothing", async () => {
    const vendor = await make.vendor(merchant.id);
    const other = await make.vendor(merchant.id);
    const otherProduct = await make.product(other.id);
    const key = await createApiKey(a, merchant);
    const post = (body: string) => scripts(a, inWorldObject(key)).postSale(body);
    const first = await post(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 250 }));
    expect(first.status).toBe(200);
    await keyUseSettled(a, key);
    const totals = () => a.dataSource.query(`SELECT version, sales FROM vendor_sales_totals WHERE "vendorId" = $1`, [vendor.id]);
    const count = () => a.dataSource.query(`SELECT count(*)::int AS n FROM transactions WHERE "vendorId" = $1`, [vendor.id]);
    const before = { totals: await totals(), count: await count() };

    const refused = await statementsOf(async () =>
      expectError(
        await post(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 100, productId: otherProduct.id })),
        400,
        `product_id ${otherProduct.id} is not one of this vendor's products`,
      ),
    );
    // Refused by the write itself (no pricing read), after checking that it does not repeat a recorded sale_id;
    // nothing written, the vendor's sales untouched.
    expect(refused).toEqual(['WITH product AS', "SELECT json_build_object('id', s.id,"]);
    expect({ totals: await totals(), count: await count() }).toEqual(before);

    const saleId = randomUUID();
    const sold = await post(saleBody({ saleId, buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 300 }));
    expect(sold.status).toBe(200);
    const again = await post(saleBody({ saleId, buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 999, productId: otherProduct.id }));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(sold.body);
    expect((await post(saleBody({ saleId, buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 999 }))).body).toEqual(sold.body);
    expect((await count())[0].n).toBe(before.count[0].n + 1);
  });

  it('records a sale carrying the current catalogue version in as many statements as one without it', async () => {
    const key = await createApiKey(a, merchant);
    expect((await sale(a, key, (await make.vendor(merchant.id)).lslKey)).status).toBe(200);
    const vendor = await make.vendor(merchant.id);
    const product = await make.product(vendor.id, { price: 100 });
    const script = scripts(a, inWorldObject(key));
    const { version } = (await script.get(`/api/lsl/catalogue?vendor_id=${vendor.lslKey}`)).body as { version: string };
    await keyUseSettled(a, key);
    const sell = async () => {
      const body = { sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendor.lslKey, product_id: product.id, amount: 100, catalogue_version: version };
      expect((await script.post('/api/lsl/sale', body)).status).toBe(200);
    };
    expect(await statementsOf(sell)).toEqual(['SELECT (SELECT COALESCE(json_agg(json_build_object(', 'WITH product AS']);
    for (let i = 0; i < 3; i += 1) expect(await statementsOf(sell)).toEqual(['WITH product AS']);
  });

  it('checks a sale on a catalogue version the other instance found replaced, and refuses a price past the 5 minutes', async () => {
    const key = await createApiKey(a, merchant);
    const vendor = await make.vendor(merchant.id);
    const product = await make.product(vendor.id, { price: 100 });
    const read = async (t: TestApp) =>
      ((await scripts(t, inWorldObject(key)).get(`/api/lsl/catalogue?vendor_id=${vendor.lslKey}`)).body as { version: string }).version;
    const old = await read(a);
    expect((await b.patch(`/api/products/${product.id}`, { price: 120 }, { token: merchant.token })).status).toBe(200);
    expect(await read(b)).not.toBe(old);
    await a.dataSource.query(`UPDATE catalogue_versions SET "replacedAt" = now() - interval '6 minutes' WHERE "vendorId" = $1 AND version = $2`, [
      vendor.id,
      old,
    ]);
    await notificationsHeard(a);
    const body = { sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendor.lslKey, product_id: product.id, amount: 100, catalogue_version: old };
    expectError(await scripts(a, inWorldObject(key)).post('/api/lsl/sale', body), 409, STALE_PRICE);
  });

  describe("prices every sale on the vendor's sales and rates as they are, wherever they changed", () => {
    let admin: TestUser;
    let seller: TestUser;
    let key: string;

    beforeAll(async () => {
      admin = await a.makeUser({ role: 'admin' });
      seller = await a.makeUser();
      key = await createApiKey(a, seller);
    });

    const sell = async (t: TestApp, vendorKey: string, amount: number) => {
      const response = await scripts(t, inWorldObject(key)).postSale(saleBody({ buyer: randomUUID(), vendorKey, amount }));
      expect(response.status).toBe(200);
      return response.body as { transaction_id: number; commission: string };
    };
    /** A vendor at 10 %, half price (5 %) once its 30-day volume reaches L$1 000. */
    const tieredVendor = async () => {
      const vendor = await make.vendor(seller.id);
      const saved = await b.post(
        '/api/admin/commission-configs',
        { vendorId: vendor.id, baseRate: '0.1', tiers: [{ minVolume: 1000, discountType: 'percentage', discountValue: 50 }] },
        { token: admin.token },
      );
      expect(saved.status).toBe(200);
      return vendor;
    };

    it('after sales, a refund and a sale written by something else than the sale path', async () => {
      const vendor = await tieredVendor();
      // Instance a learns the vendor's pricing at its first sale, then keeps it from sale to sale.
      await waitFor(async () => (await sell(a, vendor.lslKey, 100)).commission === '10.00', 2000);
      const big = await sell(a, vendor.lslKey, 1000);
      expect(big.commission).toBe('100.00');
      // The volume moved past the tier with the sale a wrote itself.
      expect((await sell(a, vendor.lslKey, 100)).commission).toBe('5.00');

      // Refunded on the other instance: the volume falls below the tier again.
      expect((await b.post(`/api/transactions/${big.transaction_id}/refund`, undefined, { token: seller.token })).status).toBe(200);
      expect((await sell(a, vendor.lslKey, 100)).commission).toBe('10.00');

      // A sale written straight into the database (no version moved, but one more sale): the tier applies again.
      await a.dataSource.query(
        `INSERT INTO transactions ("vendorId", "ownerId", "buyerId", amount, commission, "commissionRate", status, "createdAt")
         VALUES ($1, $2, $3, 900, 90, 10, 'completed', now())`,
        [vendor.id, seller.id, randomUUID()],
      );
      expect((await sell(a, vendor.lslKey, 100)).commission).toBe('5.00');
    });

    it('after a configuration changes on the other instance', async () => {
      const vendor = await tieredVendor();
      await waitFor(async () => (await sell(a, vendor.lslKey, 100)).commission === '10.00', 2000);
      expect((await sell(a, vendor.lslKey, 100)).commission).toBe('10.00');
      const saved = await b.post('/api/admin/commission-configs', { vendorId: vendor.id, baseRate: '0.2', tiers: [] }, { token: admin.token });
      expect(saved.status).toBe(200);
      // The database tells instance a when the change commits.
      await waitFor(async () => (await sell(a, vendor.lslKey, 100)).commission === '20.00', 2000);
      expect((await sell(a, vendor.lslKey, 100)).commission).toBe('20.00');
    });

    it("when the vendor joins and leaves an event (the owner's own rate never prices a sale)", async () => {
      const vendor = await make.vendor(seller.id);
      expect((await b.patch('/api/settings/commission', { defaultCommissionRate: 3 }, { token: seller.token })).status).toBe(200);
      await notificationsHeard(a);
      expect((await sell(a, vendor.lslKey, 100)).commission).toBe('5.00');

      const now = Date.now();
      const event = await b.post(
        '/api/events',
        { name: 'Running now', startDate: new Date(now - 3_600_000).toISOString(), endDate: new Date(now + 3_600_000).toISOString(), commissionRate: '1.5' },
        { token: seller.token },
      );
      expect(event.status).toBe(201);
      // Below the platform's 5 %, the event's rate applies once an administrator approves it.
      expect((await b.post(`/api/admin/events/${event.body.id}/rate-approval`, undefined, { token: admin.token })).status).toBe(201);
      expect((await b.put(`/api/events/${event.body.id}/vendors/${vendor.id}`, undefined, { token: seller.token })).status).toBe(200);
      await waitFor(async () => (await sell(a, vendor.lslKey, 100)).commission === '1.50', 2000);
      expect((await b.delete(`/api/events/${event.body.id}/vendors/${vendor.id}`, { token: seller.token })).status).toBe(204);
      await waitFor(async () => (await sell(a, vendor.lslKey, 100)).commission === '5.00', 2000);
    });

    it('when an event it takes part in starts or ends between two sales, with nothing else changing', async () => {
      const vendor = await make.vendor(seller.id);
      // Far enough ahead that the sales before it are done even on a loaded machine.
      const start = Date.now() + 4_000;
      const [event] = await a.dataSource.query(
        `INSERT INTO events ("organizerId", name, "startDate", "endDate", "commissionRate", "approvedCommissionRate", "isActive")
         VALUES ($1, 'Starts soon', $2, $3, 2, 2, true) RETURNING id`,
        [seller.id, new Date(start), new Date(start + 2_000)],
      );
      await a.dataSource.query(`INSERT INTO event_vendors ("eventId", "vendorId", "acceptedCommissionRate") VALUES ($1, $2, 2)`, [event.id, vendor.id]);
      const rate = async () => (await sell(a, vendor.lslKey, 100)).commission;
      // The platform's default rate: the owner's own rate does not price sales.
      const before = '5.00';
      // The notifications of the inserts above come first; then the pricing is kept from sale to sale.
      await waitFor(async () => (await rate()) === before, 2000);
      expect(await rate()).toBe(before);
      expect(Date.now()).toBeLessThan(start);
      await new Promise((resolve) => setTimeout(resolve, start - Date.now() + 50));
      expect(await rate()).toBe('2.00');
      await new Promise((resolve) => setTimeout(resolve, start + 2_000 - Date.now() + 50));
      expect(await rate()).toBe(before);
    });
  });

  it('uses no cache while it cannot hear the database, and listens again', async () => {
    const vendor = await make.vendor(merchant.id);
    const key = await createApiKey(a, merchant);
    expect((await sale(a, key, vendor.lslKey)).status).toBe(200);
    const invalidation = a.app.get(CacheInvalidation);
    expect(invalidation.live).toBe(true);

    const admin = new Client({ connectionString: a.databaseUrl });
    await admin.connect();
    try {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'slv-cache-invalidation' AND datname = current_database()`,
      );
      await waitFor(async () => !invalidation.live, 2000);
      // Revoked while nobody listens: no notification reaches the instance, and still the key stops working.
      await admin.query(`UPDATE api_keys SET "revokedAt" = now() WHERE "userId" = $1 AND "revokedAt" IS NULL`, [merchant.id]);
      expectError(await sale(a, key, vendor.lslKey), 401, 'A valid API key is required.');
      await waitFor(async () => invalidation.live, 5000);
    } finally {
      await admin.end();
    }
  });
});

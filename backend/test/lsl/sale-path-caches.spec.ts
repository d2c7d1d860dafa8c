import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { CacheInvalidation } from '../../src/cache/cache-invalidation.service';
import { factories, type Factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';
import { waitFor } from '../support/wait';
import { createApiKey, expectError, inWorldObject, saleBody, scripts } from './in-world-support';

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

    // A new key from Settings (on the other instance) replaces the old one.
    const replacement = await createApiKey(b, merchant);
    expectError(await sale(a, key, vendor.lslKey), 401, 'A valid API key is required.');
    expect((await sale(a, replacement, vendor.lslKey)).status).toBe(200);

    const listed = await b.get('/api/settings/api-keys', { token: merchant.token });
    expect((await b.delete(`/api/settings/api-keys/${listed.body[0].id}`, { token: merchant.token })).status).toBe(204);
    expectError(await sale(a, replacement, vendor.lslKey), 401, 'A valid API key is required.');
  });

  it("stops selling for a rotated or deactivated vendor key, and for a deactivated owner's key", async () => {
    const owner = await a.makeUser();
    const key = await createApiKey(a, owner);
    const vendor = await factories(a.dataSource).vendor(owner.id);
    expect((await sale(a, key, vendor.lslKey)).status).toBe(200);

    const rotated = await b.post(`/api/vendors/${vendor.id}/rotate-key`, undefined, { token: owner.token });
    expect(rotated.status).toBe(200);
    expectError(await sale(a, key, vendor.lslKey), 404, 'Unknown vendor key.');
    expect((await sale(a, key, rotated.body.lslKey)).status).toBe(200);

    expect((await b.patch(`/api/vendors/${vendor.id}`, { isActive: false }, { token: owner.token })).status).toBe(200);
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

  it('records a sale in two statements once the key and the vendor are known: the state, then the write if the state is still current', async () => {
    const vendor = await make.vendor(merchant.id);
    const key = await createApiKey(a, merchant);
    expect((await sale(a, key, vendor.lslKey)).status).toBe(200);
    const statements: string[] = [];
    const original = Client.prototype.query;
    Client.prototype.query = function (this: Client, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
      // The record of in-world calls is written in batches, on its own schedule.
      if (text && !text.includes('in_world_calls')) statements.push(text.trim().split(/\s+/).slice(0, 3).join(' '));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof Client.prototype.query;
    try {
      expect((await sale(a, key, vendor.lslKey)).status).toBe(200);
    } finally {
      Client.prototype.query = original;
    }
    expect(statements).toEqual(['SELECT u."defaultCommissionRate"::text AS', 'WITH moved AS']);
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

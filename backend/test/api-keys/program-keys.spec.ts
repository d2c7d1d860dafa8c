import { randomUUID } from 'node:crypto';

import { IN_WORLD_KEY_ON_REST, PROGRAM_KEY_IN_WORLD, READ_KEY_WRITES } from '../../src/api-keys/api-keys.service';
import { PERSON_ONLY_ROUTE } from '../../src/auth/guards/jwt-auth.guard';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestResponse, type TestUser } from '../support/test-app';

/**
 * A merchant's programs on the REST API with read and write API keys (docs/decisions/0103-program-api-keys.md): what
 * each scope reaches, what no key reaches, and keys rotated, expired and revoked.
 */
describe('API keys for programs', () => {
  let t: TestApp;
  let make: Factories;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
  });
  afterAll(() => {
    jest.useRealTimers();
    return t.close();
  });

  const newKey = async (user: TestUser, body: Record<string, unknown>) => {
    const created = await t.post('/api/settings/api-keys', body, { token: user.token });
    expect(created.status).toBe(201);
    return created.body as { id: string; key: string; prefix: string };
  };
  const asProgram = (key: string) => ({ headers: { 'x-api-key': key } });
  /** Runs `work` with the app's clock (Date) at `time`; timers keep running for real. */
  const at = async (time: number, work: () => Promise<void>) => {
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    jest.setSystemTime(time);
    try {
      await work();
    } finally {
      jest.useRealTimers();
    }
  };
  const refused = (response: TestResponse, status: number, message: string) => {
    expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
  };

  /** A merchant with a vendor and two sales, and another merchant with a sale of their own. */
  async function shops() {
    const merchant = await t.makeUser();
    const vendor = await make.vendor(merchant.id);
    const sales = [await make.transaction(vendor.id, { amount: 250 }), await make.transaction(vendor.id, { amount: 400 })];
    const other = await t.makeUser();
    const otherSale = await make.transaction((await make.vendor(other.id)).id, { amount: 999 });
    return { merchant, vendor, sales, other, otherSale };
  }

  it("lets a read key list the merchant's transactions and nothing of another merchant's, and change nothing", async () => {
    const { merchant, vendor, sales, otherSale } = await shops();
    const { key } = await newKey(merchant, { name: 'Stock sync', scope: 'read' });

    const listed = await t.get('/api/transactions?pageSize=100', asProgram(key));
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((item: { id: number }) => item.id).sort()).toEqual(sales.map((sale) => sale.id).sort());
    expect((await t.get(`/api/transactions/${sales[0].id}`, asProgram(key))).status).toBe(200);
    expect((await t.get(`/api/transactions/${otherSale.id}`, asProgram(key))).status).toBe(404);
    expect((await t.get('/api/vendors', asProgram(key))).body.map((item: { id: number }) => item.id)).toEqual([vendor.id]);

    refused(await t.post('/api/vendors', { name: 'Made by a program' }, asProgram(key)), 403, READ_KEY_WRITES);
    refused(await t.patch(`/api/vendors/${vendor.id}`, { name: 'Renamed' }, asProgram(key)), 403, READ_KEY_WRITES);
    refused(await t.post(`/api/transactions/${sales[0].id}/refund`, undefined, asProgram(key)), 403, READ_KEY_WRITES);
    expect(
      (await t.dataSource.query(`SELECT name, status FROM vendors v JOIN transactions s ON s."vendorId" = v.id WHERE s.id = $1`, [sales[0].id]))[0],
    ).toEqual({
      name: vendor.name,
      status: 'completed',
    });
  });

  it("lets a write key change the merchant's own things, never another merchant's, nor account, security, key or administrator routes", async () => {
    const { merchant, otherSale } = await shops();
    const { key } = await newKey(merchant, { name: 'Back office', scope: 'write' });
    const created = await t.post('/api/vendors', { name: 'Made by a program' }, asProgram(key));
    expect(created.status).toBe(201);
    expect((await t.dataSource.query(`SELECT "ownerId" FROM vendors WHERE id = $1`, [created.body.id]))[0].ownerId).toBe(merchant.id);
    expect((await t.post(`/api/transactions/${otherSale.id}/refund`, undefined, asProgram(key))).status).toBe(404);

    refused(await t.get('/api/settings/api-keys', asProgram(key)), 403, PERSON_ONLY_ROUTE);
    refused(await t.post('/api/settings/api-keys', { scope: 'write' }, asProgram(key)), 403, PERSON_ONLY_ROUTE);
    refused(await t.delete('/api/auth/user', asProgram(key)), 403, PERSON_ONLY_ROUTE);
    refused(await t.patch('/api/settings/commission', { defaultCommissionRate: '0' }, asProgram(key)), 403, PERSON_ONLY_ROUTE);
    // An administrator's key is still only a merchant's program.
    const admin = await t.makeUser({ role: 'admin' });
    const adminKey = (await newKey(admin, { scope: 'write' })).key;
    refused(await t.get('/api/admin/users', asProgram(adminKey)), 403, PERSON_ONLY_ROUTE);
    expect((await t.get('/api/vendors', asProgram(adminKey))).status).toBe(200);
  });

  it("keeps scripts' keys and programs' keys apart", async () => {
    const { merchant, vendor } = await shops();
    const script = (await newKey(merchant, {})).key;
    const program = (await newKey(merchant, { scope: 'write' })).key;
    refused(await t.get('/api/transactions', asProgram(script)), 403, IN_WORLD_KEY_ON_REST);
    refused(await t.get('/api/lsl/status', asProgram(program)), 403, PROGRAM_KEY_IN_WORLD);
    const sale = { sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendor.lslKey, amount: 250 };
    refused(await t.post('/api/lsl/sale', sale, asProgram(program)), 403, PROGRAM_KEY_IN_WORLD);
    expect((await t.get('/api/lsl/status', asProgram(script))).status).toBe(200);
    // A key that is not one, and a bearer token beside a key (the token wins).
    refused(await t.get('/api/transactions', asProgram('slv_' + '0'.repeat(48))), 401, 'A valid API key is required.');
    expect((await t.get('/api/transactions', { token: merchant.token, headers: { 'x-api-key': script } })).status).toBe(200);
  });

  it('keeps a rotated key working for its grace period and not after; a revoked or expired key never works', async () => {
    const { merchant } = await shops();
    const old = await newKey(merchant, { name: 'Stock sync', scope: 'read' });
    const rotated = await t.post(`/api/settings/api-keys/${old.id}/rotate`, { graceHours: 2 }, { token: merchant.token });
    expect(rotated.status).toBe(201);
    expect(rotated.body).toMatchObject({ name: 'Stock sync', scope: 'read', expiresAt: null });
    const worksUntil = Date.parse(rotated.body.previousKeyWorksUntil);
    expect(worksUntil - Date.now()).toBeGreaterThan(2 * 3600_000 - 60_000);
    const listed = (await t.get('/api/settings/api-keys', { token: merchant.token })).body as Array<{ id: string; expiresAt: string | null }>;
    expect(listed.map((key) => [key.id, key.expiresAt])).toEqual([
      [rotated.body.id, null],
      [old.id, rotated.body.previousKeyWorksUntil],
    ]);
    expect((await t.get('/api/transactions', asProgram(old.key))).status).toBe(200);
    expect((await t.get('/api/transactions', asProgram(rotated.body.key))).status).toBe(200);

    // Two hours and a minute later, by the app's clock: the old key is refused, the new one works.
    await at(worksUntil + 60_000, async () => {
      refused(await t.get('/api/transactions', asProgram(old.key)), 401, 'A valid API key is required.');
      expect((await t.get('/api/transactions', asProgram(rotated.body.key))).status).toBe(200);
    });

    // Rotated with no grace, a key stops at once; revoked, it never works again; past its expiry, neither.
    const next = await t.post(`/api/settings/api-keys/${rotated.body.id}/rotate`, { graceHours: 0 }, { token: merchant.token });
    refused(await t.get('/api/transactions', asProgram(rotated.body.key)), 401, 'A valid API key is required.');
    expect((await t.delete(`/api/settings/api-keys/${next.body.id}`, { token: merchant.token })).status).toBe(204);
    refused(await t.get('/api/transactions', asProgram(next.body.key)), 401, 'A valid API key is required.');
    const expiring = await newKey(merchant, { scope: 'read', expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    expect((await t.get('/api/transactions', asProgram(expiring.key))).status).toBe(200);
    await at(Date.now() + 2 * 3600_000, async () => {
      refused(await t.get('/api/transactions', asProgram(expiring.key)), 401, 'A valid API key is required.');
    });
    // Not another merchant's key to rotate; a grace period out of range is refused.
    const stranger = await t.makeUser();
    expect((await t.post(`/api/settings/api-keys/${expiring.id}/rotate`, {}, { token: stranger.token })).status).toBe(404);
    const tooLong = await t.post(`/api/settings/api-keys/${expiring.id}/rotate`, { graceHours: 721 }, { token: merchant.token });
    refused(tooLong, 400, 'graceHours must be a whole number of hours from 0 to 720 (30 days)');
  });

  it("refuses a program's key once its owner is deactivated", async () => {
    const { merchant } = await shops();
    const { key } = await newKey(merchant, { scope: 'read' });
    await t.dataSource.query('UPDATE users SET "isActive" = false WHERE id = $1', [merchant.id]);
    refused(await t.get('/api/transactions', asProgram(key)), 403, 'Your account has been deactivated.');
  });
});

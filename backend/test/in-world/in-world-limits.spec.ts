import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { loadConfig } from '../../src/config/app-config';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestResponse, type TestUser } from '../support/test-app';
import { counts, createApiKey, expectError, inWorldObject, saleBody, scripts, waitForCalls } from './in-world-support';

const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

/** 50 calls a minute per vendor key; the per-user limit of signed-in routes is set to 5 here to show the two are apart. */
describe('in-world rate limits', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let apiKey: string;

  beforeAll(async () => {
    t = await TestApp.start({ env: { THROTTLE_USER_PER_MINUTE: '5' } });
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    apiKey = await createApiKey(t, merchant);
  });
  afterAll(() => t.close());

  const vendorScript = (key = apiKey) => scripts(t, inWorldObject(key));

  it('refuses the 51st sale of a vendor key in a minute with 429 and Retry-After, recording nothing', async () => {
    const vendor = await make.vendor(merchant.id);
    const rows = counts(t.dataSource);
    const statuses: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      statuses.push((await vendorScript().postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 }))).status);
    }
    expect(statuses).toEqual(Array(50).fill(200));
    const before = await rows.transactions();
    const callsBefore = (await waitForCalls(t.dataSource, 50)).length;

    const refused = await vendorScript().postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 }));

    expectError(refused, 429, TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await rows.transactions()).toBe(before);
    const calls = await waitForCalls(t.dataSource, callsBefore + 1);
    expect(calls[calls.length - 1]).toMatchObject({ userId: merchant.id, statusCode: 429, endpoint: 'POST /api/lsl/sale' });

    // Counted per vendor key: the owner's other vendor still sells, and their delivery box (counted by API key) still polls.
    const otherVendor = await make.vendor(merchant.id);
    expect((await vendorScript().postSale(saleBody({ buyer: randomUUID(), vendorKey: otherVendor.lslKey, amount: 10 }))).status).toBe(200);
    const box = await make.box(merchant.id);
    expect((await vendorScript().pending(box.boxKey)).status).toBe(200);
    // Signed-in routes keep their own per-user allowance.
    expect((await t.get('/api/auth/user', { token: merchant.token })).status).toBe(200);
  });

  it('counts quotes against the vendor named in the query: the 51st of 55 is 429, and vendor Y on the same key still answers', async () => {
    const owner = await t.makeUser();
    const key = await createApiKey(t, owner);
    const script = scripts(t, inWorldObject(key));
    const [x, y] = [await make.vendor(owner.id), await make.vendor(owner.id)];
    const quote = (vendorKey: string) => t.get(`/api/lsl/quote?vendor_id=${vendorKey}&user_id=${randomUUID()}`, { headers: script.headers() });
    const statuses: number[] = [];
    for (let index = 0; index < 55; index += 1) statuses.push((await quote(x.lslKey)).status);
    expect(statuses.slice(0, 50).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(50)).toEqual(Array(5).fill(429));
    expect((await quote(y.lslKey)).status).not.toBe(429);
    // The terminal on the same key (counted against the key) is not starved by the vendors' quotes either.
    expect((await script.purchases(randomUUID())).status).toBe(200);
  });

  it("does not let another merchant use up a vendor's allowance by sending its vendor key", async () => {
    const vendor = await make.vendor(merchant.id);
    const stranger = await t.makeUser();
    const strangerKey = await createApiKey(t, stranger);
    for (let index = 0; index < 51; index += 1) {
      await vendorScript(strangerKey).postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 }));
    }
    const own = await vendorScript().postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 }));
    expect(own.status).toBe(200);
  });

  it("counts vendor keys that name none of the owner's vendors against the API key: invented keys get no allowance of their own", async () => {
    const owner = await t.makeUser();
    const key = await createApiKey(t, owner);
    const script = scripts(t, inWorldObject(key));
    const statuses: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      statuses.push((await script.postSale(saleBody({ buyer: randomUUID(), vendorKey: randomUUID(), amount: 10 }))).status);
    }
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(404));
    expect(statuses.slice(50)).toEqual(Array(10).fill(429));
    // Invented box keys share that allowance too.
    expect((await script.pending(randomUUID())).status).toBe(429);
    // The owner's real vendors keep their own allowances.
    const vendor = await make.vendor(owner.id);
    expect((await script.postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 }))).status).toBe(200);
  });

  it('counts a delivery box by its box key: its 51st poll in a minute gets 429, another box of the owner still polls', async () => {
    const owner = await t.makeUser();
    const key = await createApiKey(t, owner);
    const box = scripts(t, inWorldObject(key, 'Delivery Box'));
    const { boxKey } = await make.box(owner.id);
    const statuses: number[] = [];
    for (let index = 0; index < 51; index += 1) statuses.push((await box.pending(boxKey)).status);
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(200));
    expect(statuses[50]).toBe(429);
    // The box's heartbeat names it in the body: the same allowance.
    expect((await box.heartbeat({ kind: 'delivery-box', box_id: boxKey })).status).toBe(429);
    const other = await make.box(owner.id);
    expect((await box.pending(other.boxKey)).status).toBe(200);
    // More than the per-user limit of 5, and still the owner's signed-in calls pass.
    expect((await t.get('/api/auth/user', { token: owner.token })).status).toBe(200);
  });

  it('counts calls that name neither vendor nor box (a terminal) by API key', async () => {
    const owner = await t.makeUser();
    const key = await createApiKey(t, owner);
    const terminal = scripts(t, inWorldObject(key, 'Redelivery Terminal'));
    const statuses: number[] = [];
    for (let index = 0; index < 51; index += 1) statuses.push((await terminal.heartbeat({ kind: 'terminal' })).status);
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(200));
    expect(statuses[50]).toBe(429);
  });
});

/** The hourly allowance uses the same per-vendor-key counting; a small limit shows it without an hour of calls. */
describe('in-world hourly limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ env: { THROTTLE_SCRIPT_PER_MINUTE: '1000', THROTTLE_SCRIPT_PER_HOUR: '5' } });
  });
  afterAll(() => t.close());

  it('refuses the call past the hourly allowance with a Retry-After of up to an hour', async () => {
    const merchant = await t.makeUser();
    const key = await createApiKey(t, merchant);
    const vendor = await factories(t.dataSource).vendor(merchant.id);
    const vendorScript = scripts(t, inWorldObject(key));
    for (let index = 0; index < 5; index += 1) {
      expect((await vendorScript.postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 }))).status).toBe(200);
    }
    const refused = await vendorScript.postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 }));
    expectError(refused, 429, TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  });
});

/** Every call of one API key counts against its ceiling too, whichever of the owner's objects makes it. */
describe('in-world limit per API key', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ env: { THROTTLE_SCRIPT_KEY_PER_MINUTE: '5' } });
  });
  afterAll(() => t.close());

  it("refuses the call past the key's ceiling however many vendors share it, and leaves other merchants' keys alone", async () => {
    const make = factories(t.dataSource);
    const merchant = await t.makeUser();
    const key = await createApiKey(t, merchant);
    const script = scripts(t, inWorldObject(key));
    for (let index = 0; index < 5; index += 1) {
      const vendor = await make.vendor(merchant.id);
      expect((await script.postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 }))).status).toBe(200);
    }
    const sixth = await make.vendor(merchant.id);
    const refused = await script.postSale(saleBody({ buyer: randomUUID(), vendorKey: sixth.lslKey, amount: 10 }));
    expectError(refused, 429, TOO_MANY);

    const other = await t.makeUser();
    const otherVendor = await make.vendor(other.id);
    const otherScript = scripts(t, inWorldObject(await createApiKey(t, other)));
    expect((await otherScript.postSale(saleBody({ buyer: randomUUID(), vendorKey: otherVendor.lslKey, amount: 10 }))).status).toBe(200);
  });
});

describe('default script limits', () => {
  it('are the documented 50 per minute and 1000 per hour per object, and 3000 a minute per API key', () => {
    const { throttle } = loadConfig({});
    expect(throttle.scriptLimitPerMinute).toBe(50);
    expect(throttle.scriptLimitPerHour).toBe(1000);
    expect(throttle.scriptKeyLimitPerMinute).toBe(3000);
  });
});

/**
 * Every in-world route counts a call against the object it names (a vendor by vendor_id, a delivery box by box_id,
 * in the body, the query or the path), so one object's calls never use up another's allowance; a call naming none
 * counts against the API key. A limit of 5 a minute shows it for each route.
 */
describe('in-world limits by route', () => {
  let t: TestApp;
  let make: Factories;

  beforeAll(async () => {
    t = await TestApp.start({ env: { THROTTLE_SCRIPT_PER_MINUTE: '5', THROTTLE_SCRIPT_PER_HOUR: '100000' } });
    make = factories(t.dataSource);
  });
  afterAll(() => t.close());

  type Script = ReturnType<typeof scripts>;
  type Names = 'vendor' | 'box' | 'nothing';
  const id = 2_000_000;
  /** Each in-world route as its script calls it, naming the object `key` (a vendor or box key; unused by routes naming nothing). */
  const ROUTES: Record<string, { names: Names; call: (script: Script, key: string) => Promise<TestResponse> }> = {
    recordSale: { names: 'vendor', call: (script, key) => script.postSale(saleBody({ buyer: randomUUID(), vendorKey: key, amount: 10 })) },
    redeemVoucher: { names: 'vendor', call: (script, key) => script.post('/api/lsl/vouchers/redeem', { vendor_id: key, code: 'GC-NONE' }) },
    getQuote: { names: 'vendor', call: (script, key) => script.get(`/api/lsl/quote?vendor_id=${key}&user_id=${randomUUID()}`) },
    getCatalogue: { names: 'vendor', call: (script, key) => script.get(`/api/lsl/catalogue?vendor_id=${key}`) },
    requestDemo: { names: 'vendor', call: (script, key) => script.post('/api/lsl/demos', { vendor_id: key, product_id: id, avatar: randomUUID() }) },
    reportRefund: { names: 'vendor', call: (script, key) => script.post('/api/lsl/refunds', { vendor_id: key, sale_id: randomUUID(), amount: 1 }) },
    getCommissionDue: { names: 'vendor', call: (script, key) => script.get(`/api/lsl/commission-due?vendor_id=${key}`) },
    reportCommissionPayment: {
      names: 'vendor',
      call: (script, key) => script.post('/api/lsl/commission-payments', { vendor_id: key, amount: 1, transaction_key: randomUUID(), success: true }),
    },
    recordHeartbeat: { names: 'vendor', call: (script, key) => script.heartbeat({ kind: 'vendor', vendor_id: key }) },
    getBuyerPurchases: { names: 'vendor', call: (script, key) => script.purchases(randomUUID(), key) },
    createRedeliveryLink: { names: 'vendor', call: (script, key) => script.post('/api/lsl/redelivery-links', { avatar: randomUUID(), vendor_id: key }) },
    reportPayoutResult: { names: 'vendor', call: (script, key) => script.post(`/api/lsl/payouts/${id}/result`, { vendor_id: key, success: true }) },
    reportRefundOrderResult: {
      names: 'vendor',
      call: (script, key) => script.post(`/api/lsl/payouts/refunds/${id}/result`, { vendor_id: key, success: true }),
    },
    issuePayoutSecret: { names: 'vendor', call: (script, key) => script.post('/api/lsl/payouts/secret', { vendor_id: key }) },
    payoutOrders: { names: 'vendor', call: (script, key) => script.get(`/api/lsl/payouts/orders?vendor_id=${key}`) },
    putVendorInventory: { names: 'vendor', call: (script, key) => script.put('/api/lsl/vendors/inventory', { vendor_id: key, items: ['Red Dress'] }) },
    putBoxInventory: { names: 'box', call: (script, key) => script.inventory(key, ['Red Dress']) },
    getPendingRedeliveries: { names: 'box', call: (script, key) => script.pending(key) },
    reportRedeliveryDelivered: { names: 'box', call: (script, key) => script.delivered(id, key) },
    reportRedeliveryFailed: { names: 'box', call: (script, key) => script.failed(id, 'No copy left', key) },
    reportUpdateDelivered: { names: 'box', call: (script, key) => script.post(`/api/lsl/update-deliveries/${id}/delivered`, { box_id: key }) },
    reportUpdateFailed: {
      names: 'box',
      call: (script, key) => script.post(`/api/lsl/update-deliveries/${id}/failed`, { box_id: key, reason: 'No copy left' }),
    },
    getLslStatus: { names: 'nothing', call: (script) => script.get('/api/lsl/status') },
    createRedelivery: { names: 'nothing', call: (script) => script.requestRedelivery(id, randomUUID()) },
  };

  it('has a case for every route that takes an API key', () => {
    const document = JSON.parse(readFileSync(resolve(__dirname, '..', '..', '..', 'openapi', 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string; security?: Array<Record<string, unknown>> }>>;
    };
    const inWorld = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((operation) => operation.security?.some((scheme) => 'api-key' in scheme))
      .map((operation) => operation.operationId);
    expect(Object.keys(ROUTES).sort()).toEqual(inWorld.sort());
  });

  it.each(Object.entries(ROUTES))('%s counts against what it names', async (_name, route) => {
    const owner = await t.makeUser();
    const script = scripts(t, inWorldObject(await createApiKey(t, owner)));
    const objectKey = async () => (route.names === 'box' ? (await make.box(owner.id)).boxKey : (await make.vendor(owner.id)).lslKey);
    const [x, y] = [await objectKey(), await objectKey()];
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await route.call(script, x)).status);
    expect(statuses.slice(0, 5).filter((status) => status === 429)).toEqual([]);
    expect(statuses[5]).toBe(429);
    if (route.names === 'nothing') {
      // Counted against the key: the owner's vendor, with an allowance of its own, still sells on the same key.
      expect((await script.postSale(saleBody({ buyer: randomUUID(), vendorKey: y, amount: 10 }))).status).toBe(200);
    } else {
      // Counted against object X: object Y of the same owner, on the same key, still answers.
      expect((await route.call(script, y)).status).not.toBe(429);
    }
  });
});

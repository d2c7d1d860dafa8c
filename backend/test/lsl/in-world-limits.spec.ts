import { randomUUID } from 'node:crypto';

import { loadConfig } from '../../src/config/app-config';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';
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

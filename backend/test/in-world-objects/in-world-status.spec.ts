import { randomUUID } from 'node:crypto';

import { InWorldCall } from '../../src/in-world/in-world-call.entity';
import { User } from '../../src/users/user.entity';
import { createApiKey, expectError, inWorldObject, recordedCalls, saleBody, scripts, simulatorHeaders, waitForCalls } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/** GET /api/lsl/status, GET /api/lsl/activity, and the record of in-world calls behind them. */
describe('in-world status and call records', () => {
  let t: TestApp;
  let make: Factories;
  let alice: TestUser;
  let bob: TestUser;
  let aliceKey: string;
  let bobKey: string;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    alice = await t.makeUser();
    bob = await t.makeUser();
    aliceKey = await createApiKey(t, alice);
    bobKey = await createApiKey(t, bob);
  });
  afterAll(() => t.close());

  const status = (options: Parameters<TestApp['get']>[1] = {}) => t.get('/api/lsl/status', options);
  const withKey = (key: string) => ({ headers: simulatorHeaders(inWorldObject(key)) });
  const callRows = () => recordedCalls(t);

  it('answers per caller, by bearer token or API key, and platform-wide when anonymous', async () => {
    const empty = await status();
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ active_vendors: 0, total_vendors: 0, last_request: null, online_objects: 0, total_objects: 0 });

    const aliceVendor = await make.vendor(alice.id);
    await make.vendor(alice.id);
    await make.vendor(alice.id, { isActive: false });
    // Paused by Pause all vendors: not active, as on the dashboard.
    await make.vendor(alice.id, { pausedAt: new Date() });
    await make.vendor(bob.id);
    // Objects count as live within 11 minutes of their last heartbeat.
    await make.object(alice.id, { kind: 'vendor', vendorId: aliceVendor.id });
    await make.object(alice.id, { kind: 'terminal', lastSeenAt: new Date(Date.now() - 12 * 60_000) });
    await make.object(bob.id, { kind: 'delivery-box', boxId: (await make.box(bob.id)).id, lastSeenAt: new Date(Date.now() - 10 * 60_000) });

    expect((await status({ token: alice.token })).body).toEqual({
      active_vendors: 2,
      total_vendors: 4,
      last_request: null,
      online_objects: 1,
      total_objects: 2,
    });
    expect((await status()).body).toEqual({ active_vendors: 3, total_vendors: 5, last_request: null, online_objects: 2, total_objects: 3 });
    // Bob's own call is recorded only once answered, so it is not its own last_request.
    expect((await status(withKey(bobKey))).body).toEqual({ active_vendors: 1, total_vendors: 1, last_request: null, online_objects: 1, total_objects: 1 });
    const [bobCall] = await waitForCalls(t.dataSource, 1);
    expect((await status()).body.last_request).toBe(bobCall.createdAt.toISOString());
    expect((await status({ token: alice.token })).body.last_request).toBeNull();

    const before = Date.now();
    await scripts(t, inWorldObject(aliceKey)).postSale(saleBody({ buyer: randomUUID(), vendorKey: aliceVendor.lslKey, amount: 10 }));
    const rows = await waitForCalls(t.dataSource, 2);
    const aliceCall = rows.find((row) => row.userId === alice.id)!;
    expect(aliceCall.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const forAlice = await status({ token: alice.token });
    expect(forAlice.body.last_request).toBe(aliceCall.createdAt.toISOString());
    expect((await status({ token: bob.token })).body.last_request).toBe(rows.find((row) => row.userId === bob.id)!.createdAt.toISOString());
    const anonymous = await status();
    expect(anonymous.body.last_request).toBe(aliceCall.createdAt.toISOString());
  });

  it('records status calls made with an API key, never the dashboard polling with a bearer token', async () => {
    const before = (await callRows()).length;
    await status({ token: alice.token });
    await status();
    await status(withKey(aliceKey));
    const rows = await waitForCalls(t.dataSource, before + 1);
    // Calls are written in batches within 100 ms: wait well past that before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await callRows()).length).toBe(before + 1);
    expect(rows[rows.length - 1]).toMatchObject({ userId: alice.id, endpoint: 'GET /api/lsl/status', statusCode: 200 });
  });

  it('refuses a status call with a key or token that is not valid, rather than answering for the platform', async () => {
    expectError(await status(withKey(`slv_${'1'.repeat(48)}`)), 401, 'A valid API key is required.');
    expectError(await status({ token: 'expired-or-forged' }), 401, 'Authentication required. Please sign in.');
    const deactivated = await t.makeUser({ isActive: false });
    expectError(await status({ token: deactivated.token }), 403, 'Your account has been deactivated.');
  });

  it('records refused calls too: no key, a foreign vendor, an inactive vendor, a body too large', async () => {
    const carol = await t.makeUser();
    const carolKey = await createApiKey(t, carol);
    const foreign = await make.vendor(alice.id);
    const inactive = await make.vendor(carol.id, { isActive: false });
    const active = await make.vendor(carol.id);
    const carolScript = scripts(t, inWorldObject(carolKey));
    const before = (await callRows()).length;

    const headers = simulatorHeaders(inWorldObject(carolKey));
    delete headers['x-api-key'];
    expect(
      (await t.request('POST', '/api/lsl/sale', { rawBody: saleBody({ buyer: randomUUID(), vendorKey: active.lslKey, amount: 5 }), headers })).status,
    ).toBe(401);
    expect((await carolScript.postSale(saleBody({ buyer: randomUUID(), vendorKey: foreign.lslKey, amount: 5 }))).status).toBe(404);
    expect((await carolScript.postSale(saleBody({ buyer: randomUUID(), vendorKey: inactive.lslKey, amount: 5 }))).status).toBe(403);
    expect((await carolScript.postSale(saleBody({ buyer: randomUUID(), vendorKey: active.lslKey, amount: 5 }))).status).toBe(200);
    const huge = JSON.stringify({ user_id: randomUUID(), vendor_id: active.lslKey, amount: 5, buyer_name: 'x'.repeat(6 * 1024 * 1024) });
    expect((await carolScript.postSale(huge)).status).toBe(413);
    expect((await carolScript.pending((await make.box(carol.id)).boxKey)).status).toBe(200);

    const rows = (await waitForCalls(t.dataSource, before + 6)).slice(before);
    expect(rows.map(({ userId, vendorId, endpoint, statusCode }) => ({ userId, vendorId, endpoint, statusCode }))).toEqual([
      { userId: null, vendorId: null, endpoint: 'POST /api/lsl/sale', statusCode: 401 },
      { userId: carol.id, vendorId: null, endpoint: 'POST /api/lsl/sale', statusCode: 404 },
      { userId: carol.id, vendorId: inactive.id, endpoint: 'POST /api/lsl/sale', statusCode: 403 },
      { userId: carol.id, vendorId: active.id, endpoint: 'POST /api/lsl/sale', statusCode: 200 },
      // Refused before the key is read: the body never reached the API.
      { userId: null, vendorId: null, endpoint: 'POST /api/lsl/sale', statusCode: 413 },
      { userId: carol.id, vendorId: null, endpoint: 'GET /api/lsl/redeliveries/pending', statusCode: 200 },
    ]);
  });

  it("gives the signed-in merchant today's requests and error rate", async () => {
    const dave = await t.makeUser();
    const daveKey = await createApiKey(t, dave);
    const fresh = await t.get('/api/lsl/activity', { token: dave.token });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ requestsToday: 0, errorRate: null });

    const vendor = await make.vendor(dave.id);
    const daveScript = scripts(t, inWorldObject(daveKey));
    const { boxKey } = await make.box(dave.id);
    const before = (await callRows()).length;
    await daveScript.postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 5 }));
    await daveScript.postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 5 }));
    await daveScript.pending(boxKey);
    await daveScript.postSale(saleBody({ buyer: randomUUID(), vendorKey: randomUUID(), amount: 5 }));
    await daveScript.purchases('not-a-key');
    await daveScript.pending(boxKey);
    await waitForCalls(t.dataSource, before + 6);
    // Yesterday's calls (SLT) do not count.
    await t.dataSource
      .getRepository(InWorldCall)
      .insert({ userId: dave.id, endpoint: 'GET /api/lsl/redeliveries/pending', statusCode: 500, createdAt: new Date(Date.now() - 2 * 24 * 3600_000) });

    const activity = await t.get('/api/lsl/activity', { token: dave.token });
    // 2 of 6 refused: 33.3 %.
    expect(activity.body).toEqual({ requestsToday: 6, errorRate: '33.3' });
    expectError(await t.get('/api/lsl/activity'), 401, 'Authentication required. Please sign in.');
  });

  it('stops answering a key once its owner is deactivated, and records the refusal under the owner', async () => {
    const erin = await t.makeUser();
    const erinKey = await createApiKey(t, erin);
    await t.dataSource.getRepository(User).update({ id: erin.id }, { isActive: false });
    const before = (await callRows()).length;
    expectError(await scripts(t, inWorldObject(erinKey)).pending(randomUUID()), 403, 'Your account has been deactivated.');
    const rows = await waitForCalls(t.dataSource, before + 1);
    expect(rows[rows.length - 1]).toMatchObject({ userId: erin.id, statusCode: 403 });
  });
});

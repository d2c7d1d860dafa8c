import { randomUUID } from 'node:crypto';

import { InWorldObject } from '../../src/in-world-objects/in-world-object.entity';
import { currentScriptVersion } from '../../src/in-world-objects/script-versions';
import { createApiKey, expectError, inWorldObject, recordedCalls, scripts, simulatorHeaders, waitForCalls } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/** Heartbeats of the three scripts, the objects they make visible, and the scripts served ready to paste. */
describe('in-world heartbeats and object status', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let apiKey: string;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    apiKey = await createApiKey(t, merchant);
  });
  afterAll(() => t.close());

  const objectRows = () => t.dataSource.getRepository(InWorldObject).count();
  const vendorOf = async (user: TestUser, id: number) => (await t.get(`/api/vendors/${id}`, { token: user.token })).body;

  it('shows a vendor object on the vendor after its heartbeat: online, region, map link, script version, held-back sales', async () => {
    const vendor = await make.vendor(merchant.id);
    const script = scripts(t, inWorldObject(apiKey, 'Vendor - Red Dress'));
    const answer = await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey, queued: 2, parked: 1, region: 'Ignored', position: '<1, 2, 3>' });
    expect(answer.status).toBe(200);
    // paused: whether the owner paused all vendors (vendor-pause.spec.ts).
    expect(answer.body).toEqual({ ok: true, heartbeat_seconds: 300, paused: false });

    const [object] = (await vendorOf(merchant, vendor.id)).objects;
    // The simulator's headers win over the body: "Luna Bay (256000, 256512)" and "(128.500000, 64.250000, 22.000000)".
    expect(object).toEqual({
      objectKey: script.object.objectKey,
      objectName: 'Vendor - Red Dress',
      kind: 'vendor',
      region: 'Luna Bay',
      position: '(128.500000, 64.250000, 22.000000)',
      mapUrl: 'https://maps.secondlife.com/secondlife/Luna%20Bay/129/64/22',
      lastSeenAt: expect.any(String),
      online: true,
      demo: false,
      scriptVersion: '2.0.0',
      // The helper sends 2.0.0, older than the vendor script the LSL Integration page serves.
      scriptUpdate: { version: currentScriptVersion('vendor'), changes: expect.arrayContaining([expect.stringMatching(/^2\.1\.0: /)]) },
      queued: 2,
      parked: 1,
      // The lowest free memory of its scripts, as the heartbeat said: the Vendors page warns under 8 KB.
      freeMemory: 30_000,
    });
    const list = await t.get('/api/vendors', { token: merchant.token });
    expect(list.body.find((row: { id: number }) => row.id === vendor.id).objects).toEqual([object]);
  });

  it('shows Update available with the change list for an older script version, and nothing for the current one', async () => {
    const vendor = await make.vendor(merchant.id);
    const script = scripts(t, inWorldObject(apiKey));
    await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey, script_version: '2.1.0' });
    const [older] = (await vendorOf(merchant, vendor.id)).objects;
    expect(older.scriptUpdate.version).toBe(currentScriptVersion('vendor'));
    expect(older.scriptUpdate.changes[0]).toMatch(/^2\.2\.0: Waits for the platform's answer before giving the item/);
    expect(older.scriptUpdate.changes.join('\n')).not.toMatch(/^2\.[01]\.0: /m);

    await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey, script_version: currentScriptVersion('vendor') });
    expect((await vendorOf(merchant, vendor.id)).objects).toMatchObject([{ scriptVersion: currentScriptVersion('vendor'), scriptUpdate: null }]);
  });

  it('keeps one row per object: the next heartbeat replaces what the last one said', async () => {
    const vendor = await make.vendor(merchant.id);
    const script = scripts(t, inWorldObject(apiKey));
    await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey, queued: 3 });
    const before = await objectRows();
    await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey, queued: 0, script_version: '2.0.1' });
    expect(await objectRows()).toBe(before);
    expect((await vendorOf(merchant, vendor.id)).objects).toMatchObject([{ queued: 0, scriptVersion: '2.0.1' }]);
  });

  it('shows an object offline once it has missed two heartbeats (11 minutes)', async () => {
    const vendor = await make.vendor(merchant.id);
    const script = scripts(t, inWorldObject(apiKey));
    await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey });
    const repository = t.dataSource.getRepository(InWorldObject);
    await repository.update({ objectKey: script.object.objectKey }, { lastSeenAt: new Date(Date.now() - 10 * 60_000) });
    expect((await vendorOf(merchant, vendor.id)).objects[0].online).toBe(true);
    await repository.update({ objectKey: script.object.objectKey }, { lastSeenAt: new Date(Date.now() - 11 * 60_000 - 1000) });
    expect((await vendorOf(merchant, vendor.id)).objects[0].online).toBe(false);
  });

  it('takes the body when the simulator headers are missing', async () => {
    const vendor = await make.vendor(merchant.id);
    const objectKey = randomUUID();
    const response = await t.request('POST', '/api/lsl/heartbeat', {
      headers: { 'x-api-key': apiKey },
      body: { kind: 'vendor', vendor_id: vendor.lslKey, object_key: objectKey, object_name: 'Kiosk', region: 'Bellisseria', position: '<10.0, 20.0, 30.0>' },
    });
    expect(response.status).toBe(200);
    expect((await vendorOf(merchant, vendor.id)).objects).toMatchObject([
      { objectKey, objectName: 'Kiosk', region: 'Bellisseria', mapUrl: 'https://maps.secondlife.com/secondlife/Bellisseria/10/20/30', queued: 0, parked: 0 },
    ]);
  });

  it('lists a delivery box object on its box, with its URL kept for pings', async () => {
    const box = await make.box(merchant.id);
    const script = scripts(t, inWorldObject(apiKey, 'Delivery Box'));
    expect((await script.heartbeat({ kind: 'delivery-box', box_id: box.boxKey })).status).toBe(200);
    const listed = await t.get(`/api/delivery-boxes/${box.id}`, { token: merchant.token });
    expect(listed.body).toMatchObject({ online: true, objects: [{ objectKey: script.object.objectKey, kind: 'delivery-box', online: true }] });
  });

  it("keeps the free memory a vendor set reports (the lowest of its scripts' llGetFreeMemory), and refuses one that is not whole bytes", async () => {
    const vendor = await make.vendor(merchant.id);
    const script = scripts(t, inWorldObject(apiKey));
    expect((await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey, free_memory: 7_321 })).status).toBe(200);
    const stored = () => t.dataSource.getRepository(InWorldObject).findOneByOrFail({ objectKey: script.object.objectKey });
    expect((await stored()).freeMemory).toBe(7_321);
    for (const wrong of [-1, 12.5, 'lots', 20_000_000]) {
      expectError(
        await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey, free_memory: wrong as number }),
        400,
        'free_memory must be a whole number of bytes',
      );
    }
    expect((await stored()).freeMemory).toBe(7_321);
  });

  it("refuses a heartbeat for another merchant's vendor or box, or an invented key, and writes nothing", async () => {
    const stranger = await t.makeUser();
    const strangerKey = await createApiKey(t, stranger);
    const vendor = await make.vendor(merchant.id);
    const box = await make.box(merchant.id);
    const foreign = scripts(t, inWorldObject(strangerKey));
    const before = await objectRows();
    expectError(await foreign.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey }), 404, 'Unknown vendor key.');
    expectError(await foreign.heartbeat({ kind: 'delivery-box', box_id: box.boxKey }), 404, 'Unknown box key.');
    expectError(await foreign.heartbeat({ kind: 'vendor', vendor_id: randomUUID() }), 404, 'Unknown vendor key.');
    expectError(await foreign.heartbeat({ kind: 'delivery-box', box_id: randomUUID() }), 404, 'Unknown box key.');
    expect(await objectRows()).toBe(before);
    expect((await vendorOf(merchant, vendor.id)).objects).toEqual([]);
    expect((await t.get(`/api/delivery-boxes/${box.id}`, { token: merchant.token })).body.objects).toEqual([]);
  });

  it("never lets one merchant's report move another merchant's object, even with its object key", async () => {
    const vendor = await make.vendor(merchant.id);
    const mine = scripts(t, inWorldObject(apiKey));
    await mine.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey });
    const stranger = await t.makeUser();
    const strangerKey = await createApiKey(t, stranger);
    const theirVendor = await make.vendor(stranger.id);
    // Same X-SecondLife-Object-Key, forged.
    const forged = scripts(t, { ...inWorldObject(strangerKey), objectKey: mine.object.objectKey });
    expect((await forged.heartbeat({ kind: 'vendor', vendor_id: theirVendor.lslKey })).status).toBe(200);
    expect((await vendorOf(merchant, vendor.id)).objects).toMatchObject([{ objectKey: mine.object.objectKey }]);
    expect((await vendorOf(stranger, theirVendor.id)).objects).toMatchObject([{ objectKey: mine.object.objectKey }]);
    expectError(await t.get(`/api/vendors/${vendor.id}`, { token: stranger.token }), 404, 'Vendor not found.');
  });

  it.each([
    [{ kind: 'vendor' }, "vendor_id is required for a vendor: the vendor's LSL key"],
    [{ kind: 'delivery-box' }, "box_id is required for a delivery box: the box's key from the LSL Integration page"],
    [{ kind: 'kiosk' }, 'kind must be one of vendor, delivery-box, terminal'],
    [{ kind: 'terminal', queued: -1 }, 'queued must be a whole number from 0 to 1000000'],
    [{ kind: 'terminal', parked: 1.5 }, 'parked must be a whole number from 0 to 1000000'],
    [{ kind: 'terminal', object_key: 'not-a-key' }, 'object_key must be the object key (a UUID, llGetKey())'],
    [{ kind: 'terminal', surprise: true }, 'Unknown field "surprise" is not allowed'],
    [{ kind: 'delivery-box', url: 'http://127.0.0.1:9/steal' }, 'url must be the HTTP-in URL a Second Life simulator granted (llRequestURL).'],
  ])('refuses %j with 400: %s', async (fields, message) => {
    const box = await make.box(merchant.id);
    const body = { object_key: randomUUID(), object_name: 'Object', ...fields };
    if (body.kind === 'delivery-box' && 'url' in fields) Object.assign(body, { box_id: box.boxKey });
    const before = await objectRows();
    const response = await t.request('POST', '/api/lsl/heartbeat', { headers: { 'x-api-key': apiKey }, body });
    expectError(response, 400, message);
    expect(await objectRows()).toBe(before);
  });

  it('takes a terminal heartbeat, counts it among the live objects, and records the call', async () => {
    const owner = await t.makeUser();
    const key = await createApiKey(t, owner);
    const terminal = scripts(t, inWorldObject(key, 'Redelivery Terminal'));
    const before = (await recordedCalls(t)).length;
    expect((await terminal.heartbeat({ kind: 'terminal' })).status).toBe(200);
    const status = await t.get('/api/lsl/status', { token: owner.token });
    expect(status.body).toMatchObject({ online_objects: 1, total_objects: 1 });
    const rows = await waitForCalls(t.dataSource, before + 1);
    expect(rows[rows.length - 1]).toMatchObject({ userId: owner.id, endpoint: 'POST /api/lsl/heartbeat', statusCode: 200 });
  });

  it('refuses a heartbeat without a valid API key', async () => {
    const headers = simulatorHeaders(inWorldObject(`slv_${'0'.repeat(48)}`));
    const response = await t.request('POST', '/api/lsl/heartbeat', {
      headers,
      rawBody: JSON.stringify({ kind: 'terminal', object_key: randomUUID(), object_name: 'x' }),
    });
    expectError(response, 401, 'A valid API key is required.');
  });

  describe('the scripts, ready to paste', () => {
    it("fills this server's address, and the picked vendor's and box's keys; the API key stays a placeholder", async () => {
      const vendor = await make.vendor(merchant.id);
      const box = await make.box(merchant.id);
      const response = await t.get(`/api/lsl/scripts?vendorId=${vendor.id}&boxId=${box.id}`, { token: merchant.token });
      expect(response.status).toBe(200);
      expect(response.body.baseUrl).toBe(t.baseUrl);
      expect(response.body.scripts.map((script: { kind: string; fileName: string }) => [script.kind, script.fileName])).toEqual([
        ['vendor', 'vendor-delivery.lsl'],
        ['vendor-payments', 'vendor-payments.lsl'],
        ['vendor-menu', 'vendor-menu.lsl'],
        ['vendor-catalogue', 'vendor-catalogue.lsl'],
        ['delivery-box', 'delivery-box.lsl'],
        ['terminal', 'redelivery-terminal.lsl'],
        ['payouts', 'payouts.lsl'],
      ]);
      const [vendorScript, paymentsScript, menuScript, catalogueScript, boxScript, terminalScript, payoutsScript] = response.body.scripts.map(
        (script: { source: string }) => script.source,
      );
      for (const source of [vendorScript, boxScript, terminalScript, payoutsScript]) {
        expect(source).toContain(`string API_BASE_URL = "${t.baseUrl}";`);
        expect(source).toContain('string API_KEY = "YOUR_API_KEY";');
      }
      // The payments, menu and catalogue scripts of the vendor set have no settings: they read the delivery script's.
      for (const source of [paymentsScript, menuScript, catalogueScript]) {
        expect(source).not.toContain('API_KEY');
        expect(source).toContain('string SETTINGS = "vendor:settings";');
      }
      for (const source of response.body.scripts.map((script: { source: string }) => script.source)) expect(source).not.toContain('lsl/README.md');
      expect(vendorScript).toContain(`string VENDOR_KEY = "${vendor.lslKey}";`);
      // The payouts script sits beside the vendor script and names the same vendor.
      expect(payoutsScript).toContain(`string VENDOR_KEY = "${vendor.lslKey}";`);
      expect(boxScript).toContain(`string BOX_KEY = "${box.boxKey}";`);
    });

    it('keeps the key placeholders when nothing is picked', async () => {
      const response = await t.get('/api/lsl/scripts', { token: merchant.token });
      expect(response.body.scripts[0].source).toContain('string VENDOR_KEY = "YOUR_VENDOR_KEY";');
      expect(response.body.scripts[4].source).toContain('string BOX_KEY = "YOUR_BOX_KEY";');
    });

    it("refuses another merchant's vendor or box, and a signed-out caller", async () => {
      const stranger = await t.makeUser();
      const vendor = await make.vendor(merchant.id);
      const box = await make.box(merchant.id);
      expectError(await t.get(`/api/lsl/scripts?vendorId=${vendor.id}`, { token: stranger.token }), 404, 'Vendor not found.');
      expectError(await t.get(`/api/lsl/scripts?boxId=${box.id}`, { token: stranger.token }), 404, 'Delivery box not found.');
      expectError(
        await t.get('/api/lsl/scripts?vendorId=abc', { token: merchant.token }),
        400,
        'vendorId must be the id of one of your vendors (a whole number)',
      );
      expectError(await t.get('/api/lsl/scripts'), 401, 'Authentication required. Please sign in.');
    });
  });
});

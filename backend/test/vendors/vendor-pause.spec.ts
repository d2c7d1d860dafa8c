import { randomUUID } from 'node:crypto';

import { Transaction } from '../../src/sales/transaction.entity';
import { createApiKey, expectError, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { notificationsHeard } from '../support/sale-statements';
import { TestApp, type TestUser } from '../support/test-app';

/** The panic switch: POST /api/vendors/pause-all and /resume-all, and what a paused vendor does in-world. */
describe('pausing and resuming all vendors', () => {
  let t: TestApp;
  let make: Factories;
  let admin: TestUser;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    admin = await t.makeUser({ role: 'admin' });
  });
  afterAll(() => t.close());

  /** A merchant with an API key for their in-world scripts. */
  async function merchantWithKey(): Promise<{ user: TestUser; apiKey: string }> {
    const user = await t.makeUser();
    return { user, apiKey: await createApiKey(t, user) };
  }

  const sale = (apiKey: string, vendorKey: string, app: TestApp = t) =>
    scripts(app, inWorldObject(apiKey)).postSale(saleBody({ buyer: randomUUID(), vendorKey, amount: 250 }));
  const pauseAll = (user: TestUser, app: TestApp = t) => app.post('/api/vendors/pause-all', undefined, { token: user.token });
  const resumeAll = (user: TestUser, app: TestApp = t) => app.post('/api/vendors/resume-all', undefined, { token: user.token });
  const pauseRows = (ids: number[]) =>
    t.dataSource.query(`SELECT id, "isActive", "pausedAt" IS NOT NULL AS paused FROM vendors WHERE id = ANY($1) ORDER BY id`, [ids]);
  const salesOf = (vendorId: number) => t.dataSource.getRepository(Transaction).countBy({ vendorId });
  const pauseActivitiesOf = (userId: string) =>
    t.dataSource.query(
      `SELECT "activityType", description, metadata FROM activities WHERE "userId" = $1 AND "activityType" IN ('vendors_paused', 'vendors_resumed') ORDER BY id`,
      [userId],
    );

  it("counts paused vendors out of the merchant's Active Vendors and the platform's active vendors until they are resumed", async () => {
    const { user } = await merchantWithKey();
    await make.vendor(user.id);
    await make.vendor(user.id);
    const merchantActive = async () => (await t.get('/api/dashboard/stats', { token: user.token })).body.activeVendors;
    const platformActive = async () => (await t.get('/api/admin/platform-stats', { token: admin.token })).body.activeVendors;
    expect(await merchantActive()).toBe(2);
    const before = await platformActive();
    expect((await pauseAll(user)).status).toBe(200);
    expect(await merchantActive()).toBe(0);
    expect(await platformActive()).toBe(before - 2);
    expect((await resumeAll(user)).status).toBe(200);
    expect(await merchantActive()).toBe(2);
    expect(await platformActive()).toBe(before);
  });

  it('refuses every sale of a paused vendor with 403 "This vendor is inactive." and takes them again after the resume', async () => {
    const { user, apiKey } = await merchantWithKey();
    const main = await make.vendor(user.id);
    const kiosk = await make.vendor(user.id);
    // Each vendor has sold once already, so the sale path holds it in memory when the pause comes.
    expect((await sale(apiKey, main.lslKey)).status).toBe(200);
    expect((await sale(apiKey, kiosk.lslKey)).status).toBe(200);

    const paused = await pauseAll(user);
    expect(paused.status).toBe(200);
    expect(paused.body).toEqual({ paused: 2 });
    for (const vendor of [main, kiosk]) {
      const refused = await sale(apiKey, vendor.lslKey);
      expectError(refused, 403, 'This vendor is inactive.');
      expect(refused.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'This vendor is inactive.' });
      expect(await salesOf(vendor.id)).toBe(1);
    }

    const resumed = await resumeAll(user);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toEqual({ resumed: 2 });
    for (const vendor of [main, kiosk]) {
      const accepted = await sale(apiKey, vendor.lslKey);
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ status: 'completed', amount: 250 });
      expect(await salesOf(vendor.id)).toBe(2);
    }
  });

  it('shows the pause on each vendor (paused, pausedAt) without touching its own Active switch', async () => {
    const { user } = await merchantWithKey();
    const vendor = await make.vendor(user.id);
    const before = await t.get(`/api/vendors/${vendor.id}`, { token: user.token });
    expect(before.body).toMatchObject({ isActive: true, paused: false, pausedAt: null });

    await pauseAll(user);
    const during = await t.get('/api/vendors', { token: user.token });
    expect(during.body).toEqual([expect.objectContaining({ id: vendor.id, isActive: true, paused: true, pausedAt: expect.any(String) })]);
    expect(Number.isNaN(Date.parse(during.body[0].pausedAt))).toBe(false);

    await resumeAll(user);
    expect((await t.get(`/api/vendors/${vendor.id}`, { token: user.token })).body).toMatchObject({ isActive: true, paused: false, pausedAt: null });
  });

  it('keeps a vendor switched off before the pause switched off after the resume', async () => {
    const { user, apiKey } = await merchantWithKey();
    const selling = await make.vendor(user.id);
    const switchedOff = await make.vendor(user.id, { isActive: false });

    expect((await pauseAll(user)).body).toEqual({ paused: 2 });
    expect(await pauseRows([selling.id, switchedOff.id])).toEqual([
      { id: selling.id, isActive: true, paused: true },
      { id: switchedOff.id, isActive: false, paused: true },
    ]);

    expect((await resumeAll(user)).body).toEqual({ resumed: 2 });
    expect(await pauseRows([selling.id, switchedOff.id])).toEqual([
      { id: selling.id, isActive: true, paused: false },
      { id: switchedOff.id, isActive: false, paused: false },
    ]);
    expect((await sale(apiKey, selling.lslKey)).status).toBe(200);
    expectError(await sale(apiKey, switchedOff.lslKey), 403, 'This vendor is inactive.');
  });

  it('keeps the pause through an edit of the vendor, even one that switches it on', async () => {
    const { user, apiKey } = await merchantWithKey();
    const vendor = await make.vendor(user.id, { isActive: false });
    await pauseAll(user);

    const edited = await t.patch(`/api/vendors/${vendor.id}`, { name: 'Renamed while paused', isActive: true }, { token: user.token });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Renamed while paused', isActive: true, paused: true });
    expectError(await sale(apiKey, vendor.lslKey), 403, 'This vendor is inactive.');

    await resumeAll(user);
    expect((await sale(apiKey, vendor.lslKey)).status).toBe(200);
  });

  it('pauses a second time only the vendors not paused yet, keeping the first pause time; resumes only what is paused', async () => {
    const { user } = await merchantWithKey();
    const first = await make.vendor(user.id);
    await pauseAll(user);
    const [{ pausedAt }] = await t.dataSource.query(`SELECT "pausedAt" FROM vendors WHERE id = $1`, [first.id]);
    const added = await make.vendor(user.id);

    expect((await pauseAll(user)).body).toEqual({ paused: 1 });
    const [again] = await t.dataSource.query(`SELECT "pausedAt" FROM vendors WHERE id = $1`, [first.id]);
    expect(again.pausedAt).toEqual(pausedAt);
    expect(await pauseRows([first.id, added.id])).toEqual([
      { id: first.id, isActive: true, paused: true },
      { id: added.id, isActive: true, paused: true },
    ]);
    expect((await pauseAll(user)).body).toEqual({ paused: 0 });

    expect((await resumeAll(user)).body).toEqual({ resumed: 2 });
    expect((await resumeAll(user)).body).toEqual({ resumed: 0 });
    // A merchant without vendors may press the buttons too: nothing to do.
    const empty = await t.makeUser();
    expect((await pauseAll(empty)).body).toEqual({ paused: 0 });
    expect((await resumeAll(empty)).body).toEqual({ resumed: 0 });
  });

  it('records each pause and resume in the activity log with the vendors it changed', async () => {
    const { user } = await merchantWithKey();
    const one = await make.vendor(user.id);
    const two = await make.vendor(user.id);

    await pauseAll(user);
    await pauseAll(user);
    await resumeAll(user);
    const activities = await pauseActivitiesOf(user.id);
    const PAUSED = { before: { paused: false }, after: { paused: true } };
    const RESUMED = { before: { paused: true }, after: { paused: false } };
    expect(activities).toEqual([
      { activityType: 'vendors_paused', description: 'All vendors paused: 2 vendors paused', metadata: { vendorIds: expect.any(Array), ...PAUSED } },
      { activityType: 'vendors_paused', description: 'All vendors paused: 0 vendors paused', metadata: { vendorIds: [], ...PAUSED } },
      { activityType: 'vendors_resumed', description: 'All vendors resumed: 2 vendors resumed', metadata: { vendorIds: expect.any(Array), ...RESUMED } },
    ]);
    expect([...activities[0].metadata.vendorIds].sort()).toEqual([one.id, two.id].sort());
    expect([...activities[2].metadata.vendorIds].sort()).toEqual([one.id, two.id].sort());
  });

  describe('who can pause whom', () => {
    it("leaves another merchant's vendors selling, whoever presses the button, and whatever the request names", async () => {
      const a = await merchantWithKey();
      const b = await merchantWithKey();
      const vendorOfA = await make.vendor(a.user.id);
      const vendorOfB = await make.vendor(b.user.id);
      expect((await sale(b.apiKey, vendorOfB.lslKey)).status).toBe(200);

      // A body, a query or a path naming B or B's vendors changes nothing of B's: the endpoints read no input and act on
      // the caller's own vendors only (here A's one vendor, paused by the first call).
      const withBody = await t.post('/api/vendors/pause-all', { ownerId: b.user.id, vendorIds: [vendorOfB.id] }, { token: a.user.token });
      expect({ status: withBody.status, body: withBody.body }).toEqual({ status: 200, body: { paused: 1 } });
      const withQuery = await t.post(`/api/vendors/pause-all?ownerId=${encodeURIComponent(b.user.id)}`, undefined, { token: a.user.token });
      expect({ status: withQuery.status, body: withQuery.body }).toEqual({ status: 200, body: { paused: 0 } });
      expect((await t.post(`/api/vendors/${vendorOfB.id}/pause-all`, undefined, { token: a.user.token })).status).toBe(404);

      expect(await pauseRows([vendorOfA.id, vendorOfB.id])).toEqual([
        { id: vendorOfA.id, isActive: true, paused: true },
        { id: vendorOfB.id, isActive: true, paused: false },
      ]);
      expect((await sale(b.apiKey, vendorOfB.lslKey)).status).toBe(200);
      expect((await t.get(`/api/vendors/${vendorOfB.id}`, { token: b.user.token })).body.paused).toBe(false);
      expect(await pauseActivitiesOf(b.user.id)).toEqual([]);

      // B cannot lift A's pause either.
      expect((await resumeAll(b.user)).body).toEqual({ resumed: 0 });
      expect(await pauseRows([vendorOfA.id])).toEqual([{ id: vendorOfA.id, isActive: true, paused: true }]);
      expectError(await sale(a.apiKey, vendorOfA.lslKey), 403, 'This vendor is inactive.');
    });

    it("lets an admin pause and resume only the admin's own vendors, never a merchant's", async () => {
      const merchant = await merchantWithKey();
      const merchantVendor = await make.vendor(merchant.user.id);
      const adminVendor = await make.vendor(admin.id);

      expect((await pauseAll(admin)).body).toEqual({ paused: 1 });
      expect(await pauseRows([merchantVendor.id, adminVendor.id])).toEqual([
        { id: merchantVendor.id, isActive: true, paused: false },
        { id: adminVendor.id, isActive: true, paused: true },
      ]);
      expect((await sale(merchant.apiKey, merchantVendor.lslKey)).status).toBe(200);

      // The merchant's own pause is not the admin's to lift.
      await pauseAll(merchant.user);
      expect((await resumeAll(admin)).body).toEqual({ resumed: 1 });
      expect(await pauseRows([merchantVendor.id, adminVendor.id])).toEqual([
        { id: merchantVendor.id, isActive: true, paused: true },
        { id: adminVendor.id, isActive: true, paused: false },
      ]);
      expectError(await sale(merchant.apiKey, merchantVendor.lslKey), 403, 'This vendor is inactive.');
    });

    it('refuses callers without a token and deactivated users, and changes nothing', async () => {
      const owner = await t.makeUser({ isActive: false });
      const vendor = await make.vendor(owner.id);
      for (const path of ['/api/vendors/pause-all', '/api/vendors/resume-all']) {
        const anonymous = await t.post(path);
        expect(anonymous.status).toBe(401);
        const deactivated = await t.post(path, undefined, { token: owner.token });
        expect(deactivated.status).toBe(403);
        expect(deactivated.body.message).toBe('Your account has been deactivated.');
      }
      expect(await pauseRows([vendor.id])).toEqual([{ id: vendor.id, isActive: true, paused: false }]);
      expect(await pauseActivitiesOf(owner.id)).toEqual([]);
    });
  });

  describe('in-world', () => {
    it("tells a vendor's heartbeat that it is paused, and that it is not once resumed", async () => {
      const { user, apiKey } = await merchantWithKey();
      const vendor = await make.vendor(user.id);
      const switchedOff = await make.vendor(user.id, { isActive: false });
      const script = scripts(t, inWorldObject(apiKey));
      const heartbeat = (vendorKey: string) => script.heartbeat({ kind: 'vendor', vendor_id: vendorKey });

      expect((await heartbeat(vendor.lslKey)).body).toEqual({ ok: true, heartbeat_seconds: 300, paused: false });
      // Switched off on its own is not paused: the script shows Paused only for the pause.
      expect((await heartbeat(switchedOff.lslKey)).body).toEqual({ ok: true, heartbeat_seconds: 300, paused: false });

      await pauseAll(user);
      expect((await heartbeat(vendor.lslKey)).body).toEqual({ ok: true, heartbeat_seconds: 300, paused: true });
      expect((await heartbeat(switchedOff.lslKey)).body).toEqual({ ok: true, heartbeat_seconds: 300, paused: true });

      await resumeAll(user);
      expect((await heartbeat(vendor.lslKey)).body).toEqual({ ok: true, heartbeat_seconds: 300, paused: false });
      expect((await heartbeat(switchedOff.lslKey)).body).toEqual({ ok: true, heartbeat_seconds: 300, paused: false });
    });

    it('says nothing about pausing to a delivery box or a terminal', async () => {
      const { user, apiKey } = await merchantWithKey();
      await make.vendor(user.id);
      await pauseAll(user);
      const answer = await scripts(t, inWorldObject(apiKey, 'Terminal')).heartbeat({ kind: 'terminal' });
      expect(answer.body).toEqual({ ok: true, heartbeat_seconds: 300 });
    });

    it('stops the sales of a paused vendor on another instance of the app as soon as it hears of the pause, and resumes them there', async () => {
      const other = await TestApp.start({ joining: t });
      try {
        const { user, apiKey } = await merchantWithKey();
        const vendor = await make.vendor(user.id);
        // The other instance has the vendor in memory from this sale.
        expect((await sale(apiKey, vendor.lslKey, other)).status).toBe(200);

        // The change reaches the other instance by a database notification: the sale waits until it has been heard.
        await pauseAll(user);
        await notificationsHeard(other);
        expectError(await sale(apiKey, vendor.lslKey, other), 403, 'This vendor is inactive.');
        await resumeAll(user);
        await notificationsHeard(other);
        expect((await sale(apiKey, vendor.lslKey, other)).status).toBe(200);
        expect(await salesOf(vendor.id)).toBe(2);
      } finally {
        await other.close();
      }
    });
  });
});

import { randomUUID } from 'node:crypto';

import { CommissionGrace } from '../../src/billing/commission-grace';
import { Vendor } from '../../src/vendors/vendor.entity';
import { createApiKey, expectError, inWorldObject, simulatorHeaders } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

const NOW = '2026-11-20T20:00:00.000Z';
const COLLECTOR = 'c011ec70-0000-4000-8000-000000000001';

/**
 * Commission collected in-world, end to end: the admin's collection avatar, what a vendor is told to pay, its payment
 * reports (once per transaction key), the merchant's balance and the admins' balances, agreeing to the hundredth.
 */
describe('commission collection', () => {
  let t: TestApp;
  let make: Factories;
  let admin: TestUser;
  let merchant: TestUser;
  let other: TestUser;
  let vendorKey: string;
  let otherVendorKey: string;
  let secondVendorKey: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: NOW } });
    make = factories(t.dataSource);
    admin = await t.makeUser({ role: 'admin' });
    merchant = await t.makeUser();
    other = await t.makeUser();
    const vendor = await make.vendor(merchant.id, { name: 'Main Store' });
    const otherVendor = await make.vendor(other.id);
    vendorKey = vendor.lslKey;
    secondVendorKey = (await make.vendor(merchant.id, { name: 'Outlet' })).lslKey;
    otherVendorKey = otherVendor.lslKey;
    headers = simulatorHeaders(inWorldObject(await createApiKey(t, merchant)));
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
    await make.transaction(vendor.id, { amount: 247, commission: '12.35', createdAt: at(1) });
    await make.transaction(vendor.id, { amount: 144, commission: '7.21', createdAt: at(2) });
    await make.transaction(vendor.id, { amount: 9, commission: '0.47', createdAt: at(3) });
    // Refunded: its commission is never owed.
    await make.transaction(vendor.id, { amount: 500, commission: '25.00', status: 'refunded', refundedAt: at(4), createdAt: at(3) });
    await make.transaction(otherVendor.id, { amount: 1000, commission: '50.00', createdAt: at(1) });
  });
  afterAll(() => t.close());

  const due = (key = vendorKey) => t.request('GET', `/api/lsl/commission-due?vendor_id=${key}`, { headers });
  const report = (body: Record<string, unknown>) =>
    t.request('POST', '/api/lsl/commission-payments', { rawBody: JSON.stringify({ vendor_id: vendorKey, ...body }), headers });
  const moveClaimBack = () =>
    t.dataSource.query(`UPDATE commission_due_claims SET "claimedAt" = "claimedAt" - interval '61 seconds' WHERE "ownerId" = $1`, [merchant.id]);
  const balance = (user: TestUser) => t.get('/api/billing/balance', { token: user.token });
  const adminBalances = (user: TestUser = admin) => t.get('/api/admin/billing/balances?from=2026-11-01&to=2026-11-30', { token: user.token });

  it('asks nothing of a vendor while no collection avatar is set', async () => {
    const response = await due();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ amount: 0, avatar_key: null, avatar_name: null, retry_after: 60 });
  });

  it('lets an administrator set the collection avatar, audited, and refuses a key without a name', async () => {
    expectError(
      await t.put('/api/admin/settings/commission-collection', { avatarKey: COLLECTOR, avatarName: null, graceDays: null }, { token: admin.token }),
      400,
      'Give the avatar name with the avatar key: merchants see whom their vendors pay.',
    );
    const bad = await t.put('/api/admin/settings/commission-collection', { avatarKey: 'nope', avatarName: 'X', graceDays: 0 }, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(
      (
        await t.put(
          '/api/admin/settings/commission-collection',
          { avatarKey: COLLECTOR, avatarName: 'Platform Collector', graceDays: null },
          { token: merchant.token },
        )
      ).status,
    ).toBe(403);
    const saved = await t.put(
      '/api/admin/settings/commission-collection',
      { avatarKey: COLLECTOR.toUpperCase(), avatarName: ' Platform Collector ', graceDays: 14 },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ avatarKey: COLLECTOR, avatarName: 'Platform Collector', graceDays: 14 });
    expect((await t.get('/api/admin/settings/commission-collection', { token: admin.token })).body).toEqual(saved.body);
    const [entry] = await t.dataSource.query(`SELECT "activityType", "userId" FROM activities WHERE "activityType" = 'commission_collection_changed'`);
    expect(entry).toEqual({ activityType: 'commission_collection_changed', userId: admin.id });
  });

  it('tells the vendor the whole L$ due and carries the fraction', async () => {
    // 12.35 + 7.21 + 0.47 = 20.03 owed (the refunded sale's 25.00 is not).
    const response = await due();
    expect(response.body).toEqual({ amount: 20, avatar_key: COLLECTOR, avatar_name: 'Platform Collector', retry_after: 60 });
  });

  it('tells one vendor of a merchant a minute to pay, so two asking at once never both pay', async () => {
    expect((await due(secondVendorKey)).body).toMatchObject({ amount: 0, retry_after: 60 });
    await moveClaimBack();
    expect((await due(secondVendorKey)).body).toMatchObject({ amount: 20 });
    expect((await due()).body).toMatchObject({ amount: 0 });
  });

  it("refuses another merchant's vendor key and a report that is not valid", async () => {
    expect((await due(otherVendorKey)).status).toBe(404);
    expect((await report({ vendor_id: otherVendorKey, amount: 5, transaction_key: randomUUID(), success: true })).status).toBe(404);
    const zero = await report({ amount: 0, transaction_key: randomUUID(), success: true });
    expectError(zero, 400, 'amount must be a whole number of L$ of at least 1');
    const unknown = await report({ amount: 5, transaction_key: randomUUID(), success: true, extra: 1 });
    expect(unknown.status).toBe(400);
    expect((await report({ amount: 5, transaction_key: 'not-a-key', success: true })).status).toBe(400);
  });

  it('records a payment; the same report twice counts once; the merchant and the admins agree to the hundredth', async () => {
    const key = randomUUID();
    const first = await report({ amount: 15, transaction_key: key, success: true });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ recorded: true, success: true, due_now: 5 });
    const again = await report({ amount: 15, transaction_key: key.toUpperCase(), success: true });
    expect(again.body).toEqual({ recorded: false, success: true, due_now: 5 });

    const mine = await balance(merchant);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      owed: '20.03',
      collected: 15,
      outstanding: '5.03',
      dueNow: 5,
      lastPayment: { amount: 15, transactionKey: key, at: NOW },
      failedPayments: [],
      collectionAvatarName: 'Platform Collector',
    });
    // 15 L$ cover the first sale (12.35) and 2.65 of the second: the second is the oldest uncollected.
    expect(mine.body.uncollectedSince).toBe('2026-11-02T12:00:00.000Z');

    const all = await adminBalances();
    expect(all.status).toBe(200);
    const row = all.body.merchants.find((m: { ownerId: string }) => m.ownerId === merchant.id);
    expect(row).toMatchObject({
      owed: mine.body.owed,
      collected: mine.body.collected,
      outstanding: mine.body.outstanding,
      uncollectedSince: mine.body.uncollectedSince,
    });
    // Uncollected since 2 November: 18 days, past the 14-day grace period.
    expect(row.overdue).toBe(true);
    expect(all.body.merchants.find((m: { ownerId: string }) => m.ownerId === other.id)).toMatchObject({ owed: '50.00', collected: 0, outstanding: '50.00' });
    expect(all.body.collectedPerDay).toHaveLength(30);
    expect(all.body.collectedPerDay.find((d: { day: string }) => d.day === '2026-11-20')).toEqual({ day: '2026-11-20', collected: 15 });
  });

  it('waits a minute after a payment before asking for more', async () => {
    // No vendor was told to pay for over a minute, but one reported a payment just now.
    await moveClaimBack();
    const response = await due();
    expect(response.body).toMatchObject({ amount: 0, avatar_key: COLLECTOR, retry_after: 60 });
  });

  it('records a failed payment once, alerts the merchant in words, and shows it on the balance', async () => {
    const key = randomUUID();
    const failed = await report({ amount: 5, transaction_key: key, success: false, reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS' });
    expect(failed.body).toEqual({ recorded: true, success: false, due_now: 5 });
    await report({ amount: 5, transaction_key: key, success: false, reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS' });
    const notes = await t.get('/api/notifications', { token: merchant.token });
    const alerts = notes.body.items.filter((n: { kind: string }) => n.kind === 'commission_payment_failed');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: 'Commission payment failed',
      body: 'Main Store could not pay L$5 of commission. Your Second Life account did not have enough L$ to pay the commission.',
      link: '/billing',
    });
    const mine = await balance(merchant);
    expect(mine.body.collected).toBe(15);
    expect(mine.body.failedPayments).toEqual([
      {
        at: NOW,
        amount: 5,
        reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS',
        explanation: 'Your Second Life account did not have enough L$ to pay the commission.',
        vendorName: 'Main Store',
      },
    ]);
    const row = (await adminBalances()).body.merchants.find((m: { ownerId: string }) => m.ownerId === merchant.id);
    expect(row.failedPayments).toBe(1);
  });

  it("pauses an overdue merchant's vendors only while a grace period is set, and tells them why", async () => {
    const grace = t.app.get(CommissionGrace);
    const setGrace = (graceDays: number | null) =>
      t.put('/api/admin/settings/commission-collection', { avatarKey: COLLECTOR, avatarName: 'Platform Collector', graceDays }, { token: admin.token });
    const pausedOf = async (ownerId: string) => (await t.dataSource.getRepository(Vendor).findBy({ ownerId })).map((vendor) => vendor.pausedAt !== null);

    expect((await setGrace(null)).status).toBe(200);
    expect(await grace.enforce()).toBe(0);
    expect(await pausedOf(merchant.id)).toEqual([false, false]);

    // Both merchants' oldest uncollected sales are from 1 and 2 November: past 14 days on 20 November.
    expect((await setGrace(14)).status).toBe(200);
    expect(await grace.enforce()).toBe(2);
    expect(await pausedOf(merchant.id)).toEqual([true, true]);
    expect(await pausedOf(other.id)).toEqual([true]);
    const notes = await t.get('/api/notifications', { token: merchant.token });
    expect(notes.body.items.find((n: { kind: string }) => n.kind === 'commission_overdue')).toMatchObject({
      title: 'Vendors paused: commission unpaid',
      body: expect.stringContaining('L$5.03 of commission unpaid for more than 14 days'),
      link: '/billing',
    });
    // Already paused: nothing more to do, nothing written again.
    expect(await grace.enforce()).toBe(0);

    // A grace period longer than the debt's age pauses nobody.
    await t.dataSource.getRepository(Vendor).update({ ownerId: merchant.id }, { pausedAt: null });
    expect((await setGrace(30)).status).toBe(200);
    expect(await grace.enforce()).toBe(0);
    expect(await pausedOf(merchant.id)).toEqual([false, false]);
  });

  describe('who may read', () => {
    it("shows a merchant only their own balance and statement, never another's", async () => {
      const theirs = await balance(other);
      expect(theirs.body).toMatchObject({ owed: '50.00', collected: 0, outstanding: '50.00', lastPayment: null, failedPayments: [] });
      const statement = await t.get('/api/billing/statement?from=2026-11-01&to=2026-11-30', { token: other.token });
      expect(statement.status).toBe(200);
      expect(statement.body.lines).toHaveLength(1);
      expect(statement.body.totals.commissionCharged).toBe('50.00');
      expect(statement.body.totals.commissionCollected).toBe(0);
    });

    it('answers 403 to a merchant on the admin routes, 401 without a token, 403 to a deactivated user', async () => {
      expect((await adminBalances(merchant)).status).toBe(403);
      expect((await t.get('/api/admin/settings/commission-collection', { token: merchant.token })).status).toBe(403);
      expect((await t.get('/api/billing/balance')).status).toBe(401);
      const gone = await t.makeUser({ isActive: false });
      expect((await balance(gone)).status).toBe(403);
      expect((await t.get('/api/billing/statement?from=2026-11-01&to=2026-11-30', { token: gone.token })).status).toBe(403);
      const goneAdmin = await t.makeUser({ role: 'admin', isActive: false });
      expect((await adminBalances(goneAdmin)).status).toBe(403);
    });

    it('checks the dates of a statement', async () => {
      const ask = (query: string) => t.get(`/api/billing/statement${query}`, { token: merchant.token });
      expectError(await ask('?from=2026-11-30&to=2026-11-01'), 400, 'from must be on or before to.');
      expectError(await ask('?from=2026-02-30&to=2026-03-01'), 400, 'from is not a real date: 2026-02-30');
      expectError(await ask('?from=2025-01-01&to=2026-11-01'), 400, 'A statement covers at most 366 days: choose a shorter range.');
      expect((await ask('?from=yesterday&to=2026-11-01')).status).toBe(400);
      expect((await ask('?to=2026-11-01')).status).toBe(400);
      expect((await ask('?from=2026-11-01&to=2026-11-30&extra=1')).status).toBe(400);
    });
  });
});

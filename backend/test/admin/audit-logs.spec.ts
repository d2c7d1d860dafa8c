import { factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/** The audit log: what is recorded with each privileged or money-changing action, who may read it, and that it stays. */
describe('audit log', () => {
  let t: TestApp;
  let admin: TestUser;
  let merchant: TestUser;

  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.makeUser({ role: 'admin' });
    merchant = await t.makeUser();
  });
  afterAll(() => t.close());

  const log = (query = '', user = admin) => t.get(`/api/admin/audit-logs${query}`, { token: user.token });

  it('records deactivation and reactivation with actor and target, and reactivation lets the user in again', async () => {
    const target = await t.makeUser();
    expect((await t.put(`/api/admin/users/${target.id}/deactivate`, undefined, { token: admin.token })).status).toBe(200);
    expect((await t.get('/api/vendors', { token: target.token })).status).toBe(403);
    const reactivated = await t.put(`/api/admin/users/${target.id}/reactivate`, undefined, { token: admin.token });
    expect(reactivated.status).toBe(200);
    expect(reactivated.body.isActive).toBe(true);
    expect((await t.get('/api/vendors', { token: target.token })).status).toBe(200);

    const entries = await log(`?targetType=user&targetId=${target.id}`);
    expect(entries.status).toBe(200);
    expect(entries.body.items.map((entry: { action: string }) => entry.action)).toEqual(['user_reactivated', 'user_deactivated']);
    expect(entries.body.items[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetType: 'user', targetId: target.id });
    expect(entries.body.total).toBe(2);
  });

  it('refuses a merchant, and reactivation by a merchant', async () => {
    expect((await log('', merchant)).status).toBe(403);
    expect((await t.put(`/api/admin/users/${merchant.id}/reactivate`, undefined, { token: merchant.token })).status).toBe(403);
    expect((await t.get('/api/admin/audit-logs/export.csv', { token: merchant.token })).status).toBe(403);
  });

  it('records a refund, an API key and a CSV export with their targets, filtered by action and SLT day', async () => {
    const owner = await t.makeUser();
    const vendor = await factories(t.dataSource).vendor(owner.id);
    const sale = await factories(t.dataSource).transaction(vendor.id, { amount: 300 });
    expect((await t.post(`/api/transactions/${sale.id}/refund`, undefined, { token: owner.token })).status).toBe(200);
    expect((await t.post('/api/settings/api-keys', undefined, { token: owner.token })).status).toBe(201);
    expect((await t.get('/api/transactions/export.csv', { token: owner.token })).status).toBe(200);

    const mine = await log(`?actor=${owner.id}&pageSize=10`);
    expect(mine.body.items.map((entry: { action: string; targetType: string | null }) => [entry.action, entry.targetType])).toEqual([
      ['transactions_exported', 'transactions'],
      ['api_key_created', 'api_key'],
      ['transaction_refunded', 'transaction'],
    ]);
    expect(mine.body.items[2].targetId).toBe(String(sale.id));
    expect((await log(`?actor=${owner.id}&action=transaction_refunded`)).body.total).toBe(1);
    // Today in Second Life time (the entries are dated by the database's clock).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    expect((await log(`?actor=${owner.id}&from=${today}&to=${today}`)).body.total).toBe(3);
    expect((await log(`?actor=${owner.id}&to=2000-01-01`)).body.total).toBe(0);
  });

  it('exports the filtered entries as CSV', async () => {
    const target = await t.makeUser();
    await t.put(`/api/admin/users/${target.id}/deactivate`, undefined, { token: admin.token });
    const csv = await t.get(`/api/admin/audit-logs/export.csv?targetType=user&targetId=${target.id}`, { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, line, end] = csv.text.split('\r\n');
    expect(header).toBe('id,createdAt,actorId,actorEmail,action,description,targetType,targetId,before,after,metadata');
    expect(line).toContain(`,user_deactivated,`);
    expect(line).toContain(`,user,${target.id},"{""isActive"":true}","{""isActive"":false}",`);
    expect(end).toBe('');
  });

  it('records the export of the audit log itself, after the rows it read, with its filters', async () => {
    const target = await t.makeUser();
    await t.put(`/api/admin/users/${target.id}/deactivate`, undefined, { token: admin.token });
    const csv = await t.get(`/api/admin/audit-logs/export.csv?targetType=user&targetId=${target.id}`, { token: admin.token });
    expect(csv.text).not.toContain('audit_log_exported');
    const exports = await log(`?actor=${admin.id}&action=audit_log_exported&pageSize=1`);
    expect(exports.body.items[0]).toMatchObject({
      actorId: admin.id,
      targetType: 'audit_log',
      description: 'Audit log exported as CSV (1 entry)',
      metadata: { filters: { targetType: 'user', targetId: target.id }, rows: 1 },
    });
  });

  it('pages the entries newest first: each page holds its share, the total counts them all', async () => {
    const owner = await t.makeUser();
    for (let i = 0; i < 5; i++) {
      const created = await t.post('/api/settings/api-keys', undefined, { token: owner.token });
      expect(created.status).toBe(201);
      if (i > 0) expect((await t.delete(`/api/settings/api-keys/${created.body.id}`, { token: owner.token })).status).toBe(204);
    }
    const all = await log(`?actor=${owner.id}&pageSize=100`);
    expect(all.body.total).toBe(9); // 5 keys created, 4 of them revoked
    const ids = all.body.items.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    const pages = await Promise.all([1, 2, 3].map((page) => log(`?actor=${owner.id}&pageSize=4&page=${page}`)));
    expect(pages.map((page) => page.body.items.length)).toEqual([4, 4, 1]);
    expect(pages.map((page) => [page.body.page, page.body.pageSize, page.body.total])).toEqual([
      [1, 4, 9],
      [2, 4, 9],
      [3, 4, 9],
    ]);
    expect(pages.flatMap((page) => page.body.items.map((entry: { id: number }) => entry.id))).toEqual(ids);
    expect((await log(`?actor=${owner.id}&pageSize=4&page=4`)).body.items).toEqual([]);
  });

  describe('each audited action leaves exactly one entry with its actor, target and the values before and after', () => {
    /** The one entry of this action on this target; fails when there are none or several. */
    async function onlyEntry(action: string, targetType: string, targetId: string | number) {
      const found = await log(`?action=${action}&targetType=${targetType}&targetId=${targetId}`);
      expect(found.status).toBe(200);
      expect(found.body.total).toBe(1);
      return found.body.items[0];
    }

    it('a role change, a deactivation and a reactivation', async () => {
      const target = await t.makeUser();
      expect((await t.put(`/api/admin/users/${target.id}/role`, { role: 'admin' }, { token: admin.token })).status).toBe(200);
      expect(await onlyEntry('user_role_changed', 'user', target.id)).toMatchObject({
        actorId: admin.id,
        before: { role: 'vendor' },
        after: { role: 'admin' },
      });
      await t.put(`/api/admin/users/${target.id}/deactivate`, undefined, { token: admin.token });
      expect(await onlyEntry('user_deactivated', 'user', target.id)).toMatchObject({
        actorId: admin.id,
        before: { isActive: true },
        after: { isActive: false },
      });
      await t.put(`/api/admin/users/${target.id}/reactivate`, undefined, { token: admin.token });
      expect(await onlyEntry('user_reactivated', 'user', target.id)).toMatchObject({
        actorId: admin.id,
        before: { isActive: false },
        after: { isActive: true },
      });
    });

    it('a commission configuration saved, changed and deleted', async () => {
      const owner = await t.makeUser();
      const vendor = await factories(t.dataSource).vendor(owner.id);
      const target = `vendor:${vendor.id}`;
      const save = (body: Record<string, unknown>) => t.post('/api/admin/commission-configs', { vendorId: vendor.id, ...body }, { token: admin.token });
      expect((await save({ baseRate: '0.045' })).status).toBe(200);
      expect((await save({ baseRate: '0.03', isActive: false, tiers: [{ minVolume: 1000, discountType: 'percentage', discountValue: '10' }] })).status).toBe(
        200,
      );
      const saves = await log(`?action=commission_config_saved&targetType=commission_config&targetId=${target}`);
      expect(saves.body.total).toBe(2);
      expect(saves.body.items[1]).toMatchObject({ actorId: admin.id, before: null, after: { baseRate: '0.045', isActive: true, tiers: [] } });
      expect(saves.body.items[0]).toMatchObject({
        before: { baseRate: '0.045', isActive: true, tiers: [] },
        after: { baseRate: '0.03', isActive: false, tiers: [{ minVolume: 1000, discountType: 'percentage', discountValue: '10' }] },
      });
      expect((await t.delete(`/api/admin/commission-configs/${vendor.id}`, { token: admin.token })).status).toBe(204);
      expect(await onlyEntry('commission_config_deleted', 'commission_config', target)).toMatchObject({
        actorId: admin.id,
        before: { baseRate: '0.03', isActive: false },
        after: null,
      });
    });

    it('a refund, API keys created, replaced and revoked, and vendor and delivery box keys rotated', async () => {
      const owner = await t.makeUser();
      const vendor = await factories(t.dataSource).vendor(owner.id);
      const sale = await factories(t.dataSource).transaction(vendor.id, { amount: 250 });
      await t.post(`/api/transactions/${sale.id}/refund`, undefined, { token: owner.token });
      expect(await onlyEntry('transaction_refunded', 'transaction', sale.id)).toMatchObject({
        actorId: owner.id,
        before: { status: 'completed' },
        after: { status: 'refunded' },
      });

      const first = (await t.post('/api/settings/api-keys', undefined, { token: owner.token })).body;
      const second = (await t.post(`/api/settings/api-keys/${first.id}/rotate`, { graceHours: 0 }, { token: owner.token })).body;
      expect(await onlyEntry('api_key_created', 'api_key', first.id)).toMatchObject({
        actorId: owner.id,
        before: null,
        after: { prefix: first.prefix, name: 'Scripts', scope: 'in-world', active: true },
      });
      expect(await onlyEntry('api_key_rotated', 'api_key', second.id)).toMatchObject({
        actorId: owner.id,
        before: { prefix: first.prefix },
        after: { prefix: second.prefix, active: true },
      });
      expect((await t.delete(`/api/settings/api-keys/${second.id}`, { token: owner.token })).status).toBe(204);
      expect(await onlyEntry('api_key_revoked', 'api_key', second.id)).toMatchObject({ before: { active: true }, after: { active: false } });

      expect((await t.post(`/api/vendors/${vendor.id}/rotate-key`, undefined, { token: owner.token })).status).toBe(200);
      const rotated = await onlyEntry('vendor_key_rotated', 'vendor', vendor.id);
      expect(rotated.before.keyFingerprint).toMatch(/^[0-9a-f]{12}$/);
      expect(rotated.after.keyFingerprint).toMatch(/^[0-9a-f]{12}$/);
      expect(rotated.after.keyFingerprint).not.toBe(rotated.before.keyFingerprint);
      expect(JSON.stringify(rotated)).not.toContain(vendor.lslKey);

      const box = (await t.post('/api/delivery-boxes', { name: 'Audit box' }, { token: owner.token })).body;
      await t.post(`/api/delivery-boxes/${box.id}/rotate-key`, undefined, { token: owner.token });
      const boxRotated = await onlyEntry('delivery_box_key_rotated', 'delivery_box', box.id);
      expect(boxRotated.after.keyFingerprint).not.toBe(boxRotated.before.keyFingerprint);
    });

    it('a vendor switched off, pause-all and resume-all, and the Marketplace commission switch', async () => {
      const owner = await t.makeUser();
      const vendor = await factories(t.dataSource).vendor(owner.id);
      expect((await t.patch(`/api/vendors/${vendor.id}`, { isActive: false }, { token: owner.token })).status).toBe(200);
      expect(await onlyEntry('vendor_switched_off', 'vendor', vendor.id)).toMatchObject({
        actorId: owner.id,
        before: { isActive: true },
        after: { isActive: false },
      });
      // Saving the same value again changes nothing and records nothing.
      await t.patch(`/api/vendors/${vendor.id}`, { isActive: false, name: 'Renamed' }, { token: owner.token });
      expect((await log(`?action=vendor_switched_off&targetType=vendor&targetId=${vendor.id}`)).body.total).toBe(1);

      await t.post('/api/vendors/pause-all', undefined, { token: owner.token });
      await t.post('/api/vendors/resume-all', undefined, { token: owner.token });
      const [paused, resumed] = await Promise.all(['vendors_paused', 'vendors_resumed'].map((action) => log(`?actor=${owner.id}&action=${action}`)));
      expect([paused.body.total, resumed.body.total]).toEqual([1, 1]);
      expect(paused.body.items[0]).toMatchObject({ before: { paused: false }, after: { paused: true }, metadata: { vendorIds: [vendor.id] } });
      expect(resumed.body.items[0]).toMatchObject({ before: { paused: true }, after: { paused: false } });

      const before = (await t.get('/api/admin/settings/marketplace', { token: admin.token })).body.commissionExempt;
      await t.put('/api/admin/settings/marketplace', { commissionExempt: !before }, { token: admin.token });
      await t.put('/api/admin/settings/marketplace', { commissionExempt: before }, { token: admin.token });
      const switches = await log(`?actor=${admin.id}&action=marketplace_commission_changed&pageSize=2`);
      expect(switches.body.items.map((entry: { before: unknown; after: unknown }) => [entry.before, entry.after])).toEqual([
        [{ commissionExempt: !before }, { commissionExempt: before }],
        [{ commissionExempt: before }, { commissionExempt: !before }],
      ]);
    });

    it('an account deleted by its owner, with what it was', async () => {
      const owner = await t.makeUser();
      expect((await t.request('DELETE', '/api/auth/user', { token: owner.token, body: { confirm: 'DELETE' } })).status).toBe(204);
      expect(await onlyEntry('account_deleted', 'user', owner.id)).toMatchObject({
        actorId: owner.id,
        before: { role: 'vendor', isActive: true },
        after: null,
      });
    });
  });

  it('keeps every entry: the database refuses to change or delete one, and the API has no way to', async () => {
    const [entry] = await t.dataSource.query(`SELECT id FROM activities ORDER BY id LIMIT 1`);
    await expect(t.dataSource.query(`UPDATE activities SET description = 'changed' WHERE id = $1`, [entry.id])).rejects.toThrow(
      'Audit log entries cannot be changed or deleted.',
    );
    await expect(t.dataSource.query(`DELETE FROM activities WHERE id = $1`, [entry.id])).rejects.toThrow('Audit log entries cannot be changed or deleted.');
    expect((await t.delete(`/api/admin/audit-logs/${entry.id}`, { token: admin.token })).status).toBe(404);
    expect((await t.put(`/api/admin/audit-logs/${entry.id}`, { description: 'x' }, { token: admin.token })).status).toBe(404);
  });

  it('refuses a malformed filter with a sentence', async () => {
    const response = await log('?from=24-11-2026');
    expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message: 'from must be an SLT day, YYYY-MM-DD' });
    expect((await log('?pageSize=500')).status).toBe(400);
    expect((await log('?to=2026-02-30')).body.message).toBe('to must be an SLT day, YYYY-MM-DD');
  });
});

import { TestApp, type TestUser } from '../support/test-app';
import { factories } from '../support/factories';

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
    expect(header).toBe('id,createdAt,actorId,actorEmail,action,description,targetType,targetId,metadata');
    expect(line).toContain(`,user_deactivated,`);
    expect(line).toContain(`,user,${target.id},`);
    expect(end).toBe('');
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

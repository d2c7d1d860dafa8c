import { createHash, randomUUID } from 'node:crypto';

import { ApiKey } from '../../src/api-keys/api-key.entity';
import { Activity } from '../../src/audit-log/activity.entity';
import { factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('API keys (Settings → API)', () => {
  let t: TestApp;
  let merchant: TestUser;

  beforeAll(async () => {
    t = await TestApp.start();
    merchant = await t.makeUser();
  });
  afterAll(() => t.close());

  const create = (user: TestUser) => t.post('/api/settings/api-keys', undefined, { token: user.token });
  const list = (user: TestUser) => t.get('/api/settings/api-keys', { token: user.token });
  const revoke = (user: TestUser, id: string) => t.delete(`/api/settings/api-keys/${id}`, { token: user.token });
  /** A call a script makes with the key. */
  const useKey = (key: string) => t.get('/api/lsl/status', { headers: { 'x-api-key': key } });
  const keyRows = (userId: string) => t.dataSource.getRepository(ApiKey).find({ where: { userId } });

  it('generates a key with the fixed prefix and 24 random bytes in hex, shown once, and stores only its hash', async () => {
    const response = await create(merchant);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      key: expect.stringMatching(/^slv_[0-9a-f]{48}$/),
      name: 'Scripts',
      scope: 'in-world',
      expiresAt: null,
      prefix: response.body.key.slice(0, 12),
      createdAt: expect.any(String),
    });
    const key: string = response.body.key;
    const [row] = await t.dataSource.query('SELECT * FROM api_keys WHERE id = $1', [response.body.id]);
    expect(row.keyHash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(12));

    const listed = await list(merchant);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        id: response.body.id,
        name: 'Scripts',
        scope: 'in-world',
        expiresAt: null,
        prefix: response.body.prefix,
        createdAt: response.body.createdAt,
        lastUsedAt: null,
      },
    ]);
    expect(listed.text).not.toContain(key.slice(12));
    expect((await useKey(key)).status).toBe(200);
  });

  it('records when a key was last used', async () => {
    const user = await t.makeUser();
    const { body } = await create(user);
    const before = Date.now();
    await useKey(body.key);
    const [listed] = (await list(user)).body;
    expect(Date.parse(listed.lastUsedAt)).toBeGreaterThanOrEqual(before - 1000);
    // At most one write a minute: a second call right after leaves it as it was.
    await useKey(body.key);
    expect((await list(user)).body[0].lastUsedAt).toBe(listed.lastUsedAt);
  });

  it('keeps the other keys working when a new one is generated, each with its name, scope and expiry', async () => {
    const user = await t.makeUser();
    const first = (await create(user)).body;
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const second = (await t.post('/api/settings/api-keys', { name: 'Stock sync', scope: 'read', expiresAt }, { token: user.token })).body;
    expect(second).toMatchObject({ name: 'Stock sync', scope: 'read', expiresAt });
    expect((await useKey(first.key)).status).toBe(200);
    expect((await list(user)).body.map((key: { id: string }) => key.id)).toEqual([second.id, first.id]);
    expect((await keyRows(user.id)).every((row) => row.revokedAt === null)).toBe(true);
  });

  it('refuses a key without a name, with an unknown scope or an expiry in the past, and writes nothing', async () => {
    const user = await t.makeUser();
    const refused = async (body: Record<string, unknown>, message: string) => {
      const response = await t.post('/api/settings/api-keys', body, { token: user.token });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    };
    await refused({ name: '   ' }, 'name must be 1 to 60 characters');
    await refused({ name: 'x'.repeat(61) }, 'name must be 1 to 60 characters');
    await refused({ scope: 'admin' }, 'scope must be in-world (scripts), read (programs that read) or write (programs that read and change)');
    await refused({ expiresAt: 'tomorrow' }, 'expiresAt must be an ISO 8601 date-time with a time zone, e.g. 2027-01-15T08:00:00Z');
    await refused({ expiresAt: new Date(Date.now() - 60_000).toISOString() }, 'expiresAt must be in the future');
    expect(await keyRows(user.id)).toEqual([]);
  });

  it('revokes a key: scripts using it are refused, it leaves the list, and the activity log says so', async () => {
    const user = await t.makeUser();
    const { id, key, prefix } = (await create(user)).body;

    const response = await revoke(user, id);

    expect(response.status).toBe(204);
    expect((await list(user)).body).toEqual([]);
    const refused = await useKey(key);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('A valid API key is required.');
    expect((await revoke(user, id)).status).toBe(404);

    const activities = await t.dataSource.getRepository(Activity).find({ where: { userId: user.id }, order: { id: 'ASC' } });
    expect(activities.map((activity) => [activity.activityType, activity.description])).toEqual([
      ['api_key_created', `API key ${prefix}… "Scripts" (in-world) created`],
      ['api_key_revoked', `API key ${prefix}… revoked`],
    ]);
    expect(JSON.stringify(activities)).not.toContain(key.slice(12));
  });

  it("answers 404 for another user's key id, and leaves that key working", async () => {
    const owner = await t.makeUser();
    const stranger = await t.makeUser();
    const { id, key } = (await create(owner)).body;

    const response = await revoke(stranger, id);

    expect(response.status).toBe(404);
    expect(response.body.message).toBe('API key not found.');
    expect((await useKey(key)).status).toBe(200);
    expect((await list(stranger)).body).toEqual([]);
    expect((await revoke(stranger, randomUUID())).status).toBe(404);
  });

  it('refuses an id that is not a UUID, and callers who are not signed in', async () => {
    const bad = await revoke(merchant, '42');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The API key id in the path must be a UUID.');
    expect((await t.post('/api/settings/api-keys')).status).toBe(401);
    expect((await t.get('/api/settings/api-keys')).status).toBe(401);
    expect((await t.delete(`/api/settings/api-keys/${randomUUID()}`)).status).toBe(401);
  });

  it("does not accept a script's key on the owner's signed-in routes, nor a bearer token as a key", async () => {
    const { key } = (await create(await t.makeUser())).body;
    expect((await t.get('/api/settings/api-keys', { headers: { 'x-api-key': key } })).status).toBe(403);
    expect((await t.get('/api/vendors', { headers: { 'x-api-key': key } })).status).toBe(403);
    expect((await t.get('/api/lsl/redeliveries/pending', { token: merchant.token })).status).toBe(401);
  });

  it("refuses a key once its owner is deactivated, even for the owner's vendors", async () => {
    const owner = await t.makeUser();
    const { key } = (await create(owner)).body;
    await factories(t.dataSource).vendor(owner.id);
    await t.dataSource.query('UPDATE users SET "isActive" = false WHERE id = $1', [owner.id]);
    const refused = await useKey(key);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your account has been deactivated.');
  });
});

import { randomUUID } from 'node:crypto';

import { DeliveryBox } from '../../src/delivery-boxes/delivery-box.entity';
import { createApiKey, expectError, inWorldObject, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

describe('delivery boxes (merchant side)', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let stranger: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    stranger = await t.makeUser();
    admin = await t.makeUser({ role: 'admin' });
  });
  afterAll(() => t.close());

  const boxRows = () => t.dataSource.getRepository(DeliveryBox).count();

  it('creates a box with a server-issued key, lists it, renames it and switches it off', async () => {
    const created = await t.post('/api/delivery-boxes', { name: '  Main Store Box  ' }, { token: merchant.token });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Main Store Box',
      isActive: true,
      boxKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ownerId: merchant.id,
      inventory: [],
      inventoryUpdatedAt: null,
      online: false,
      assigned: 0,
      objects: [],
      createdAt: expect.any(String),
    });
    const list = await t.get('/api/delivery-boxes', { token: merchant.token });
    expect(list.body.map((box: { id: number }) => box.id)).toContain(created.body.id);

    const renamed = await t.patch(`/api/delivery-boxes/${created.body.id}`, { name: 'Back Room', isActive: false }, { token: merchant.token });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Back Room', isActive: false, boxKey: created.body.boxKey });
  });

  it('rotates the key: the old key stops working for the box script at once', async () => {
    const key = await createApiKey(t, merchant);
    const box = await make.box(merchant.id);
    const script = scripts(t, inWorldObject(key, 'Delivery Box'));
    expect((await script.heartbeat({ kind: 'delivery-box', box_id: box.boxKey })).status).toBe(200);
    const rotated = await t.post(`/api/delivery-boxes/${box.id}/rotate-key`, undefined, { token: merchant.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.boxKey).not.toBe(box.boxKey);
    expectError(await script.heartbeat({ kind: 'delivery-box', box_id: box.boxKey }), 404, 'Unknown box key.');
    expectError(await script.pending(box.boxKey), 404, 'Unknown box key.');
    expect((await script.heartbeat({ kind: 'delivery-box', box_id: rotated.body.boxKey })).status).toBe(200);
  });

  it('deletes a box with the objects that reported for it', async () => {
    const box = await make.box(merchant.id);
    await make.object(merchant.id, { kind: 'delivery-box', boxId: box.id });
    const before = await boxRows();
    const response = await t.delete(`/api/delivery-boxes/${box.id}`, { token: merchant.token });
    expect(response.status).toBe(204);
    expect(await boxRows()).toBe(before - 1);
    expectError(await t.get(`/api/delivery-boxes/${box.id}`, { token: merchant.token }), 404, 'Delivery box not found.');
  });

  it("never shows or changes another merchant's box, and leaves it untouched", async () => {
    const box = await make.box(merchant.id, { name: 'Mine' });
    expect((await t.get('/api/delivery-boxes', { token: stranger.token })).body.map((row: { id: number }) => row.id)).not.toContain(box.id);
    expectError(await t.get(`/api/delivery-boxes/${box.id}`, { token: stranger.token }), 404, 'Delivery box not found.');
    expectError(await t.patch(`/api/delivery-boxes/${box.id}`, { name: 'Stolen' }, { token: stranger.token }), 404, 'Delivery box not found.');
    expectError(await t.post(`/api/delivery-boxes/${box.id}/rotate-key`, undefined, { token: stranger.token }), 404, 'Delivery box not found.');
    expectError(await t.delete(`/api/delivery-boxes/${box.id}`, { token: stranger.token }), 404, 'Delivery box not found.');
    expect(await t.dataSource.getRepository(DeliveryBox).findOneByOrFail({ id: box.id })).toMatchObject({ name: 'Mine', boxKey: box.boxKey, isActive: true });
  });

  it("lets an admin see every merchant's boxes", async () => {
    const box = await make.box(stranger.id);
    expect((await t.get(`/api/delivery-boxes/${box.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.get('/api/delivery-boxes', { token: admin.token })).body.map((row: { id: number }) => row.id)).toContain(box.id);
  });

  it.each([
    [{}, 'Box name is required'],
    [{ name: '   ' }, 'Box name is required'],
    [{ name: 'x'.repeat(101) }, 'Box name must be at most 100 characters'],
    [{ name: 'Box', isActive: 'yes' }, 'Active must be true or false'],
    [{ name: 'Box', boxKey: randomUUID() }, 'Unknown field "boxKey" is not allowed'],
  ])('refuses to create %j: %s', async (body, message) => {
    const before = await boxRows();
    expectError(await t.post('/api/delivery-boxes', body, { token: merchant.token }), 400, message);
    expect(await boxRows()).toBe(before);
  });

  it('refuses a signed-out caller and a deactivated merchant', async () => {
    expectError(await t.get('/api/delivery-boxes'), 401, 'Authentication required. Please sign in.');
    const gone = await t.makeUser({ isActive: false });
    expect((await t.post('/api/delivery-boxes', { name: 'Box' }, { token: gone.token })).status).toBe(403);
  });
});

import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('vendors', () => {
  let t: TestApp;
  let make: Factories;
  let merchantA: TestUser;
  let merchantB: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    merchantA = await t.makeUser();
    merchantB = await t.makeUser();
    admin = await t.makeUser({ role: 'admin' });
  });
  afterAll(() => t.close());

  const activitiesOf = (userId: string) => t.dataSource.query(`SELECT "activityType", metadata FROM activities WHERE "userId" = $1 ORDER BY id`, [userId]);

  it('creates a vendor with a server-issued LSL key, active by default, and logs it', async () => {
    const owner = await t.makeUser();
    const response = await t.post('/api/vendors', { name: '  Main Store ', description: 'Skins', slLocation: 'Avalon (1, 2, 3)' }, { token: owner.token });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Main Store',
      description: 'Skins',
      slLocation: 'Avalon (1, 2, 3)',
      isActive: true,
      // Not paused: Pause all vendors has its own suite (vendor-pause.spec.ts).
      paused: false,
      pausedAt: null,
      lslKey: expect.stringMatching(UUID),
      ownerId: owner.id,
      owner: { id: owner.id, email: owner.email, name: 'Test Merchant' },
      createdAt: expect.any(String),
      // No in-world object has reported for a new vendor yet.
      objects: [],
    });
    const second = await t.post('/api/vendors', { name: 'Outlet', isActive: false }, { token: owner.token });
    expect(second.body).toMatchObject({ description: null, slLocation: null, isActive: false });
    expect(second.body.lslKey).not.toBe(response.body.lslKey);
    expect(await activitiesOf(owner.id)).toEqual([
      { activityType: 'vendor_created', metadata: { vendorId: response.body.id } },
      { activityType: 'vendor_created', metadata: { vendorId: second.body.id } },
    ]);
  });

  it.each([
    ['no name', 'name', 'Vendor name is required', {}],
    ['an empty name', 'name', 'Vendor name is required', { name: '' }],
    ['a blank name', 'name', 'Vendor name is required', { name: '    ' }],
    ['a numeric name', 'name', 'Vendor name is required', { name: 42 }],
    ['a 101-character name', 'name', 'Vendor name must be at most 100 characters', { name: 'x'.repeat(101) }],
    ['a 2001-character description', 'description', 'Description must be at most 2000 characters', { name: 'Ok', description: 'x'.repeat(2001) }],
    ['a 256-character location', 'slLocation', 'Second Life location must be at most 255 characters', { name: 'Ok', slLocation: 'x'.repeat(256) }],
    ['isActive as text', 'isActive', 'Active must be true or false', { name: 'Ok', isActive: 'yes' }],
    ['isActive null', 'isActive', 'Active must be true or false', { name: 'Ok', isActive: null }],
  ])('refuses to create a vendor with %s: "%s: %s"', async (_label, field, message, body) => {
    const response = await t.post('/api/vendors', body, { token: merchantA.token });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ [field]: [message] });
  });

  it('accepts a name of exactly 100 characters', async () => {
    const response = await t.post('/api/vendors', { name: 'x'.repeat(100) }, { token: merchantA.token });
    expect(response.status).toBe(201);
  });

  it('refuses unknown fields, so a client cannot choose the LSL key or the owner', async () => {
    const response = await t.post(
      '/api/vendors',
      { name: 'Sneaky', lslKey: '3f1c2a9e-8b7d-4c55-9e21-6a0f4d2b7c10', ownerId: merchantB.id },
      { token: merchantA.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({
      lslKey: ['Unknown field "lslKey" is not allowed'],
      ownerId: ['Unknown field "ownerId" is not allowed'],
    });
    const patched = await t.patch(`/api/vendors/${(await make.vendor(merchantA.id)).id}`, { lslKey: 'x' }, { token: merchantA.token });
    expect(patched.status).toBe(400);
    expect(patched.body.message).toBe('Unknown field "lslKey" is not allowed');
  });

  it("lists only the caller's vendors, newest first; an admin sees every vendor", async () => {
    const owner = await t.makeUser();
    const other = await t.makeUser();
    const older = await make.vendor(owner.id, { createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await make.vendor(owner.id, { createdAt: new Date('2026-03-01T00:00:00Z') });
    const middle = await make.vendor(owner.id, { createdAt: new Date('2026-02-01T00:00:00Z') });
    const foreign = await make.vendor(other.id);
    const mine = await t.get('/api/vendors', { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((vendor: { id: number }) => vendor.id)).toEqual([newer.id, middle.id, older.id]);
    const all = await t.get('/api/vendors', { token: admin.token });
    const ids = all.body.map((vendor: { id: number }) => vendor.id);
    expect(ids).toEqual(expect.arrayContaining([older.id, newer.id, middle.id, foreign.id]));
    const times = all.body.map((vendor: { createdAt: string }) => Date.parse(vendor.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('reads one vendor of the caller', async () => {
    const vendor = await make.vendor(merchantA.id, { name: 'Readable' });
    const response = await t.get(`/api/vendors/${vendor.id}`, { token: merchantA.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: vendor.id, name: 'Readable', lslKey: vendor.lslKey, ownerId: merchantA.id });
  });

  it('answers 404 to another merchant on GET, PATCH, DELETE and rotate-key, and changes nothing', async () => {
    const vendor = await make.vendor(merchantA.id, { name: 'Private' });
    const calls = [
      t.get(`/api/vendors/${vendor.id}`, { token: merchantB.token }),
      t.patch(`/api/vendors/${vendor.id}`, { name: 'Taken over' }, { token: merchantB.token }),
      t.delete(`/api/vendors/${vendor.id}`, { token: merchantB.token }),
      t.post(`/api/vendors/${vendor.id}/rotate-key`, undefined, { token: merchantB.token }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Vendor not found.' });
    }
    const [row] = await t.dataSource.query(`SELECT name, "lslKey", "isActive" FROM vendors WHERE id = $1`, [vendor.id]);
    expect(row).toEqual({ name: 'Private', lslKey: vendor.lslKey, isActive: true });
    expect((await t.get('/api/vendors', { token: merchantB.token })).body.map((v: { id: number }) => v.id)).not.toContain(vendor.id);
  });

  it('answers 404 for a vendor that does not exist and 400 for an id that is not a number', async () => {
    expect((await t.get('/api/vendors/999999', { token: merchantA.token })).status).toBe(404);
    const bad = await t.get('/api/vendors/abc', { token: merchantA.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The id in the path must be a positive whole number.');
  });

  it('changes only the fields sent, and clears description and location with null or blank text', async () => {
    const vendor = await make.vendor(merchantA.id, { name: 'Before', description: 'Old', slLocation: 'Old place' });
    const renamed = await t.patch(`/api/vendors/${vendor.id}`, { name: 'After' }, { token: merchantA.token });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'After', description: 'Old', slLocation: 'Old place', isActive: true, lslKey: vendor.lslKey });
    const cleared = await t.patch(`/api/vendors/${vendor.id}`, { description: null, slLocation: '  ', isActive: false }, { token: merchantA.token });
    expect(cleared.body).toMatchObject({ name: 'After', description: null, slLocation: null, isActive: false });
    const [row] = await t.dataSource.query(`SELECT name, description, "slLocation", "isActive" FROM vendors WHERE id = $1`, [vendor.id]);
    expect(row).toEqual({ name: 'After', description: null, slLocation: null, isActive: false });
  });

  it.each([
    [{ name: null }, 'name', 'Vendor name is required'],
    [{ name: '' }, 'name', 'Vendor name is required'],
    [{ isActive: null }, 'isActive', 'Active must be true or false'],
  ])('refuses the change %j with "%s: %s"', async (body, field, message) => {
    const vendor = await make.vendor(merchantA.id);
    const response = await t.patch(`/api/vendors/${vendor.id}`, body, { token: merchantA.token });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ [field]: [message] });
  });

  it('lets an admin read, change, rotate and delete any vendor', async () => {
    const vendor = await make.vendor(merchantA.id);
    expect((await t.get(`/api/vendors/${vendor.id}`, { token: admin.token })).body.ownerId).toBe(merchantA.id);
    expect((await t.patch(`/api/vendors/${vendor.id}`, { name: 'Renamed by admin' }, { token: admin.token })).body.name).toBe('Renamed by admin');
    const rotated = await t.post(`/api/vendors/${vendor.id}/rotate-key`, undefined, { token: admin.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.lslKey).not.toBe(vendor.lslKey);
    const deleted = await t.delete(`/api/vendors/${vendor.id}`, { token: admin.token });
    expect(deleted.body.deleted).toBe(true);
    expect((await t.get(`/api/vendors/${vendor.id}`, { token: merchantA.token })).status).toBe(404);
  });

  it('deletes a vendor without sales together with its products and event participations', async () => {
    const owner = await t.makeUser();
    const vendor = await make.vendor(owner.id, { name: 'Short-lived' });
    const kept = await make.vendor(owner.id);
    await make.product(vendor.id);
    await make.product(vendor.id);
    const keptProduct = await make.product(kept.id);
    const event = await make.event(owner.id);
    await make.join(event.id, vendor.id);
    const response = await t.delete(`/api/vendors/${vendor.id}`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deleted: true, deactivated: false, message: 'The vendor and its products were deleted.' });
    const counts = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM vendors WHERE id = $1) AS vendors,
              (SELECT count(*)::int FROM products WHERE "vendorId" = $1) AS products,
              (SELECT count(*)::int FROM event_vendors WHERE "vendorId" = $1) AS participations,
              (SELECT count(*)::int FROM products WHERE id = $2) AS "otherProducts"`,
      [vendor.id, keptProduct.id],
    );
    expect(counts).toEqual([{ vendors: 0, products: 0, participations: 0, otherProducts: 1 }]);
    expect((await activitiesOf(owner.id)).map((row: { activityType: string }) => row.activityType)).toEqual(['vendor_deleted']);
  });

  it('deactivates a vendor with sales instead of deleting it, keeping its products and sales', async () => {
    const owner = await t.makeUser();
    const vendor = await make.vendor(owner.id);
    const product = await make.product(vendor.id);
    const sale = await make.transaction(vendor.id, { productId: product.id, amount: 500, status: 'refunded' });
    const response = await t.delete(`/api/vendors/${vendor.id}`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      deleted: false,
      deactivated: true,
      message: 'This vendor has sales, so it was deactivated instead of deleted to keep its history.',
    });
    expect((await t.get(`/api/vendors/${vendor.id}`, { token: owner.token })).body.isActive).toBe(false);
    const [row] = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM products WHERE id = $1) AS products, (SELECT "productId" FROM transactions WHERE id = $2) AS "productId"`,
      [product.id, sale.id],
    );
    expect(row).toEqual({ products: 1, productId: product.id });
    expect((await activitiesOf(owner.id)).map((r: { activityType: string }) => r.activityType)).toEqual(['vendor_deactivated']);
  });

  it('rotates the LSL key: a new key is returned and the old one is gone', async () => {
    const owner = await t.makeUser();
    const vendor = await make.vendor(owner.id);
    const response = await t.post(`/api/vendors/${vendor.id}/rotate-key`, undefined, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body.lslKey).toMatch(UUID);
    expect(response.body.lslKey).not.toBe(vendor.lslKey);
    const withOldKey = await t.dataSource.query(`SELECT id FROM vendors WHERE "lslKey" = $1`, [vendor.lslKey]);
    expect(withOldKey).toEqual([]);
    const [row] = await t.dataSource.query(`SELECT "lslKey" FROM vendors WHERE id = $1`, [vendor.id]);
    expect(row.lslKey).toBe(response.body.lslKey);
    expect(await activitiesOf(owner.id)).toEqual([
      {
        activityType: 'vendor_key_rotated',
        metadata: {
          vendorId: vendor.id,
          ownerId: owner.id,
          before: { keyFingerprint: expect.stringMatching(/^[0-9a-f]{12}$/) },
          after: { keyFingerprint: expect.stringMatching(/^[0-9a-f]{12}$/) },
        },
      },
    ]);
  });

  it('refuses callers without a token and deactivated users', async () => {
    expect((await t.get('/api/vendors')).status).toBe(401);
    const inactive = await t.makeUser({ isActive: false });
    const response = await t.post('/api/vendors', { name: 'Nope' }, { token: inactive.token });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Your account has been deactivated.');
    expect(await t.dataSource.query(`SELECT id FROM vendors WHERE "ownerId" = $1`, [inactive.id])).toEqual([]);
  });
});

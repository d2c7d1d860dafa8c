import type { Vendor } from '../../src/vendors/vendor.entity';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

describe('products', () => {
  let t: TestApp;
  let make: Factories;
  let merchantA: TestUser;
  let merchantB: TestUser;
  let admin: TestUser;
  let vendorA: Vendor;
  let vendorB: Vendor;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    merchantA = await t.makeUser();
    merchantB = await t.makeUser();
    admin = await t.makeUser({ role: 'admin' });
    vendorA = await make.vendor(merchantA.id);
    vendorB = await make.vendor(merchantB.id);
  });
  afterAll(() => t.close());

  const productRow = async (id: number) => (await t.dataSource.query(`SELECT name, "vendorId", price, "isActive" FROM products WHERE id = $1`, [id]))[0];
  const ids = (body: Array<{ id: number }>) => body.map((row) => row.id);

  it("creates a product on one of the merchant's vendors", async () => {
    const response = await t.post(
      '/api/products',
      { name: ' Summer Dress ', description: 'Mesh', vendorId: vendorA.id, price: 250, slItemId: 'Summer Dress (boxed)' },
      { token: merchantA.token },
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Summer Dress',
      description: 'Mesh',
      vendorId: vendorA.id,
      price: 250,
      isActive: true,
      slItemId: 'Summer Dress (boxed)',
      itemName: 'Summer Dress (boxed)',
      textureKey: null,
      demoItemName: null,
      displayOrder: 1,
      marketplaceItemId: null,
      stock: null,
      lowStockThreshold: null,
      availableFrom: null,
      availableUntil: null,
      giftCardValue: null,
      lowStock: false,
      soldOut: false,
      createdAt: expect.any(String),
      owner: { id: merchantA.id, email: merchantA.email, name: 'Test Merchant' },
    });
    const minimal = await t.post('/api/products', { name: 'Hat', vendorId: vendorA.id, price: 1, isActive: false, slItemId: '' }, { token: merchantA.token });
    expect(minimal.body).toMatchObject({ description: null, slItemId: null, isActive: false, price: 1 });
  });

  it.each([
    ['no name', 'name', 'Product name is required', { price: 10 }],
    ['a blank name', 'name', 'Product name is required', { name: '  ', price: 10 }],
    ['a 201-character name', 'name', 'Product name must be at most 200 characters', { name: 'x'.repeat(201), price: 10 }],
    ['no price', 'price', 'Price is required', { name: 'Ok' }],
    ['a price of 0', 'price', 'Price must be a whole number of L$ of at least 1', { name: 'Ok', price: 0 }],
    ['a negative price', 'price', 'Price must be a whole number of L$ of at least 1', { name: 'Ok', price: -5 }],
    ['a fractional price', 'price', 'Price must be a whole number of L$ of at least 1', { name: 'Ok', price: 2.5 }],
    ['a price as text', 'price', 'Price must be a whole number of L$ of at least 1', { name: 'Ok', price: '250' }],
    ['a price beyond the integer range', 'price', 'Price must be at most L$2,147,483,647', { name: 'Ok', price: 2_147_483_648 }],
    ['a 256-character SL item ID', 'slItemId', 'SL item ID must be at most 255 characters', { name: 'Ok', price: 10, slItemId: 'x'.repeat(256) }],
    ['isActive as text', 'isActive', 'Active must be true or false', { name: 'Ok', price: 10, isActive: 'no' }],
  ])('refuses to create a product with %s: "%s: %s"', async (_label, field, message, body) => {
    const response = await t.post('/api/products', { vendorId: vendorA.id, ...body }, { token: merchantA.token });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ [field]: [message] });
  });

  it.each([
    ['no vendor', 'Vendor is required', undefined],
    ['a vendor id as text', 'Vendor id must be a positive whole number', 'abc'],
    ['a vendor id of 0', 'Vendor id must be a positive whole number', 0],
  ])('refuses to create a product with %s', async (_label, message, vendorId) => {
    const response = await t.post('/api/products', { name: 'Ok', price: 10, vendorId }, { token: merchantA.token });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ vendorId: [message] });
  });

  it('refuses unknown fields', async () => {
    const response = await t.post('/api/products', { name: 'Ok', price: 10, vendorId: vendorA.id, colour: 'red' }, { token: merchantA.token });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ colour: ['Unknown field "colour" is not allowed'] });
  });

  it("answers 404 'Vendor not found.' when a merchant creates a product on another merchant's vendor, and writes nothing", async () => {
    const response = await t.post('/api/products', { name: 'Intruder', vendorId: vendorA.id, price: 10 }, { token: merchantB.token });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Vendor not found.');
    expect(await t.dataSource.query(`SELECT id FROM products WHERE name = 'Intruder'`)).toEqual([]);
  });

  it("lists the products of the caller's vendors newest first, filtered by vendor on request", async () => {
    const owner = await t.makeUser();
    const first = await make.vendor(owner.id);
    const second = await make.vendor(owner.id);
    const older = await make.product(first.id, { createdAt: new Date('2026-01-01T00:00:00Z') });
    const newest = await make.product(second.id, { createdAt: new Date('2026-03-01T00:00:00Z') });
    const middle = await make.product(first.id, { createdAt: new Date('2026-02-01T00:00:00Z') });
    await make.product(vendorB.id);
    const all = await t.get('/api/products', { token: owner.token });
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual([newest.id, middle.id, older.id]);
    const filtered = await t.get(`/api/products?vendorId=${first.id}`, { token: owner.token });
    expect(ids(filtered.body)).toEqual([middle.id, older.id]);
  });

  it("answers 404 to a list filtered by another merchant's vendor, and 400 to a vendorId that is not a number", async () => {
    await make.product(vendorA.id);
    const foreign = await t.get(`/api/products?vendorId=${vendorA.id}`, { token: merchantB.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Vendor not found.');
    const bad = await t.get('/api/products?vendorId=abc', { token: merchantB.token });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ vendorId: ['Vendor id must be a positive whole number'] });
  });

  it("lets an admin list every product, or one vendor's", async () => {
    const productA = await make.product(vendorA.id);
    const productB = await make.product(vendorB.id);
    const all = await t.get('/api/products', { token: admin.token });
    expect(ids(all.body)).toEqual(expect.arrayContaining([productA.id, productB.id]));
    const times = all.body.map((product: { createdAt: string }) => Date.parse(product.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const onlyB = await t.get(`/api/products?vendorId=${vendorB.id}`, { token: admin.token });
    expect(onlyB.body.every((product: { vendorId: number }) => product.vendorId === vendorB.id)).toBe(true);
    expect(ids(onlyB.body)).toContain(productB.id);
  });

  it('answers 404 to another merchant on GET, PATCH and DELETE of a product, and changes nothing', async () => {
    const product = await make.product(vendorA.id, { name: 'Guarded', price: 300 });
    for (const response of [
      await t.get(`/api/products/${product.id}`, { token: merchantB.token }),
      await t.patch(`/api/products/${product.id}`, { price: 1 }, { token: merchantB.token }),
      await t.patch(`/api/products/${product.id}`, { vendorId: vendorB.id }, { token: merchantB.token }),
      await t.delete(`/api/products/${product.id}`, { token: merchantB.token }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Product not found.' });
    }
    expect(await productRow(product.id)).toEqual({ name: 'Guarded', vendorId: vendorA.id, price: 300, isActive: true });
    expect(ids((await t.get('/api/products', { token: merchantB.token })).body)).not.toContain(product.id);
  });

  it("refuses to move a product to another merchant's vendor with 404 'Vendor not found.', changing nothing", async () => {
    const product = await make.product(vendorB.id, { name: 'Mine', price: 40 });
    const response = await t.patch(`/api/products/${product.id}`, { vendorId: vendorA.id, price: 99 }, { token: merchantB.token });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Vendor not found.');
    expect(await productRow(product.id)).toEqual({ name: 'Mine', vendorId: vendorB.id, price: 40, isActive: true });
  });

  it("changes only the fields sent, moves a product between the merchant's vendors and clears optional text", async () => {
    const otherVendor = await make.vendor(merchantA.id);
    const product = await make.product(vendorA.id, { name: 'Before', description: 'Old', slItemId: 'Old item', price: 100 });
    const response = await t.patch(
      `/api/products/${product.id}`,
      { price: 120, vendorId: otherVendor.id, description: null, slItemId: ' ' },
      { token: merchantA.token },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: product.id,
      name: 'Before',
      price: 120,
      vendorId: otherVendor.id,
      description: null,
      slItemId: null,
      isActive: true,
    });
    expect((await t.get(`/api/products/${product.id}`, { token: merchantA.token })).body).toEqual(response.body);
  });

  it.each([
    ['a null name', 'name', 'Product name is required', { name: null }],
    ['a null price', 'price', 'Price is required', { price: null }],
    ['a price of 0', 'price', 'Price must be a whole number of L$ of at least 1', { price: 0 }],
    ['a null vendor', 'vendorId', 'Vendor is required', { vendorId: null }],
    ['a null isActive', 'isActive', 'Active must be true or false', { isActive: null }],
  ])('refuses a change with %s: "%s: %s"', async (_label, field, message, body) => {
    const product = await make.product(vendorA.id);
    const response = await t.patch(`/api/products/${product.id}`, body, { token: merchantA.token });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ [field]: [message] });
  });

  it('deletes a product without sales', async () => {
    const product = await make.product(vendorA.id);
    const response = await t.delete(`/api/products/${product.id}`, { token: merchantA.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deleted: true, deactivated: false, message: 'The product was deleted.' });
    expect(await productRow(product.id)).toBeUndefined();
    expect((await t.get(`/api/products/${product.id}`, { token: merchantA.token })).status).toBe(404);
  });

  it('deactivates a product with sales instead of deleting it, so its transactions still name it', async () => {
    const product = await make.product(vendorA.id, { name: 'Best seller', price: 500 });
    const sale = await make.transaction(vendorA.id, { productId: product.id, amount: 500 });
    const response = await t.delete(`/api/products/${product.id}`, { token: merchantA.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      deleted: false,
      deactivated: true,
      message: 'This product has sales, so it was deactivated instead of deleted to keep its history.',
    });
    expect(await productRow(product.id)).toEqual({ name: 'Best seller', vendorId: vendorA.id, price: 500, isActive: false });
    const [row] = await t.dataSource.query(`SELECT "productId" FROM transactions WHERE id = $1`, [sale.id]);
    expect(row.productId).toBe(product.id);
  });

  it("lets an admin read, change and delete any merchant's product, and create one on any vendor", async () => {
    const product = await make.product(vendorA.id);
    expect((await t.get(`/api/products/${product.id}`, { token: admin.token })).body.id).toBe(product.id);
    const moved = await t.patch(`/api/products/${product.id}`, { price: 777 }, { token: admin.token });
    expect(moved.body.price).toBe(777);
    expect((await t.delete(`/api/products/${product.id}`, { token: admin.token })).body.deleted).toBe(true);
    const created = await t.post('/api/products', { name: 'By admin', vendorId: vendorB.id, price: 5 }, { token: admin.token });
    expect(created.status).toBe(201);
    expect(created.body.vendorId).toBe(vendorB.id);
  });
});

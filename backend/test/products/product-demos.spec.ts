import { randomUUID } from 'node:crypto';

import { UNKNOWN_VENDOR_KEY } from '../../src/in-world/in-world-object-directory';
import type { Product } from '../../src/products/product.entity';
import type { Vendor } from '../../src/vendors/vendor.entity';
import { createApiKey, expectError, inWorldObject, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

// 23:30 on Thursday 19 March 2026 in SLT (PDT, UTC-7), already Friday 20 March in UTC: demos count SLT days.
const NOW = '2026-03-20T06:30:00.000Z';
const SLT_TODAY = '2026-03-19';

interface DemoRow {
  productId: number;
  vendorId: number;
  avatarKey: string;
  day: string;
  givenAt: string;
}

/** POST /api/lsl/demos: a vendor's Demo button (docs/decisions/0092-product-demos.md). */
describe('demos at a vendor', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let vendor: Vendor;
  let dress: Product;
  let script: ReturnType<typeof scripts>;

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: NOW } });
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    vendor = await make.vendor(merchant.id);
    dress = await make.product(vendor.id, { name: 'Summer Dress', demoItemName: 'Summer Dress DEMO' });
    script = scripts(t, inWorldObject(await createApiKey(t, merchant)));
  });
  afterAll(() => t.close());

  const ask = (fields: Record<string, unknown>, by = script) => by.post('/api/lsl/demos', { vendor_id: vendor.lslKey, product_id: dress.id, ...fields });
  const demosOf = (productId: number): Promise<DemoRow[]> =>
    t.dataSource.query(
      `SELECT "productId", "vendorId", "avatarKey", to_char(day, 'YYYY-MM-DD') AS day, "givenAt"::text AS "givenAt" FROM product_demos
       WHERE "productId" = $1 ORDER BY id`,
      [productId],
    );
  const allDemos = async () => Number((await t.dataSource.query(`SELECT count(*) FROM product_demos`))[0].count);

  it('gives a demo once per avatar, product and SLT day, and records it', async () => {
    const avatar = randomUUID();
    const first = await ask({ avatar: avatar.toUpperCase() });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ give: true, item: 'Summer Dress DEMO', outcome: 'given', message: 'Here is your demo of Summer Dress.', day: SLT_TODAY });
    expect(await demosOf(dress.id)).toEqual([
      { productId: dress.id, vendorId: vendor.id, avatarKey: avatar, day: SLT_TODAY, givenAt: '2026-03-20 06:30:00+00' },
    ]);

    const again = await ask({ avatar });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      give: false,
      item: null,
      outcome: 'already_given_today',
      message: 'You already had the demo of Summer Dress today. Demos start again at midnight SLT.',
      day: SLT_TODAY,
    });
    expect(await demosOf(dress.id)).toHaveLength(1);

    // Another avatar, and the same avatar's demo of another product, are demos of their own.
    expect((await ask({ avatar: randomUUID() })).body.give).toBe(true);
    const boots = await make.product(vendor.id, { name: 'Boots', demoItemName: 'Boots DEMO' });
    expect((await ask({ avatar, product_id: boots.id })).body).toMatchObject({ give: true, item: 'Boots DEMO' });
    expect(await demosOf(dress.id)).toHaveLength(2);
  });

  it("counts yesterday's demo apart: the avatar may have today's", async () => {
    const avatar = randomUUID();
    await t.dataSource.query(
      `INSERT INTO product_demos ("ownerId", "productId", "vendorId", "avatarKey", day, "givenAt") VALUES ($1, $2, $3, $4, '2026-03-18', '2026-03-19T05:00:00Z')`,
      [merchant.id, dress.id, vendor.id, avatar],
    );
    expect((await ask({ avatar })).body).toMatchObject({ give: true, outcome: 'given', day: SLT_TODAY });
    expect((await demosOf(dress.id)).filter((row) => row.avatarKey === avatar).map((row) => row.day)).toEqual(['2026-03-18', SLT_TODAY]);
  });

  it('answers a retry carrying the same demo_id as the first time, and another touch with another demo_id as a second demo', async () => {
    const avatar = randomUUID();
    const demoId = randomUUID();
    expect((await ask({ avatar, demo_id: demoId })).body.give).toBe(true);
    expect((await ask({ avatar, demo_id: demoId.toUpperCase() })).body).toMatchObject({ give: true, outcome: 'given', item: 'Summer Dress DEMO' });
    expect((await ask({ avatar, demo_id: randomUUID() })).body).toMatchObject({ give: false, outcome: 'already_given_today' });
    expect((await ask({ avatar })).body).toMatchObject({ give: false, outcome: 'already_given_today' });
    expect((await demosOf(dress.id)).filter((row) => row.avatarKey === avatar)).toHaveLength(1);
  });

  it("records one demo when the same avatar's touches arrive at once", async () => {
    const avatar = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask({ avatar })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(answers.filter((answer) => answer.body.give === true)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.outcome === 'already_given_today')).toHaveLength(5);
    expect((await demosOf(dress.id)).filter((row) => row.avatarKey === avatar)).toHaveLength(1);
  });

  it('says why there is no demo, recording nothing: no demo item, an inactive product, a paused vendor', async () => {
    const plain = await make.product(vendor.id, { name: 'Plain Hat', demoItemName: null });
    const retired = await make.product(vendor.id, { name: 'Old Coat', demoItemName: 'Old Coat DEMO', isActive: false });
    const paused = await make.vendor(merchant.id, { isActive: false });
    const pausedProduct = await make.product(paused.id, { name: 'Scarf', demoItemName: 'Scarf DEMO' });
    const before = await allDemos();

    expect((await ask({ avatar: randomUUID(), product_id: plain.id })).body).toEqual({
      give: false,
      item: null,
      outcome: 'no_demo',
      message: 'Plain Hat has no demo.',
      day: SLT_TODAY,
    });
    expect((await ask({ avatar: randomUUID(), product_id: retired.id })).body).toMatchObject({
      give: false,
      outcome: 'not_on_sale',
      message: 'Old Coat is not on sale any more, so it has no demo.',
    });
    expect((await ask({ avatar: randomUUID(), vendor_id: paused.lslKey, product_id: pausedProduct.id })).body).toMatchObject({
      give: false,
      outcome: 'vendor_paused',
      message: 'This vendor is paused: no demos for now.',
    });
    expect(await allDemos()).toBe(before);
  });

  it("refuses another merchant's product and vendor, and a product of another of the merchant's vendors, recording nothing", async () => {
    const rival = await t.makeUser();
    const rivalVendor = await make.vendor(rival.id);
    const rivalProduct = await make.product(rivalVendor.id, { demoItemName: 'Rival DEMO' });
    const otherStall = await make.vendor(merchant.id);
    const stallProduct = await make.product(otherStall.id, { demoItemName: 'Stall DEMO' });
    const before = await allDemos();

    const foreignProduct = await ask({ avatar: randomUUID(), product_id: rivalProduct.id });
    expectError(foreignProduct, 400, `product_id ${rivalProduct.id} is not one of this vendor's products`);
    expect(foreignProduct.body.fieldErrors).toEqual({ product_id: [`product_id ${rivalProduct.id} is not one of this vendor's products`] });
    expectError(await ask({ avatar: randomUUID(), product_id: stallProduct.id }), 400, `product_id ${stallProduct.id} is not one of this vendor's products`);
    expectError(await ask({ avatar: randomUUID(), vendor_id: rivalVendor.lslKey, product_id: rivalProduct.id }), 404, UNKNOWN_VENDOR_KEY);
    // The rival's own key cannot reach the merchant's vendor either.
    const rivalScript = scripts(t, inWorldObject(await createApiKey(t, rival)));
    expectError(await ask({ avatar: randomUUID() }, rivalScript), 404, UNKNOWN_VENDOR_KEY);
    expect(await allDemos()).toBe(before);
  });

  it.each([
    ['no avatar', { avatar: undefined }, 'avatar', 'avatar is required: the key of the avatar who asked for the demo'],
    ['an avatar name instead of a key', { avatar: 'Ann Resident' }, 'avatar', "avatar must be the avatar's key (a UUID)"],
    ['NULL_KEY as the avatar', { avatar: '00000000-0000-0000-0000-000000000000' }, 'avatar', "avatar must be the avatar's key (a UUID)"],
    ['no product', { product_id: undefined }, 'product_id', 'product_id is required: the product on display'],
    ['a product id as text', { product_id: '7' }, 'product_id', "product_id must be the id of one of this vendor's products (a whole number)"],
    ['product 0', { product_id: 0 }, 'product_id', "product_id must be the id of one of this vendor's products (a whole number)"],
    ['a vendor key that is no UUID', { vendor_id: 'vendor-1' }, 'vendor_id', "vendor_id must be the vendor's LSL key (a UUID)"],
    ['a demo_id that is no UUID', { demo_id: 'retry-1' }, 'demo_id', 'demo_id must be a UUID (the script makes it with llGenerateKey)'],
    ['an unknown field', { given: true }, 'given', 'Unknown field "given" is not allowed'],
  ])('refuses %s with a message for the field, recording nothing', async (_name, fields, field, message) => {
    const before = await allDemos();
    const response = await ask({ avatar: randomUUID(), ...fields });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors[field]).toEqual([message]);
    expect(await allDemos()).toBe(before);
  });

  it('deletes the demos of a product deleted without sales, and of a deleted vendor', async () => {
    const stall = await make.vendor(merchant.id);
    const [hat, scarf] = [await make.product(stall.id, { demoItemName: 'Hat DEMO' }), await make.product(stall.id, { demoItemName: 'Scarf DEMO' })];
    for (const product of [hat, scarf]) expect((await ask({ avatar: randomUUID(), vendor_id: stall.lslKey, product_id: product.id })).body.give).toBe(true);

    expect((await t.delete(`/api/products/${hat.id}`, { token: merchant.token })).body).toMatchObject({ deleted: true });
    expect(await demosOf(hat.id)).toEqual([]);
    expect(await demosOf(scarf.id)).toHaveLength(1);
    expect((await t.delete(`/api/vendors/${stall.id}`, { token: merchant.token })).status).toBe(200);
    expect(await demosOf(scarf.id)).toEqual([]);
  });

  it('refuses a call without an API key', async () => {
    const response = await t.post('/api/lsl/demos', { vendor_id: vendor.lslKey, product_id: dress.id, avatar: randomUUID() });
    expect(response.status).toBe(401);
  });
});

import { randomUUID } from 'node:crypto';

import { UNKNOWN_VENDOR_KEY } from '../../src/in-world/in-world-object-directory';
import { TEXTURE_KEY_MESSAGE } from '../../src/products/dto/product-input.dto';
import { createApiKey, expectError, inWorldObject, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

const DAY_MS = 86_400_000;
const TEXTURE = '89556747-24cb-43ed-920b-47caed15465f';

interface CatalogueBody {
  version: string;
  products: Array<{
    id: number;
    name: string;
    price: number;
    priceDue: number;
    itemName: string;
    textureKey: string | null;
    demoItemName: string | null;
    soldOut: boolean;
    available: boolean;
  }>;
  nextCursor?: string;
}

/**
 * GET /api/lsl/catalogue: what a vendor object reads to show and sell its products, and the product fields the
 * merchant sets for it on the web.
 */
describe('the catalogue a vendor reads', () => {
  let t: TestApp;
  let make: Factories;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
  });
  afterAll(() => t.close());

  /** A merchant with an API key, one vendor, and the vendor script's catalogue call. */
  async function shop() {
    const merchant = await t.makeUser();
    const apiKey = await createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id);
    const script = scripts(t, inWorldObject(apiKey));
    const catalogue = (cursor?: string, vendorKey = vendor.lslKey) =>
      script.get(`/api/lsl/catalogue?vendor_id=${vendorKey}${cursor === undefined ? '' : `&cursor=${encodeURIComponent(cursor)}`}`);
    const read = async (): Promise<CatalogueBody> => {
      const response = await catalogue();
      if (response.status !== 200) throw new Error(`The catalogue was refused: ${response.status} ${response.text}`);
      return response.body as CatalogueBody;
    };
    const edit = async (id: number, body: Record<string, unknown>) => {
      const response = await t.patch(`/api/products/${id}`, body, { token: merchant.token });
      if (response.status !== 200) throw new Error(`Could not change the product: ${response.status} ${response.text}`);
    };
    const promote = async (body: Record<string, unknown>) => {
      const created = await t.post('/api/promotions', { name: `Promotion ${randomUUID().slice(0, 4)}`, ...body }, { token: merchant.token });
      if (created.status !== 201) throw new Error(`Could not create the promotion: ${created.status} ${created.text}`);
      return created.body as { id: number };
    };
    return { merchant, apiKey, vendor, script, catalogue, read, edit, promote };
  }

  it("lists the vendor's active products in the merchant's order (equal places by id), with what the vendor shows and gives", async () => {
    const { merchant, vendor, read } = await shop();
    const otherVendor = await make.vendor(merchant.id);
    const third = await make.product(vendor.id, { name: 'Hat', price: 100, displayOrder: 3 });
    const first = await make.product(vendor.id, {
      name: 'Dress',
      price: 400,
      displayOrder: 1,
      slItemId: 'Dress (boxed)',
      textureKey: TEXTURE,
      demoItemName: 'Dress DEMO',
    });
    const secondA = await make.product(vendor.id, { name: 'Boots', displayOrder: 2, stock: 0 });
    const secondB = await make.product(vendor.id, { name: 'Belt', displayOrder: 2, availableFrom: new Date(Date.now() + DAY_MS) });
    await make.product(vendor.id, { name: 'Retired', displayOrder: 0, isActive: false });
    await make.product(otherVendor.id, { name: 'Elsewhere', displayOrder: 0 });

    const body = await read();
    expect(body.products.map((product) => product.id)).toEqual([first.id, secondA.id, secondB.id, third.id]);
    expect(body.products[0]).toEqual({
      id: first.id,
      name: 'Dress',
      price: 400,
      priceDue: 400,
      itemName: 'Dress (boxed)',
      textureKey: TEXTURE,
      demoItemName: 'Dress DEMO',
      soldOut: false,
      available: true,
    });
    // Without an item name the vendor gives the item named as the product, as redeliveries do.
    expect(body.products[3]).toMatchObject({ itemName: 'Hat', textureKey: null, demoItemName: null, soldOut: false, available: true });
    expect(body.products[1]).toMatchObject({ soldOut: true, available: true });
    expect(body.products[2]).toMatchObject({ soldOut: false, available: false });
    expect(body).not.toHaveProperty('nextCursor');
    expect(body.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('shows every product unavailable while the vendor is paused', async () => {
    const { vendor, read } = await shop();
    await make.product(vendor.id);
    await t.dataSource.query(`UPDATE vendors SET "pausedAt" = now() WHERE id = $1`, [vendor.id]);
    expect((await read()).products.map((product) => product.available)).toEqual([false]);
  });

  it('prices each product after the sales running, as a sale without a coupon, VIP or loyalty promotion is charged', async () => {
    const { apiKey, vendor, read, promote } = await shop();
    const dress = await make.product(vendor.id, { price: 1000, displayOrder: 1 });
    const hat = await make.product(vendor.id, { price: 200, displayOrder: 2 });
    await promote({ kind: 'sale', percentOff: '10' });
    await promote({ kind: 'sale', amountOff: 150, productId: dress.id });
    await promote({ kind: 'sale', percentOff: '50', startsAt: new Date(Date.now() + DAY_MS).toISOString() });
    await promote({ kind: 'vip', percentOff: '40', avatarKeys: [randomUUID()] });
    await promote({ kind: 'coupon', code: 'HALF', percentOff: '50' });

    const body = await read();
    // The best one applies: L$150 off the dress beats 10 %; 10 % of L$200 on the hat.
    expect(body.products.map(({ price, priceDue }) => ({ price, priceDue }))).toEqual([
      { price: 1000, priceDue: 850 },
      { price: 200, priceDue: 180 },
    ]);
    for (const product of [dress, hat]) {
      const quote = await t.request('GET', `/api/lsl/quote?vendor_id=${vendor.lslKey}&product_id=${product.id}`, { headers: { 'x-api-key': apiKey } });
      expect(quote.body.amount).toBe(body.products.find((served) => served.id === product.id)?.priceDue);
    }
  });

  it('keeps its version while nothing changes, and moves it when a price, the order or a promotion changes', async () => {
    const { vendor, read, edit, promote } = await shop();
    const dress = await make.product(vendor.id, { price: 400, displayOrder: 1 });
    const hat = await make.product(vendor.id, { price: 100, displayOrder: 2 });
    const versions = [(await read()).version];
    expect((await read()).version).toBe(versions[0]);

    await edit(dress.id, { price: 450 });
    versions.push((await read()).version);
    await edit(hat.id, { displayOrder: 0 });
    const reordered = await read();
    expect(reordered.products.map((product) => product.id)).toEqual([hat.id, dress.id]);
    versions.push(reordered.version);
    await promote({ kind: 'sale', percentOff: '20' });
    versions.push((await read()).version);
    await edit(hat.id, { textureKey: TEXTURE });
    versions.push((await read()).version);
    expect(new Set(versions).size).toBe(versions.length);

    // A change the catalogue does not show (the description) leaves it as it was.
    await edit(dress.id, { description: 'Now in blue' });
    expect((await read()).version).toBe(versions[versions.length - 1]);
  });

  it(`answers another merchant's key, and a key that names no vendor, 404 "${UNKNOWN_VENDOR_KEY}"`, async () => {
    const { vendor, catalogue } = await shop();
    await make.product(vendor.id);
    const intruder = await t.makeUser();
    const intruderScript = scripts(t, inWorldObject(await createApiKey(t, intruder)));
    expectError(await intruderScript.get(`/api/lsl/catalogue?vendor_id=${vendor.lslKey}`), 404, UNKNOWN_VENDOR_KEY);
    expectError(await catalogue(undefined, randomUUID()), 404, UNKNOWN_VENDOR_KEY);
    const anonymous = await t.get(`/api/lsl/catalogue?vendor_id=${vendor.lslKey}`);
    expect(anonymous.status).toBe(401);
  });

  it('pages a long catalogue in at most 2,048 bytes a page, every product exactly once and in order', async () => {
    const { vendor, catalogue } = await shop();
    const made = [];
    for (let index = 0; index < 30; index += 1) {
      made.push(
        await make.product(vendor.id, {
          name: `Robe de soirée n°${index} ✨ — édition limitée`,
          slItemId: `Robe de soirée n°${index} (boîte)`,
          textureKey: randomUUID(),
          demoItemName: `Robe n°${index} DÉMO`,
          displayOrder: 30 - index,
        }),
      );
    }
    const seen: number[] = [];
    const versions = new Set<string>();
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await catalogue(cursor);
      expect(response.status).toBe(200);
      expect(Buffer.byteLength(response.text, 'utf8')).toBeLessThanOrEqual(2048);
      const body = response.body as CatalogueBody;
      seen.push(...body.products.map((product) => product.id));
      versions.add(body.version);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor !== undefined && pages < 50);
    expect(pages).toBeGreaterThan(2);
    expect(seen).toEqual(made.map((product) => product.id).reverse());
    expect(versions.size).toBe(1);

    const bad = await catalogue('not a cursor!');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ cursor: ['cursor must be the nextCursor of an earlier page of this catalogue'] });
  });

  describe('the product fields a vendor needs, set on the web', () => {
    let merchant: TestUser;
    let vendorId: number;
    beforeAll(async () => {
      merchant = await t.makeUser();
      vendorId = (await make.vendor(merchant.id)).id;
    });
    const create = (body: Record<string, unknown>) => t.post('/api/products', { name: 'Dress', price: 250, vendorId, ...body }, { token: merchant.token });

    it('keeps the item name, texture key (in lower case), demo item and order, and answers the item name under both its names', async () => {
      const created = await create({ itemName: ' Dress (boxed) ', textureKey: TEXTURE.toUpperCase(), demoItemName: 'Dress DEMO', displayOrder: 7 });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        itemName: 'Dress (boxed)',
        slItemId: 'Dress (boxed)',
        textureKey: TEXTURE,
        demoItemName: 'Dress DEMO',
        displayOrder: 7,
      });
      const changed = await t.patch(
        `/api/products/${created.body.id}`,
        { slItemId: 'Dress v2', textureKey: '', demoItemName: null },
        { token: merchant.token },
      );
      expect(changed.body).toMatchObject({ itemName: 'Dress v2', slItemId: 'Dress v2', textureKey: null, demoItemName: null, displayOrder: 7 });
    });

    it("puts a product created without an order after its vendor's others", async () => {
      const owner = await t.makeUser();
      const vendor = await make.vendor(owner.id);
      const first = await t.post('/api/products', { name: 'First', price: 10, vendorId: vendor.id }, { token: owner.token });
      expect(first.body.displayOrder).toBe(1);
      await t.patch(`/api/products/${first.body.id}`, { displayOrder: 40 }, { token: owner.token });
      const next = await t.post('/api/products', { name: 'Next', price: 10, vendorId: vendor.id }, { token: owner.token });
      expect(next.body.displayOrder).toBe(41);
    });

    it("puts the products a file creates after their vendor's others, in the file's order", async () => {
      const owner = await t.makeUser();
      const vendor = await make.vendor(owner.id, { name: 'Main Store' });
      await make.product(vendor.id, { displayOrder: 5 });
      const csv = 'vendor,name,price\nMain Store,Scarf,10\nMain Store,Gloves,20\n';
      const imported = await t.post('/api/products/import', { csv }, { token: owner.token });
      expect(imported.status).toBe(200);
      const listed = await t.get(`/api/products?vendorId=${vendor.id}`, { token: owner.token });
      const orders = Object.fromEntries((listed.body as Array<{ name: string; displayOrder: number }>).map((product) => [product.name, product.displayOrder]));
      expect(orders).toMatchObject({ Scarf: 6, Gloves: 7 });
    });

    it.each([
      ['a texture key that is not a UUID', 'textureKey', TEXTURE_KEY_MESSAGE, { textureKey: 'my-picture' }],
      ['a texture key with a character too many', 'textureKey', TEXTURE_KEY_MESSAGE, { textureKey: `${TEXTURE}0` }],
      ['the null key as texture', 'textureKey', TEXTURE_KEY_MESSAGE, { textureKey: '00000000-0000-0000-0000-000000000000' }],
      ['a texture key as a number', 'textureKey', TEXTURE_KEY_MESSAGE, { textureKey: 42 }],
      ['a 256-character item name', 'itemName', 'Item name must be at most 255 characters', { itemName: 'x'.repeat(256) }],
      [
        'a 64-character demo item name',
        'demoItemName',
        'Demo item name must be at most 63 characters (the longest name Second Life gives an item)',
        { demoItemName: 'x'.repeat(64) },
      ],
      ['a fractional order', 'displayOrder', 'Display order must be a whole number from 0 to 1000000', { displayOrder: 1.5 }],
      ['a negative order', 'displayOrder', 'Display order must be a whole number from 0 to 1000000', { displayOrder: -1 }],
      ['an order as text', 'displayOrder', 'Display order must be a whole number from 0 to 1000000', { displayOrder: '3' }],
      ['an order past the largest', 'displayOrder', 'Display order must be a whole number from 0 to 1000000', { displayOrder: 1_000_001 }],
      [
        'two different item names',
        'itemName',
        'Item name and SL item ID are one field: send one of them, or the same name in both.',
        { itemName: 'A', slItemId: 'B' },
      ],
    ])('refuses a product with %s, on create and on change', async (_label, field, message, body) => {
      const created = await create(body);
      expect(created.status).toBe(400);
      expect(created.body.fieldErrors).toEqual({ [field]: [message] });
      const product = await make.product(vendorId);
      const changed = await t.patch(`/api/products/${product.id}`, body, { token: merchant.token });
      expect(changed.status).toBe(400);
      expect(changed.body.fieldErrors).toEqual({ [field]: [message] });
    });

    it('refuses a null order on change', async () => {
      const product = await make.product(vendorId);
      const changed = await t.patch(`/api/products/${product.id}`, { displayOrder: null }, { token: merchant.token });
      expect(changed.status).toBe(400);
      expect(changed.body.fieldErrors).toEqual({ displayOrder: ['Display order must be a whole number from 0 to 1000000'] });
    });
  });
});

import { randomUUID } from 'node:crypto';

import { STALE_PRICE } from '../../src/sales/sales.service';
import { createApiKey, expectError, inWorldObject, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { objectUrlServers } from '../support/object-url-server';
import { TestApp } from '../support/test-app';
import { sleep, waitFor } from '../support/wait';

/**
 * Changes reach the world within seconds, and a vendor never sells at a stale price (issue 23, point 3;
 * docs/decisions/0091-stale-catalogue-prices.md).
 */
describe('catalogue versions: pings on change and stale prices', () => {
  let t: TestApp;
  let make: Factories;
  const vendorUrls = objectUrlServers();

  beforeAll(async () => {
    t = await TestApp.start({ env: { BOX_URL_HOSTS: '127.0.0.1' } });
    make = factories(t.dataSource);
  });
  afterAll(async () => {
    await t.close();
    await vendorUrls.stopAll();
  });

  /** A merchant with an API key and a vendor whose in-world object is online, with an HTTP-in URL unless told otherwise. */
  async function shop(options: { url?: boolean } = {}) {
    const merchant = await t.makeUser();
    const apiKey = await createApiKey(t, merchant);
    const online = async (registerUrl: boolean) => {
      const vendor = await make.vendor(merchant.id);
      const object = await vendorUrls.open();
      const script = scripts(t, inWorldObject(apiKey));
      const heartbeat = await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey, ...(registerUrl ? { url: object.url } : {}) });
      if (heartbeat.status !== 200) throw new Error(`The vendor heartbeat was refused: ${heartbeat.status} ${heartbeat.text}`);
      const read = async (): Promise<{ version: string; products: Array<{ id: number; priceDue: number }> }> => {
        const response = await script.get(`/api/lsl/catalogue?vendor_id=${vendor.lslKey}`);
        if (response.status !== 200) throw new Error(`The catalogue was refused: ${response.status} ${response.text}`);
        return response.body;
      };
      const sell = (productId: number, amount: number, version?: string, saleId = randomUUID()) =>
        script.post('/api/lsl/sale', {
          sale_id: saleId,
          user_id: randomUUID(),
          vendor_id: vendor.lslKey,
          product_id: productId,
          amount,
          ...(version === undefined ? {} : { catalogue_version: version }),
        });
      return { vendor, object, script, read, sell };
    };
    const first = await online(options.url ?? true);
    const edit = async (id: number, body: Record<string, unknown>) => {
      const response = await t.patch(`/api/products/${id}`, body, { token: merchant.token });
      if (response.status !== 200) throw new Error(`Could not change the product: ${response.status} ${response.text}`);
    };
    return { merchant, apiKey, ...first, online, edit };
  }

  const storedUrl = async (vendorId: number): Promise<string | null> =>
    (await t.dataSource.query(`SELECT url FROM in_world_objects WHERE "vendorId" = $1`, [vendorId]))[0]?.url ?? null;

  it("keeps the HTTP-in URL a vendor's heartbeat registers, and refuses one that is not a simulator's", async () => {
    const { vendor, object, script } = await shop();
    expect(await storedUrl(vendor.id)).toBe(object.url);
    const refused = await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey, url: 'https://example.com/cap/1' });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ url: ['url must be the HTTP-in URL a Second Life simulator granted (llRequestURL).'] });
    expect(await storedUrl(vendor.id)).toBe(object.url);
  });

  it("pings an online vendor's URL within a second of a price change on the web, with the new version, and no vendor whose catalogue did not change", async () => {
    const { vendor, object, read, edit, online } = await shop();
    const dress = await make.product(vendor.id, { price: 400 });
    const other = await online(true);
    await make.product(other.vendor.id, { price: 100 });
    const before = await read();
    await other.read();

    const changedAt = Date.now();
    await edit(dress.id, { price: 450 });
    await waitFor(() => object.pings.length > 0, 1000);
    expect(object.pings[0].at - changedAt).toBeLessThan(1000);
    const after = await read();
    expect(after.version).not.toBe(before.version);
    expect(object.bodies()).toEqual([{ catalogue: after.version }]);

    // A change the catalogue does not show pings no one; the other vendor's catalogue never changed.
    await edit(dress.id, { description: 'Now in blue' });
    await sleep(300);
    expect(object.pings).toHaveLength(1);
    expect(other.object.pings).toHaveLength(0);
  });

  it("pings on a new product, a new order, stock running out, a promotion and a CSV import, and not for another merchant's change", async () => {
    const { merchant, vendor, object, edit } = await shop();
    const stranger = await shop();
    await make.product(stranger.vendor.id);
    const created = await t.post('/api/products', { name: 'Hat', price: 100, vendorId: vendor.id }, { token: merchant.token });
    expect(created.status).toBe(201);
    await waitFor(() => object.pings.length === 1, 1000);
    await make.product(vendor.id, { name: 'Scarf', displayOrder: 50 });
    await edit(created.body.id, { displayOrder: 99 });
    await waitFor(() => object.pings.length === 2, 1000);
    await edit(created.body.id, { stock: 0 });
    await waitFor(() => object.pings.length === 3, 1000);
    const promotion = await t.post('/api/promotions', { name: 'Spring', kind: 'sale', percentOff: '10' }, { token: merchant.token });
    expect(promotion.status).toBe(201);
    await waitFor(() => object.pings.length === 4, 1000);
    const imported = await t.post(
      '/api/products/import',
      { csv: `id,vendor,name,price\n${created.body.id},${vendor.id},Hat,150\n` },
      { token: merchant.token },
    );
    expect(imported.status).toBe(200);
    await waitFor(() => object.pings.length === 5, 1000);
    expect(stranger.object.pings).toHaveLength(0);
  });

  it('marks the version a vendor was served replaced when its product changes, even with no object online', async () => {
    const { merchant } = await shop();
    const quiet = await make.vendor(merchant.id);
    const dress = await make.product(quiet.id, { price: 300 });
    const script = scripts(t, inWorldObject(await createApiKey(t, merchant)));
    const served = (await script.get(`/api/lsl/catalogue?vendor_id=${quiet.lslKey}`)).body as { version: string };
    const replacedAt = async () =>
      (await t.dataSource.query(`SELECT "replacedAt" FROM catalogue_versions WHERE "vendorId" = $1 AND version = $2`, [quiet.id, served.version]))[0]
        ?.replacedAt ?? null;
    expect(await replacedAt()).toBeNull();
    const changed = await t.patch(`/api/products/${dress.id}`, { price: 350 }, { token: merchant.token });
    expect(changed.status).toBe(200);
    await waitFor(async () => (await replacedAt()) !== null, 1000);
  });

  it('records a sale carrying the current version, or an older one at a price due within the last 5 minutes, at the price paid', async () => {
    const { vendor, read, edit, sell } = await shop();
    const dress = await make.product(vendor.id, { price: 300 });
    const old = await read();
    await edit(dress.id, { price: 350 });
    const current = await read();
    expect(current.version).not.toBe(old.version);

    const atOldPrice = await sell(dress.id, 300, old.version);
    expect(atOldPrice.status).toBe(200);
    expect(atOldPrice.body).toMatchObject({ status: 'completed', amount: 300, refund: 0 });
    const atNewPrice = await sell(dress.id, 350, current.version);
    expect(atNewPrice.body).toMatchObject({ status: 'completed', amount: 350 });
    // An older version, but the price paid is the price due now.
    expect((await sell(dress.id, 350, old.version)).body).toMatchObject({ amount: 350 });
    const rows = await t.dataSource.query(`SELECT amount, "priceMismatch" FROM transactions WHERE "vendorId" = $1 ORDER BY id`, [vendor.id]);
    expect(rows.map((row: { amount: number }) => row.amount)).toEqual([300, 350, 350]);
    // The older price held for the sale is its price: none is a price mismatch.
    expect(rows.map((row: { priceMismatch: boolean }) => row.priceMismatch)).toEqual([false, false, false]);
  });

  it("takes a running sale off once: a sale paid at the catalogue's price due keeps it, and a coupon gives back only what it adds", async () => {
    const { merchant, vendor, script, read } = await shop();
    const dress = await make.product(vendor.id, { price: 300 });
    expect((await t.post('/api/promotions', { name: 'Spring', kind: 'sale', percentOff: '10' }, { token: merchant.token })).status).toBe(201);
    expect((await t.post('/api/promotions', { name: 'Quarter', kind: 'coupon', code: 'QUARTER', percentOff: 25 }, { token: merchant.token })).status).toBe(201);
    const catalogue = await read();
    expect(catalogue.products.find((product) => product.id === dress.id)?.priceDue).toBe(270);
    const sell = (extra: Record<string, unknown> = {}) =>
      script.post('/api/lsl/sale', {
        sale_id: randomUUID(),
        user_id: randomUUID(),
        vendor_id: vendor.lslKey,
        product_id: dress.id,
        amount: 270,
        catalogue_version: catalogue.version,
        ...extra,
      });

    // Paid L$270, the price due the vendor showed: nothing comes back, and the sale is not taken off L$270 again.
    const plain = await sell();
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ status: 'completed', amount: 270, refund: 0, discount: null });
    // A 25 % coupon is worth L$75 on the list price: L$45 more than the sale already took off, given back as change.
    const withCoupon = await sell({ coupon: 'quarter' });
    expect(withCoupon.body).toMatchObject({ status: 'completed', amount: 225, refund: 45, discount: { kind: 'coupon', code: 'QUARTER', amount: 45 } });
    // An older script pays the list price without a version: the sale comes off it once, as before.
    const listPaid = await script.post('/api/lsl/sale', {
      sale_id: randomUUID(),
      user_id: randomUUID(),
      vendor_id: vendor.lslKey,
      product_id: dress.id,
      amount: 300,
    });
    expect(listPaid.body).toMatchObject({ amount: 270, refund: 30, discount: { kind: 'sale', amount: 30 } });
    const rows = await t.dataSource.query(`SELECT amount, "discountAmount", "priceMismatch" FROM transactions WHERE "vendorId" = $1 ORDER BY id`, [vendor.id]);
    expect(rows).toEqual([
      { amount: 270, discountAmount: 0, priceMismatch: false },
      { amount: 225, discountAmount: 45, priceMismatch: false },
      { amount: 270, discountAmount: 30, priceMismatch: false },
    ]);
  });

  it('refuses a sale at an older price that stopped being due more than 5 minutes ago, or never was, writing nothing', async () => {
    const { vendor, read, edit, sell } = await shop();
    const dress = await make.product(vendor.id, { price: 300, stock: 5 });
    const old = await read();
    await edit(dress.id, { price: 350 });
    await read();
    await t.dataSource.query(`UPDATE catalogue_versions SET "replacedAt" = now() - interval '5 minutes 1 second' WHERE "vendorId" = $1 AND version = $2`, [
      vendor.id,
      old.version,
    ]);
    const tables = async () => ({
      transactions: (await t.dataSource.query(`SELECT count(*)::int AS n FROM transactions WHERE "vendorId" = $1`, [vendor.id]))[0].n,
      totals: await t.dataSource.query(`SELECT version, sales FROM vendor_sales_totals WHERE "vendorId" = $1`, [vendor.id]),
      stock: (await t.dataSource.query(`SELECT stock FROM products WHERE id = $1`, [dress.id]))[0].stock,
      giftCards: (
        await t.dataSource.query(`SELECT count(*)::int AS n FROM gift_cards WHERE "ownerId" = (SELECT "ownerId" FROM vendors WHERE id = $1)`, [vendor.id])
      )[0].n,
    });
    const before = await tables();

    expectError(await sell(dress.id, 300, old.version), 409, STALE_PRICE);
    // A price the version never showed, and a version never served.
    expectError(await sell(dress.id, 1, old.version), 409, STALE_PRICE);
    expectError(await sell(dress.id, 300, '0123456789abcdef'), 409, STALE_PRICE);
    expect(await tables()).toEqual(before);

    const malformed = await sell(dress.id, 350, 'not-a-version');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors).toEqual({
      catalogue_version: ['catalogue_version must be the version of the catalogue the vendor priced the sale on (16 hex digits)'],
    });
    expect(await tables()).toEqual(before);
  });

  it('answers a retried sale with its first answer, however old its version is by now', async () => {
    const { vendor, read, edit, sell } = await shop();
    const dress = await make.product(vendor.id, { price: 300 });
    const old = await read();
    const saleId = randomUUID();
    const first = await sell(dress.id, 300, old.version, saleId);
    expect(first.status).toBe(200);
    await edit(dress.id, { price: 350 });
    await read();
    await t.dataSource.query(`UPDATE catalogue_versions SET "replacedAt" = now() - interval '1 hour' WHERE "vendorId" = $1 AND version = $2`, [
      vendor.id,
      old.version,
    ]);
    const retry = await sell(dress.id, 300, old.version, saleId);
    expect(retry.status).toBe(200);
    expect(retry.body.transaction_id).toBe(first.body.transaction_id);
  });

  it("refuses another merchant's vendor key on a sale carrying a version, as any sale", async () => {
    const { vendor, read } = await shop();
    const dress = await make.product(vendor.id, { price: 300 });
    const { version } = await read();
    const intruder = await shop();
    const refused = await intruder.script.post('/api/lsl/sale', {
      sale_id: randomUUID(),
      user_id: randomUUID(),
      vendor_id: vendor.lslKey,
      product_id: dress.id,
      amount: 300,
      catalogue_version: version,
    });
    expect(refused.status).toBe(404);
  });
});

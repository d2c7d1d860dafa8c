import { randomUUID } from 'node:crypto';

import { createApiKey, expectError, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

const SOLD_OUT = 'This product is sold out.';
const NOT_ON_SALE = 'This product is not on sale right now.';
const HOUR_MS = 3_600_000;

/** Stock and availability dates: the products API and what a vendor's sales do with them. */
describe('product stock and availability', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let apiKey: string;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    apiKey = await createApiKey(t, merchant);
  });
  afterAll(() => t.close());

  const sell = (vendorKey: string, productId: number, saleId = randomUUID()) =>
    scripts(t, inWorldObject(apiKey)).postSale(saleBody({ saleId, buyer: randomUUID(), vendorKey, amount: 300, productId }));
  const stockOf = async (productId: number): Promise<number | null> =>
    (await t.dataSource.query(`SELECT stock FROM products WHERE id = $1`, [productId]))[0].stock;
  const salesOf = async (productId: number): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM transactions WHERE "productId" = $1`, [productId]))[0].n;
  const totalsOf = (vendorId: number) => t.dataSource.query(`SELECT version, sales FROM vendor_sales_totals WHERE "vendorId" = $1`, [vendorId]);

  describe('the products API', () => {
    it('keeps stock, threshold and dates, flags low stock and sold out, and clears them with null', async () => {
      const vendor = await make.vendor(merchant.id);
      const created = await t.post(
        '/api/products',
        {
          name: 'Limited Gown',
          vendorId: vendor.id,
          price: 300,
          stock: 3,
          lowStockThreshold: 3,
          availableFrom: '2026-12-01T08:00:00Z',
          availableUntil: '2026-12-24T08:00:00-08:00',
        },
        { token: merchant.token },
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        stock: 3,
        lowStockThreshold: 3,
        availableFrom: '2026-12-01T08:00:00.000Z',
        availableUntil: '2026-12-24T16:00:00.000Z',
        lowStock: true,
        soldOut: false,
      });
      const emptied = await t.patch(`/api/products/${created.body.id}`, { stock: 0 }, { token: merchant.token });
      expect(emptied.body).toMatchObject({ stock: 0, lowStock: true, soldOut: true });
      const cleared = await t.patch(
        `/api/products/${created.body.id}`,
        { stock: null, lowStockThreshold: null, availableFrom: null, availableUntil: null },
        { token: merchant.token },
      );
      expect(cleared.body).toMatchObject({ stock: null, lowStockThreshold: null, availableFrom: null, availableUntil: null, lowStock: false, soldOut: false });
      // A product made without them sells without limit, at any time.
      const plain = await t.post('/api/products', { name: 'Plain', vendorId: vendor.id, price: 10 }, { token: merchant.token });
      expect(plain.body).toMatchObject({ stock: null, lowStockThreshold: null, availableFrom: null, availableUntil: null, lowStock: false, soldOut: false });
    });

    it.each([
      [{ stock: -1 }, 'Stock must be a whole number of at least 0, or empty for unlimited'],
      [{ stock: 1.5 }, 'Stock must be a whole number of at least 0, or empty for unlimited'],
      [{ stock: '4' }, 'Stock must be a whole number of at least 0, or empty for unlimited'],
      [{ lowStockThreshold: -2 }, 'Low-stock threshold must be a whole number of at least 0, or empty'],
      [{ availableFrom: '2026-12-01' }, 'Available from must be a date and time with a time zone, e.g. 2026-12-01T18:00:00Z, or empty'],
      [{ availableUntil: 'soon' }, 'Available until must be a date and time with a time zone, e.g. 2026-12-01T18:00:00Z, or empty'],
      [{ availableFrom: '2026-12-02T00:00:00Z', availableUntil: '2026-12-01T00:00:00Z' }, 'Available until must be after available from'],
    ])('refuses %j with "%s" and writes nothing', async (fields, message) => {
      const vendor = await make.vendor(merchant.id);
      const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM products`))[0].n;
      expectError(await t.post('/api/products', { name: 'Bad', vendorId: vendor.id, price: 10, ...fields }, { token: merchant.token }), 400, message);
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM products`))[0].n).toBe(before);
    });

    it('checks the dates of an update against the ones already saved', async () => {
      const vendor = await make.vendor(merchant.id);
      const product = await make.product(vendor.id, { availableFrom: new Date('2026-12-10T00:00:00Z') });
      expectError(
        await t.patch(`/api/products/${product.id}`, { availableUntil: '2026-12-09T00:00:00Z' }, { token: merchant.token }),
        400,
        'Available until must be after available from',
      );
      const fixed = await t.patch(`/api/products/${product.id}`, { availableUntil: '2026-12-11T00:00:00Z' }, { token: merchant.token });
      expect(fixed.status).toBe(200);
    });
  });

  describe('sales', () => {
    it('sells the last 5 units to exactly 5 of 20 buyers paying at once, and refuses the other 15 writing nothing', async () => {
      const vendor = await make.vendor(merchant.id);
      const product = await make.product(vendor.id, { stock: 5 });
      const answers = await Promise.all(Array.from({ length: 20 }, () => sell(vendor.lslKey, product.id)));
      const sold = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(sold).toHaveLength(5);
      expect(refused).toHaveLength(15);
      for (const answer of refused) expectError(answer, 409, SOLD_OUT);
      expect(await stockOf(product.id)).toBe(0);
      expect(await salesOf(product.id)).toBe(5);
      expect((await totalsOf(vendor.id))[0].sales).toBe('5');
    });

    it('puts a refunded unit back on sale, and answers a retried sale with its first answer even when sold out', async () => {
      // The vendor gives the item itself: a box delivery is not what this is about (decision 0090).
      const vendor = await make.vendor(merchant.id, { inventory: ['Last Dress'] });
      const product = await make.product(vendor.id, { stock: 1, name: 'Last Dress' });
      const saleId = randomUUID();
      const first = await sell(vendor.lslKey, product.id, saleId);
      expect(first.status).toBe(200);
      expect(await stockOf(product.id)).toBe(0);
      // The script sends the same sale again (its answer was lost): the same answer, no unit taken.
      expect((await sell(vendor.lslKey, product.id, saleId)).body).toEqual(first.body);
      expectError(await sell(vendor.lslKey, product.id), 409, SOLD_OUT);

      const refund = await t.post(`/api/transactions/${first.body.transaction_id}/refund`, undefined, { token: merchant.token });
      expect(refund.status).toBe(200);
      expect(await stockOf(product.id)).toBe(1);
      expect((await sell(vendor.lslKey, product.id)).status).toBe(200);
      expect(await stockOf(product.id)).toBe(0);
      expectError(await sell(vendor.lslKey, product.id), 409, SOLD_OUT);
      expect(await salesOf(product.id)).toBe(2);
      // A retry still names the first sale, as it stands now: refunded, its row kept.
      expect((await sell(vendor.lslKey, product.id, saleId)).body).toEqual({ ...first.body, status: 'refunded' });
    });

    it('refuses a sale before or after the dates, on a vendor whose pricing is known or not, and writes nothing', async () => {
      const vendor = await make.vendor(merchant.id);
      const now = Date.now();
      const later = await make.product(vendor.id, { availableFrom: new Date(now + HOUR_MS) });
      const over = await make.product(vendor.id, { availableFrom: new Date(now - 2 * HOUR_MS), availableUntil: new Date(now - HOUR_MS) });
      const open = await make.product(vendor.id, { availableFrom: new Date(now - HOUR_MS), availableUntil: new Date(now + HOUR_MS), stock: 2 });

      // The vendor's first sale reads its pricing, then the write refuses the product.
      expectError(await sell(vendor.lslKey, later.id), 409, NOT_ON_SALE);
      expect((await sell(vendor.lslKey, open.id)).status).toBe(200);
      const before = await totalsOf(vendor.id);
      // Now the pricing is known: the write alone refuses.
      expectError(await sell(vendor.lslKey, later.id), 409, NOT_ON_SALE);
      expectError(await sell(vendor.lslKey, over.id), 409, NOT_ON_SALE);
      expect(await totalsOf(vendor.id)).toEqual(before);
      expect(await salesOf(later.id)).toBe(0);
      expect(await salesOf(over.id)).toBe(0);
      expect(await stockOf(open.id)).toBe(1);
    });

    it('sells a product without stock or dates without limit', async () => {
      const vendor = await make.vendor(merchant.id);
      const product = await make.product(vendor.id);
      for (let i = 0; i < 3; i += 1) expect((await sell(vendor.lslKey, product.id)).status).toBe(200);
      expect(await stockOf(product.id)).toBeNull();
      expect(await salesOf(product.id)).toBe(3);
    });

    it('records a sale the vendor gave before the platform answered, even sold out or past its dates, never taking stock below 0', async () => {
      const vendor = await make.vendor(merchant.id);
      const soldOut = await make.product(vendor.id, { stock: 0 });
      const over = await make.product(vendor.id, { stock: 2, availableUntil: new Date(Date.now() - HOUR_MS) });
      const given = (productId: number) =>
        scripts(t, inWorldObject(apiKey)).postSale(
          JSON.stringify({ sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendor.lslKey, amount: 300, product_id: productId, given: true }),
        );
      expect((await given(soldOut.id)).status).toBe(200);
      expect((await given(over.id)).status).toBe(200);
      expect({ soldOut: await stockOf(soldOut.id), over: await stockOf(over.id) }).toEqual({ soldOut: 0, over: 1 });
      expect({ soldOut: await salesOf(soldOut.id), over: await salesOf(over.id) }).toEqual({ soldOut: 1, over: 1 });
      // Without the flag the same sale is refused.
      expectError(await sell(vendor.lslKey, soldOut.id), 409, SOLD_OUT);
    });
  });
});

import { randomUUID } from 'node:crypto';

import type { Product } from '../../src/products/product.entity';
import type { Transaction } from '../../src/sales/transaction.entity';
import type { Vendor } from '../../src/vendors/vendor.entity';
import { createApiKey, inWorldObject, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

// Friday 20 March 2026, noon SLT (PDT, UTC-7).
const NOW = '2026-03-20T19:00:00.000Z';
const RANGE = 'from=2026-03-01&to=2026-03-20';

/** Analytics' demo → purchase conversion per product: demos recorded by POST /api/lsl/demos, completed sales after them. */
describe('demo conversion in analytics', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let rival: TestUser;
  let admin: TestUser;
  let store: Vendor;
  let jacket: Product;
  let boots: Product;
  let hat: Product;

  /** A demo on an SLT day at 10:00 PDT (17:00 UTC), as the route records it. */
  const demo = (product: Product, vendor: Vendor, ownerId: string, avatar: string, day: string) =>
    t.dataSource.query(`INSERT INTO product_demos ("ownerId", "productId", "vendorId", "avatarKey", day, "givenAt") VALUES ($1, $2, $3, $4, $5, $6)`, [
      ownerId,
      product.id,
      vendor.id,
      avatar,
      day,
      `${day}T17:00:00Z`,
    ]);
  const buy = (product: Product, vendor: Vendor, buyerId: string, createdAt: string, status: Transaction['status'] = 'completed') =>
    make.transaction(vendor.id, { productId: product.id, buyerId, createdAt: new Date(createdAt), status });
  const conversion = async (user: TestUser, query = RANGE, path = '/api/analytics') => {
    const response = await t.get(`${path}?${query}`, { token: user.token });
    expect(response.status).toBe(200);
    return response.body.demoConversion;
  };

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: NOW } });
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    rival = await t.makeUser();
    admin = await t.makeUser({ role: 'admin' });
    store = await make.vendor(merchant.id, { name: 'Main Store' });
    jacket = await make.product(store.id, { name: 'Mesh Jacket', demoItemName: 'Mesh Jacket DEMO' });
    boots = await make.product(store.id, { name: 'Boots', demoItemName: 'Boots DEMO' });
    const rivalStore = await make.vendor(rival.id, { name: 'Rival Store' });
    hat = await make.product(rivalStore.id, { name: 'Hat', demoItemName: 'Hat DEMO' });

    const [a, b, c, d, e, f, h] = Array.from({ length: 7 }, () => randomUUID());
    // a: demo, then bought it: converted.
    await demo(jacket, store, merchant.id, a, '2026-03-10');
    await buy(jacket, store, a, '2026-03-12T20:00:00Z');
    // b: bought before the demo only; c: bought the boots, not the jacket; d: the purchase was refunded.
    await buy(jacket, store, b, '2026-03-05T20:00:00Z');
    await demo(jacket, store, merchant.id, b, '2026-03-11');
    await demo(jacket, store, merchant.id, c, '2026-03-11');
    await demo(jacket, store, merchant.id, d, '2026-03-12');
    await buy(jacket, store, d, '2026-03-13T20:00:00Z', 'refunded');
    // e: two demos on two days, bought after the second (two demos, one avatar, one buyer).
    await demo(jacket, store, merchant.id, e, '2026-03-13');
    await demo(jacket, store, merchant.id, e, '2026-03-14');
    await buy(jacket, store, e, '2026-03-14T19:00:00Z');
    // f: bought it twice after the demo (as a gift once): one buyer.
    await demo(jacket, store, merchant.id, f, '2026-03-15');
    await buy(jacket, store, f, '2026-03-16T20:00:00Z');
    await buy(jacket, store, f, '2026-03-17T20:00:00Z');
    // c had the boots' demo too, and bought them.
    await demo(boots, store, merchant.id, c, '2026-03-15');
    await buy(boots, store, c, '2026-03-16T20:00:00Z');
    // h: a demo before the range, bought within it: not this range's demo.
    await demo(jacket, store, merchant.id, h, '2026-02-20');
    await buy(jacket, store, h, '2026-03-02T20:00:00Z');
    // The rival's demo, converted.
    await demo(hat, rivalStore, rival.id, a, '2026-03-12');
    await buy(hat, rivalStore, a, '2026-03-12T21:00:00Z');

    // Today's demo through the vendor's route: counted, not bought (yet).
    const script = scripts(t, inWorldObject(await createApiKey(t, merchant)));
    const given = await script.post('/api/lsl/demos', { vendor_id: store.lslKey, product_id: jacket.id, avatar: randomUUID() });
    expect(given.body).toMatchObject({ give: true });
  });
  afterAll(() => t.close());

  it('counts per product the demos, the avatars who had them, and those who bought the product after their demo', async () => {
    expect(await conversion(merchant)).toEqual([
      { productId: jacket.id, name: 'Mesh Jacket', ownerName: null, demos: 8, avatars: 7, buyers: 3, conversionRate: 0.4286 },
      { productId: boots.id, name: 'Boots', ownerName: null, demos: 1, avatars: 1, buyers: 1, conversionRate: 1 },
    ]);
  });

  it("counts a range's demos only, and a buyer from their first demo of the range", async () => {
    expect(await conversion(merchant, 'from=2026-03-14&to=2026-03-20')).toEqual([
      { productId: jacket.id, name: 'Mesh Jacket', ownerName: null, demos: 3, avatars: 3, buyers: 2, conversionRate: 0.6667 },
      { productId: boots.id, name: 'Boots', ownerName: null, demos: 1, avatars: 1, buyers: 1, conversionRate: 1 },
    ]);
    expect(await conversion(merchant, 'from=2026-02-01&to=2026-02-28')).toEqual([
      { productId: jacket.id, name: 'Mesh Jacket', ownerName: null, demos: 1, avatars: 1, buyers: 1, conversionRate: 1 },
    ]);
    expect(await conversion(merchant, 'from=2026-01-01&to=2026-01-31')).toEqual([]);
  });

  it('lists as many products as the limit, the most demos first', async () => {
    expect((await conversion(merchant, `${RANGE}&limit=1`)).map((row: { productId: number }) => row.productId)).toEqual([jacket.id]);
  });

  it("shows a merchant only their own products' demos, and the platform every merchant's with the owner", async () => {
    expect(await conversion(rival)).toEqual([{ productId: hat.id, name: 'Hat', ownerName: null, demos: 1, avatars: 1, buyers: 1, conversionRate: 1 }]);
    const platform = await conversion(admin, RANGE, '/api/admin/analytics');
    expect(platform.map((row: { productId: number; demos: number }) => [row.productId, row.demos])).toEqual([
      [jacket.id, 8],
      [boots.id, 1],
      [hat.id, 1],
    ]);
    expect(platform[2].ownerName).toEqual(expect.any(String));
    // An admin's own analytics are their own shop's: no demos there.
    expect(await conversion(admin)).toEqual([]);
  });
});

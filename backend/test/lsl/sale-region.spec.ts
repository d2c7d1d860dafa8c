import { randomUUID } from 'node:crypto';

import { SaleRegionApart1795600007420 } from '../../src/database/migrations/1795600007420-SaleRegionApart';
import { Transaction } from '../../src/sales/transaction.entity';
import { createApiKey, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/** X-SecondLife-Region, "Luna Bay (256000, 256512)": the name is shown, the grid corner kept apart, the map linked. */
describe("a sale's region", () => {
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

  const row = (id: number) => t.dataSource.getRepository(Transaction).findOneByOrFail({ id });
  const listed = async (id: number) => (await t.get(`/api/transactions/${id}`, { token: merchant.token })).body;

  it("stores the simulator's region name and grid corner apart, and links the map at the selling object's position", async () => {
    const vendor = await make.vendor(merchant.id);
    const script = scripts(t, inWorldObject(apiKey));
    // The heartbeat records where the object stands: X-SecondLife-Local-Position (128.5, 64.25, 22.0).
    expect((await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey })).status).toBe(200);
    const sale = await script.postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 100 }));
    expect(sale.status).toBe(200);

    expect(await row(sale.body.transaction_id)).toMatchObject({ slRegion: 'Luna Bay', slRegionX: 256000, slRegionY: 256512 });
    expect(await listed(sale.body.transaction_id)).toMatchObject({
      slRegion: 'Luna Bay',
      slMapUrl: 'https://maps.secondlife.com/secondlife/Luna%20Bay/129/64/22',
    });
  });

  it("links the region's centre when no object of the merchant reported the sale's key, and nothing without a region", async () => {
    const vendor = await make.vendor(merchant.id);
    const elsewhere = await make.transaction(vendor.id, { slRegion: 'Bay City (256768, 261376)', slObjectKey: 'not-a-key' });
    expect(await listed(elsewhere.id)).toMatchObject({ slRegion: 'Bay City', slMapUrl: 'https://maps.secondlife.com/secondlife/Bay%20City/128/128/0' });
    const none = await make.transaction(vendor.id, { slRegion: null });
    expect(await listed(none.id)).toMatchObject({ slRegion: null, slMapUrl: null });
  });

  it('splits the sales stored before, and the analytics count them under the name alone', async () => {
    const vendor = await make.vendor(merchant.id);
    const migration = new SaleRegionApart1795600007420();
    const runner = t.dataSource.createQueryRunner();
    try {
      // Back to the schema before the migration, with a sale stored as the simulator sent it.
      await migration.down(runner);
      const [{ id }] = await runner.query(
        `INSERT INTO transactions ("vendorId", "buyerId", amount, commission, "commissionRate", status, "slRegion")
         VALUES ($1, $2, 300, '15.00', '5.0000', 'completed', 'Luna Bay (256000, 256512)') RETURNING id`,
        [vendor.id, randomUUID()],
      );
      const before = await runner.query(`SELECT region FROM region_sales_days WHERE "vendorId" = $1`, [vendor.id]);
      expect(before).toEqual([{ region: 'Luna Bay (256000, 256512)' }]);

      await migration.up(runner);

      expect(await row(Number(id))).toMatchObject({ slRegion: 'Luna Bay', slRegionX: 256000, slRegionY: 256512 });
      const after = await runner.query(`SELECT region, sales FROM region_sales_days WHERE "vendorId" = $1`, [vendor.id]);
      expect(after).toEqual([{ region: 'Luna Bay', sales: 1 }]);
    } finally {
      await runner.release();
    }
  });
});

import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/**
 * The region rollup (`region_sales_days`) is kept by the sales rollups' triggers on `transactions` (test/sales-rollups):
 * whatever is done to sales, it must equal the same figures computed from `transactions`.
 */
describe('region sales rollup', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    merchant = await t.makeUser();
  });
  afterAll(() => t.close());

  const rows = async (sql: string) => (await t.dataSource.query<Record<string, unknown>[]>(sql)).map((row) => Object.values(row).map(String).join('|')).sort();
  const fromRollup = () => rows(`SELECT "vendorId", day::text, region, sales, amount FROM region_sales_days WHERE sales <> 0`);
  const fromSales = () =>
    rows(
      `SELECT "vendorId", (("createdAt" AT TIME ZONE 'America/Los_Angeles')::date)::text AS day, COALESCE("slRegion", '') AS region,
              count(*)::int AS sales, sum(amount) AS amount
       FROM transactions WHERE status = 'completed' GROUP BY 1, 2, 3`,
    );

  async function expectInStep(): Promise<void> {
    const rollup = await fromRollup();
    expect(rollup.length).toBeGreaterThan(0);
    expect(rollup).toEqual(await fromSales());
  }

  it('counts completed sales per vendor, SLT day and region as they are inserted, one at a time and in bulk', async () => {
    const vendor = await make.vendor(merchant.id);
    // 07:59 UTC on 2 March is still 1 March in SLT (PST, UTC-8); 08:00 is 2 March.
    await make.transaction(vendor.id, { amount: 100, slRegion: 'Bellisseria', createdAt: new Date('2026-03-02T07:59:59Z') });
    await make.transaction(vendor.id, { amount: 250, slRegion: 'Bellisseria', createdAt: new Date('2026-03-02T08:00:00Z') });
    await make.transaction(vendor.id, { amount: 40, slRegion: null, createdAt: new Date('2026-03-02T09:00:00Z') });
    await make.transaction(vendor.id, { amount: 999, slRegion: 'Bellisseria', status: 'pending' });
    await t.dataSource.query(
      `INSERT INTO transactions ("vendorId", "buyerId", amount, commission, "commissionRate", status, "slRegion", "createdAt")
       SELECT $1, 'bulk-buyer', n, n * 0.05, '5.0000', CASE WHEN n % 10 = 0 THEN 'failed' ELSE 'completed' END,
              CASE n % 3 WHEN 0 THEN 'Caledon' WHEN 1 THEN 'Luna Bay' END, timestamptz '2026-03-01 00:00Z' + n * interval '37 minutes'
       FROM generate_series(1, 300) AS n`,
      [vendor.id],
    );
    const [first] = await t.dataSource.query(
      `SELECT sales, amount FROM region_sales_days WHERE "vendorId" = $1 AND day = '2026-03-01' AND region = 'Bellisseria'`,
      [vendor.id],
    );
    expect(first).toEqual({ sales: 1, amount: '100' });
    await expectInStep();
  });

  it('takes refunded, moved, re-regioned and deleted sales off the right rows', async () => {
    const vendor = await make.vendor(merchant.id);
    const other = await make.vendor(merchant.id);
    const sales = [];
    for (let i = 0; i < 6; i += 1) {
      sales.push(await make.transaction(vendor.id, { amount: 100 + i, slRegion: 'Caledon', createdAt: new Date(Date.UTC(2026, 4, 10 + i, 12)) }));
    }
    const owner = { token: merchant.token };
    expect((await t.post(`/api/transactions/${sales[0].id}/refund`, undefined, owner)).status).toBe(200);
    await t.dataSource.query(`UPDATE transactions SET "createdAt" = "createdAt" - interval '3 days' WHERE id = $1`, [sales[1].id]);
    await t.dataSource.query(`UPDATE transactions SET "slRegion" = 'Luna Bay' WHERE id = $1`, [sales[2].id]);
    await t.dataSource.query(`UPDATE transactions SET "vendorId" = $2 WHERE id = $1`, [sales[3].id, other.id]);
    await t.dataSource.query(`UPDATE transactions SET "buyerName" = 'Renamed' WHERE "vendorId" = $1`, [vendor.id]);
    await t.dataSource.query(`DELETE FROM transactions WHERE id = $1`, [sales[4].id]);
    await expectInStep();
    const [refundedDay] = await t.dataSource.query(`SELECT sales, amount FROM region_sales_days WHERE "vendorId" = $1 AND day = '2026-05-10'`, [vendor.id]);
    expect(refundedDay).toEqual({ sales: 0, amount: '0' });
  });

  it('is rebuilt from the sales by sales_rollups_rebuild(), with the other rollups', async () => {
    const vendor = await make.vendor(merchant.id);
    await make.transaction(vendor.id, { amount: 700, slRegion: 'Rebuilt Sim', createdAt: new Date('2026-06-01T12:00:00Z') });
    const before = await fromRollup();
    await t.dataSource.query(`TRUNCATE region_sales_days`);
    expect(await fromRollup()).toEqual([]);
    await t.dataSource.query(`SELECT sales_rollups_rebuild()`);
    expect(await fromRollup()).toEqual(before);
    await expectInStep();
  });
});

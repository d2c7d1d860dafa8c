import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/**
 * The rollups of completed sales are kept by triggers on `transactions`. Whatever is done to sales (inserts one by one
 * or in bulk, refunds, moves in time, deletions, a product or event deleted under them), each rollup must equal the
 * same figures computed from `transactions` directly.
 */
describe('Sales rollups', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    merchant = await t.makeUser();
  });
  afterAll(() => t.close());

  const DAY = `("createdAt" AT TIME ZONE 'America/Los_Angeles')::date`;
  const COMPLETED = `status = 'completed'`;

  /** [from the rollup, from transactions] for each rollup, as sorted text rows without zero rows. */
  async function bothWays(): Promise<Record<string, [string[], string[]]>> {
    const rows = async (sql: string) =>
      (await t.dataSource.query<Record<string, unknown>[]>(sql)).map((row) => Object.values(row).map(String).join('|')).sort();
    return {
      vendorDays: [
        await rows(`SELECT "vendorId", day::text, sales, amount, commission, "ratePercentSum" FROM vendor_sales_days WHERE sales <> 0`),
        await rows(
          `SELECT "vendorId", ${DAY}::text AS day, count(*)::int AS sales, sum(amount) AS amount, sum(commission)::numeric(18,2) AS commission,
                  sum("commissionRate")::numeric(20,4) AS rates
           FROM transactions WHERE ${COMPLETED} GROUP BY 1, 2`,
        ),
      ],
      productDays: [
        await rows(`SELECT "productId", day::text, sales, amount FROM product_sales_days WHERE sales <> 0`),
        await rows(
          `SELECT "productId", ${DAY}::text AS day, count(*)::int AS sales, sum(amount) AS amount FROM transactions WHERE ${COMPLETED} AND "productId" IS NOT NULL GROUP BY 1, 2`,
        ),
      ],
      eventDays: [
        await rows(`SELECT "eventId", "vendorId", day::text, sales, amount FROM event_sales_days WHERE sales <> 0`),
        await rows(
          `SELECT "eventId", "vendorId", ${DAY}::text AS day, count(*)::int AS sales, sum(amount) AS amount FROM transactions WHERE ${COMPLETED} AND "eventId" IS NOT NULL GROUP BY 1, 2, 3`,
        ),
      ],
      vendorTotals: [
        await rows(`SELECT "vendorId", sales, amount, commission FROM vendor_sales_totals WHERE sales <> 0`),
        await rows(
          `SELECT "vendorId", count(*) AS sales, sum(amount) AS amount, sum(commission)::numeric(20,2) AS commission FROM transactions WHERE ${COMPLETED} GROUP BY 1`,
        ),
      ],
    };
  }

  async function expectInStep(): Promise<void> {
    for (const [name, [rollup, direct]] of Object.entries(await bothWays())) {
      expect({ name, rows: rollup }).toEqual({ name, rows: direct });
    }
  }

  it('counts sales as they are inserted, one at a time and in bulk, on the SLT day of their createdAt', async () => {
    const vendor = await make.vendor(merchant.id);
    const product = await make.product(vendor.id);
    const event = await make.event(merchant.id);
    // 07:59 UTC on 2 March is still 1 March in SLT (PST, UTC-8); 08:00 is 2 March.
    await make.transaction(vendor.id, { amount: 100, productId: product.id, createdAt: new Date('2026-03-02T07:59:59Z') });
    await make.transaction(vendor.id, { amount: 250, productId: product.id, eventId: event.id, createdAt: new Date('2026-03-02T08:00:00Z') });
    await make.transaction(vendor.id, { amount: 999, status: 'pending' });
    await t.dataSource.query(
      `INSERT INTO transactions ("vendorId", "productId", "eventId", "buyerId", amount, commission, "commissionRate", status, "createdAt")
       SELECT $1, CASE WHEN n % 2 = 0 THEN $2::int END, CASE WHEN n % 3 = 0 THEN $3::int END, 'bulk-buyer', n, n * 0.05, '5.0000',
              CASE WHEN n % 10 = 0 THEN 'failed' ELSE 'completed' END, timestamptz '2026-03-01 00:00Z' + n * interval '37 minutes'
       FROM generate_series(1, 500) AS n`,
      [vendor.id, product.id, event.id],
    );
    const [day] = await t.dataSource.query(`SELECT sales, amount FROM vendor_sales_days WHERE "vendorId" = $1 AND day = '2026-03-01'`, [vendor.id]);
    expect(day.sales).toBeGreaterThan(1);
    await expectInStep();
  });

  it('takes refunded, failed, moved and deleted sales off the right days', async () => {
    const vendor = await make.vendor(merchant.id);
    const other = await make.vendor(merchant.id);
    const product = await make.product(vendor.id);
    const sales = [];
    for (let i = 0; i < 6; i += 1) {
      sales.push(await make.transaction(vendor.id, { amount: 100 + i, productId: product.id, createdAt: new Date(Date.UTC(2026, 4, 10 + i, 12)) }));
    }
    await t.dataSource.query(`UPDATE transactions SET status = 'refunded', "refundedAt" = now() WHERE id = $1`, [sales[0].id]);
    await t.dataSource.query(`UPDATE transactions SET "createdAt" = "createdAt" - interval '3 days' WHERE id = $1`, [sales[1].id]);
    await t.dataSource.query(`UPDATE transactions SET amount = 5000, commission = '250.00' WHERE id = $1`, [sales[2].id]);
    await t.dataSource.query(`UPDATE transactions SET "vendorId" = $2 WHERE id = $1`, [sales[3].id, other.id]);
    await t.dataSource.query(`UPDATE transactions SET "buyerName" = 'Renamed' WHERE "vendorId" = $1`, [vendor.id]);
    await t.dataSource.query(`DELETE FROM redeliveries WHERE "transactionId" = $1`, [sales[4].id]);
    await t.dataSource.query(`DELETE FROM transactions WHERE id = $1`, [sales[4].id]);
    await expectInStep();
    const [refundedDay] = await t.dataSource.query(`SELECT sales FROM vendor_sales_days WHERE "vendorId" = $1 AND day = '2026-05-10'`, [vendor.id]);
    expect(refundedDay.sales).toBe(0);
  });

  it('stays right when a product or an event is deleted under its sales, and the rebuild gives the same rows', async () => {
    const vendor = await make.vendor(merchant.id);
    const product = await make.product(vendor.id);
    const event = await make.event(merchant.id);
    await make.join(event.id, vendor.id);
    for (let i = 0; i < 4; i += 1) await make.transaction(vendor.id, { amount: 300 + i, productId: product.id, eventId: event.id });
    await t.dataSource.query(`DELETE FROM products WHERE id = $1`, [product.id]);
    await t.dataSource.query(`DELETE FROM event_vendors WHERE "eventId" = $1`, [event.id]);
    await t.dataSource.query(`DELETE FROM events WHERE id = $1`, [event.id]);
    await expectInStep();
    const before = await bothWays();
    await t.dataSource.query(`SELECT sales_rollups_rebuild()`);
    const after = await bothWays();
    for (const name of Object.keys(before)) expect(after[name][0]).toEqual(before[name][0]);
  });
});

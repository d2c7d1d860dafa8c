import { randomUUID } from 'node:crypto';

import { createApiKey, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/**
 * buyer_totals is kept by triggers on `transactions`: whatever is done to sales (the sale path, inserts in bulk,
 * refunds whole or in part, gifts, moves in time, a vendor given to another owner, deletions, concurrent sales of one
 * buyer), it must equal the same figures recomputed from `transactions`.
 */
describe('buyer totals', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    merchant = await t.makeUser();
  });
  afterAll(() => t.close());

  const RECOMPUTED = `
    SELECT COALESCE(b.o, g.o) AS o, COALESCE(b.k, g.k) AS k, COALESCE(b.name, g.name) AS name, b.first, b.last,
           COALESCE(b.purchases, 0) AS purchases, COALESCE(b.spent, 0) AS spent, COALESCE(b.refunds, 0) AS refunds,
           COALESCE(b.given, 0) AS given, COALESCE(g.received, 0) AS received
    FROM (
      SELECT "ownerId" AS o, "buyerId" AS k, min("createdAt") AS first, max("createdAt") AS last,
             (array_agg("buyerName" ORDER BY "createdAt" DESC, id DESC) FILTER (WHERE "buyerName" IS NOT NULL))[1] AS name,
             count(*) FILTER (WHERE status = 'completed') AS purchases,
             COALESCE(sum(amount - "refundedAmount") FILTER (WHERE status = 'completed'), 0) AS spent,
             count(*) FILTER (WHERE status = 'refunded' OR "refundedAmount" > 0) AS refunds,
             count(*) FILTER (WHERE "giftTo" IS NOT NULL) AS given
      FROM transactions GROUP BY 1, 2
    ) AS b
    FULL JOIN (
      SELECT "ownerId" AS o, "giftTo" AS k, max("giftToName") AS name, count(*) AS received
      FROM transactions WHERE status = 'completed' AND "giftTo" IS NOT NULL GROUP BY 1, 2
    ) AS g ON g.o = b.o AND g.k = b.k`;

  async function expectInStep(): Promise<void> {
    const rows = async (sql: string) =>
      (await t.dataSource.query<Record<string, unknown>[]>(sql))
        .map((row) =>
          Object.values(row)
            .map((value) => (value instanceof Date ? value.toISOString() : String(value)))
            .join('|'),
        )
        .sort();
    const kept = await rows(
      `SELECT "ownerId", "buyerId", "buyerName", "firstPurchaseAt", "lastPurchaseAt", purchases, spent, refunds, "giftsGiven", "giftsReceived" FROM buyer_totals`,
    );
    expect(kept).toEqual(await rows(RECOMPUTED));
    expect(kept.length).toBeGreaterThan(0);
  }

  it('follows sales recorded by the sale path, with gifts', async () => {
    const apiKey = await createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id, { inventory: ['Lamp'] });
    const lamp = await make.product(vendor.id, { name: 'Lamp', price: 300 });
    const script = scripts(t, inWorldObject(apiKey));
    const buyer = randomUUID();
    for (const name of ['First Name', 'Second Name']) {
      const sale = await script.postSale(saleBody({ buyer, vendorKey: vendor.lslKey, amount: 300, productId: lamp.id, buyerName: name }));
      expect(sale.status).toBe(200);
    }
    const friend = randomUUID();
    const gift = await script.postSale(
      JSON.stringify({
        sale_id: randomUUID(),
        user_id: buyer,
        vendor_id: vendor.lslKey,
        amount: 300,
        product_id: lamp.id,
        gift_to: friend,
        gift_to_name: 'Friend',
      }),
    );
    expect(gift.status).toBe(200);
    const row = (key: string) =>
      t.dataSource.query(`SELECT "buyerName", purchases, spent::int, "giftsGiven", "giftsReceived" FROM buyer_totals WHERE "buyerId" = $1`, [key]);
    expect(await row(buyer)).toEqual([{ buyerName: 'Second Name', purchases: 3, spent: 900, giftsGiven: 1, giftsReceived: 0 }]);
    expect(await row(friend)).toEqual([{ buyerName: 'Friend', purchases: 0, spent: 0, giftsGiven: 0, giftsReceived: 1 }]);
    await expectInStep();
  });

  it('follows bulk inserts, refunds whole and in part, moves in time, a change of owner and deletions', async () => {
    const vendor = await make.vendor(merchant.id);
    const buyer = randomUUID();
    const recipient = randomUUID();
    const sales = [];
    for (let index = 0; index < 4; index += 1) {
      sales.push(
        await make.transaction(vendor.id, { buyerId: buyer, buyerName: `Buyer ${index}`, amount: 100 * (index + 1), giftTo: index === 3 ? recipient : null }),
      );
    }
    await expectInStep();
    // One statement with several sales of one buyer.
    await t.dataSource.query(
      `INSERT INTO transactions ("vendorId", "ownerId", "buyerId", "buyerName", amount, commission, "commissionRate")
       SELECT $1, $2, $3, 'Bulk', n * 10, 0, 0 FROM generate_series(1, 5) AS n`,
      [vendor.id, merchant.id, buyer],
    );
    await expectInStep();
    // A partial refund through the API, a whole one, a second part, a refund undone.
    const refund = await t.post(`/api/transactions/${sales[0].id}/refund`, undefined, { token: merchant.token });
    expect(refund.status).toBe(200);
    await t.dataSource.query(`UPDATE transactions SET "refundedAmount" = 50 WHERE id = $1`, [sales[1].id]);
    await expectInStep();
    await t.dataSource.query(`UPDATE transactions SET "refundedAmount" = 120 WHERE id = $1`, [sales[1].id]);
    await t.dataSource.query(`UPDATE transactions SET status = 'refunded', "refundedAmount" = amount WHERE id = $1`, [sales[3].id]);
    await expectInStep();
    await t.dataSource.query(`UPDATE transactions SET status = 'completed', "refundedAmount" = 0 WHERE id = $1`, [sales[3].id]);
    // Moved in time, renamed, given to another avatar.
    await t.dataSource.query(`UPDATE transactions SET "createdAt" = '2020-01-01T00:00:00Z', "buyerName" = 'Old' WHERE id = $1`, [sales[2].id]);
    await t.dataSource.query(`UPDATE transactions SET "giftTo" = $2 WHERE id = $1`, [sales[2].id, randomUUID()]);
    await expectInStep();
    // The vendor given to another merchant: its sales, and their buyers, go with it.
    const other = await t.makeUser();
    await t.dataSource.query(`UPDATE vendors SET "ownerId" = $2 WHERE id = $1`, [vendor.id, other.id]);
    await expectInStep();
    await t.dataSource.query(`DELETE FROM transactions WHERE id = ANY($1)`, [[sales[0].id, sales[3].id]]);
    await expectInStep();
    await t.dataSource.query(`DELETE FROM transactions WHERE "vendorId" = $1 AND "buyerId" = $2`, [vendor.id, buyer]);
    expect(await t.dataSource.query(`SELECT 1 FROM buyer_totals WHERE "buyerId" IN ($1, $2)`, [buyer, recipient])).toEqual([]);
    await expectInStep();
  });

  it('loses no update when two sales of one buyer are recorded at the same time', async () => {
    const vendor = await make.vendor(merchant.id);
    const buyer = randomUUID();
    const insert = `INSERT INTO transactions ("vendorId", "ownerId", "buyerId", "buyerName", amount, commission, "commissionRate") VALUES ($1, $2, $3, 'Racer', $4, 0, 0)`;
    const first = t.dataSource.createQueryRunner();
    const second = t.dataSource.createQueryRunner();
    await first.startTransaction();
    await second.startTransaction();
    try {
      await first.query(insert, [vendor.id, merchant.id, buyer, 100]);
      // Waits for the first transaction's row of this buyer, then adds to it.
      const pending = second.query(insert, [vendor.id, merchant.id, buyer, 250]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await first.commitTransaction();
      await pending;
      await second.commitTransaction();
    } finally {
      await first.release();
      await second.release();
    }
    expect(await t.dataSource.query(`SELECT purchases, spent::int FROM buyer_totals WHERE "buyerId" = $1`, [buyer])).toEqual([{ purchases: 2, spent: 350 }]);
    await expectInStep();
  });
});

import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { Client } from 'pg';
import { DataSource } from 'typeorm';

import { dataSourceOptions } from '../../src/database/data-source-options';

const MIGRATIONS = join(__dirname, '../../src/database/migrations');
const PARTIAL_REFUNDS = '1796400000000-PartialRefunds.ts';

/** Sales refunded before partial refunds were refunded whole: the upgrade says so on the sale and its order, and changes no figure. */
describe('the partial refunds migration', () => {
  it('records refunded sales as refunded whole, keeps the rollups, and goes back', async () => {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    const name = `upgrade_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const earlier = readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.ts') && file < PARTIAL_REFUNDS)
      .map((file) => join(MIGRATIONS, file));
    const before = new DataSource({ ...dataSourceOptions(url.toString()), migrations: earlier });
    const after = new DataSource({ ...dataSourceOptions(url.toString()), migrations: [...earlier, join(MIGRATIONS, PARTIAL_REFUNDS)] });
    try {
      await before.initialize();
      await before.runMigrations();
      await before.query(`INSERT INTO users (id, email, role) VALUES ('user_1', 'm@shop.test', 'vendor')`);
      const [{ id: vendorId }] = await before.query(`INSERT INTO vendors ("ownerId", name, "lslKey") VALUES ('user_1', 'Main', $1) RETURNING id`, [
        randomUUID(),
      ]);
      const sale = async (amount: number, commission: string, status: string) =>
        (
          await before.query(
            `INSERT INTO transactions ("vendorId", "buyerId", amount, commission, "commissionRate", status) VALUES ($1, $2, $3, $4, '5.0000', $5) RETURNING id`,
            [vendorId, randomUUID(), amount, commission, status],
          )
        )[0].id as string;
      await sale(400, '20.00', 'completed');
      const refunded = await sale(250, '12.50', 'refunded');
      await before.query(`INSERT INTO refund_orders ("transactionId", "ownerId", "vendorId", "avatarKey", amount) VALUES ($1, 'user_1', $2, $3, 250)`, [
        refunded,
        vendorId,
        randomUUID(),
      ]);
      await before.destroy();

      await after.initialize();
      await after.runMigrations();
      const totals = async () =>
        (
          await after.query(
            `SELECT sales::int AS sales, amount::int AS amount, commission::text AS commission FROM vendor_sales_totals WHERE "vendorId" = $1`,
            [vendorId],
          )
        )[0];
      expect(await totals()).toEqual({ sales: 1, amount: 400, commission: '20.00' });
      expect(await after.query(`SELECT status, "refundedAmount", "refundedCommission"::text AS "refundedCommission" FROM transactions ORDER BY id`)).toEqual([
        { status: 'completed', refundedAmount: 0, refundedCommission: '0.00' },
        { status: 'refunded', refundedAmount: 250, refundedCommission: '12.50' },
      ]);
      expect(await after.query(`SELECT commission::text AS commission, "requestKey" FROM refund_orders`)).toEqual([{ commission: '12.50', requestKey: null }]);
      // What was refunded can never pass the sale.
      await expect(after.query(`UPDATE transactions SET "refundedAmount" = 401 WHERE status = 'completed'`)).rejects.toThrow(/CHK_transactions_refunded/);

      // A part refunded now counts in the rollups; going back, the sales count whole again.
      await after.query(`UPDATE transactions SET "refundedAmount" = 100, "refundedCommission" = 5 WHERE status = 'completed'`);
      expect(await totals()).toEqual({ sales: 1, amount: 300, commission: '15.00' });
      await after.query(`UPDATE transactions SET "refundedAmount" = 0, "refundedCommission" = 0 WHERE status = 'completed'`);
      await after.undoLastMigration();
      await after.query(`UPDATE transactions SET amount = 500, commission = 25 WHERE status = 'completed'`);
      expect(await totals()).toEqual({ sales: 1, amount: 500, commission: '25.00' });
    } finally {
      if (before.isInitialized) await before.destroy();
      if (after.isInitialized) await after.destroy();
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});

import { randomUUID } from 'node:crypto';

import { Client } from 'pg';
import { DataSource } from 'typeorm';

import { dataSourceOptions } from '../../src/database/data-source-options';
import { Initial1795325061013 } from '../../src/database/migrations/1795325061013-Initial';
import { InWorldLoop1795468751740 } from '../../src/database/migrations/1795468751740-InWorldLoop';

/** A request a merchant had clicked Process on was hidden from the delivery box; the upgrade puts it back in the queue. */
describe('the in-world loop migration', () => {
  it('moves every processing redelivery request back to pending, and back again when reverted', async () => {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    const name = `upgrade_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const before = new DataSource({ ...dataSourceOptions(url.toString()), migrations: [Initial1795325061013] });
    const after = new DataSource({ ...dataSourceOptions(url.toString()), migrations: [Initial1795325061013, InWorldLoop1795468751740] });
    try {
      await before.initialize();
      await before.runMigrations();
      await before.query(`INSERT INTO users (id, email, role) VALUES ('user_1', 'm@shop.test', 'vendor')`);
      const [{ id: vendorId }] = await before.query(`INSERT INTO vendors ("ownerId", name, "lslKey") VALUES ('user_1', 'Main', $1) RETURNING id`, [
        randomUUID(),
      ]);
      const sale = async () =>
        (
          await before.query(
            `INSERT INTO transactions ("vendorId", "buyerId", amount, commission, "commissionRate", status) VALUES ($1, $2, 100, '5.00', '5.0000', 'completed') RETURNING id`,
            [vendorId, randomUUID()],
          )
        )[0].id as number;
      for (const status of ['processing', 'pending', 'completed', 'processing']) {
        await before.query(`INSERT INTO redeliveries ("transactionId", "requestedBy", status) VALUES ($1, 'buyer', $2)`, [await sale(), status]);
      }
      await before.destroy();

      await after.initialize();
      await after.runMigrations();
      const statuses = async () => (await after.query(`SELECT status FROM redeliveries ORDER BY id`)).map((row: { status: string }) => row.status);
      expect(await statuses()).toEqual(['pending', 'pending', 'completed', 'pending']);

      await after.query(`UPDATE redeliveries SET status = 'assigned' WHERE id = (SELECT min(id) FROM redeliveries)`);
      await after.undoLastMigration();
      expect(await statuses()).toEqual(['processing', 'pending', 'completed', 'pending']);
    } finally {
      if (before.isInitialized) await before.destroy();
      if (after.isInitialized) await after.destroy();
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { createApiKey, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { keyUseSettled, statementsOf } from '../support/sale-statements';
import { TestApp, type TestUser } from '../support/test-app';

/** The committed text of the hot statements, reviewed like code: `UPDATE_SQL_SNAPSHOTS=1 npx jest test/platform/sql-snapshots.spec.ts` rewrites them. */
const QUERIES_DIR = join(__dirname, '..', '..', 'src', 'database', 'queries');
const UPDATE = process.env.UPDATE_SQL_SNAPSHOTS === '1';

function snapshot(name: string, sections: Array<[string, string[]]>): string {
  const header = `-- Captured by backend/test/platform/sql-snapshots.spec.ts (UPDATE_SQL_SNAPSHOTS=1 rewrites it): the statements ${name}.\n`;
  return header + sections.map(([title, statements]) => `\n-- ${title}\n${statements.map((statement) => `${statement};\n`).join('\n')}`).join('');
}

function matchesCommitted(file: string, text: string): void {
  const path = join(QUERIES_DIR, file);
  if (UPDATE) {
    mkdirSync(QUERIES_DIR, { recursive: true });
    writeFileSync(path, text);
  }
  if (!existsSync(path)) throw new Error(`${path} is missing: run UPDATE_SQL_SNAPSHOTS=1 npx jest test/platform/sql-snapshots.spec.ts`);
  // A difference here is a change to a hot statement: look at it, then rewrite the snapshot so the review shows it.
  expect(text).toBe(readFileSync(path, 'utf8'));
}

describe('the hot statements, as committed SQL', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    merchant = await t.makeUser();
  });
  afterAll(() => t?.close());

  it('the sale path: a vendor first sale and its next one (src/database/queries/sale-path.sql)', async () => {
    const key = await createApiKey(t, merchant);
    const sale = (vendorKey: string) => scripts(t, inWorldObject(key)).postSale(saleBody({ buyer: randomUUID(), vendorKey, amount: 100 }));
    // The key is known from a sale on another vendor; its first use is written before the statements are watched.
    expect((await sale((await make.vendor(merchant.id)).lslKey)).status).toBe(200);
    const vendor = await make.vendor(merchant.id);
    await make.product(vendor.id);
    await keyUseSettled(t, key);
    const first = await statementsOf(async () => expect((await sale(vendor.lslKey)).status).toBe(200), { whole: true });
    const next = await statementsOf(async () => expect((await sale(vendor.lslKey)).status).toBe(200), { whole: true });
    matchesCommitted(
      'sale-path.sql',
      snapshot('of POST /api/lsl/sale', [
        ["A vendor's first sale: the vendor by its key, its pricing, the write", first],
        ['Its next sale: the write alone', next],
      ]),
    );
  });

  it("the dashboard: the merchant's five cards (src/database/queries/dashboard.sql)", async () => {
    const sections: Array<[string, string[]]> = [];
    for (const path of ['stats', 'sales', 'top-products', 'recent-transactions', 'current-event']) {
      // The user row is read (and cached) on the first call: each card's own statements are what is kept.
      await t.get(`/api/dashboard/${path}`, { token: merchant.token });
      const statements = await statementsOf(async () => expect((await t.get(`/api/dashboard/${path}`, { token: merchant.token })).status).toBe(200), {
        whole: true,
      });
      sections.push([`GET /api/dashboard/${path}`, statements]);
    }
    matchesCommitted('dashboard.sql', snapshot("of the dashboard's cards", sections));
  });
});

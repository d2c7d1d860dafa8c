/**
 * Benchmark: the transactions list and the streamed CSV export on a large sales history.
 *
 *   npx ts-node --transpile-only bench/transactions-export.bench.ts
 *
 * BENCH_SALES   number of sales to seed (default 1000000)
 * DATABASE_URL  a PostgreSQL server to use (a throwaway database is created on it and dropped after);
 *               unset: an embedded PostgreSQL in a temporary folder, as the app uses by default.
 *
 * The real app runs in this process and is called over HTTP; the client reads the CSV as a stream and
 * keeps only a line count, so the memory figures are the server's streaming plus a small client.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { type RunningDatabase, startEmbeddedPostgres } from '../backend/src/database/embedded-postgres';
import { freePort } from '../backend/test/support/global-setup';
import { TestApp, type TestUser } from '../backend/test/support/test-app';
import { streamExport } from './support/csv-export';

const SALES = Number(process.env.BENCH_SALES ?? 1_000_000);
const MERCHANTS = 4;
const VENDORS_PER_MERCHANT = 5;

function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

async function startDatabase(): Promise<{ database: RunningDatabase; cleanup: () => void }> {
  if (process.env.DATABASE_URL) {
    return { database: { url: process.env.DATABASE_URL, stop: async () => undefined }, cleanup: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'slv-bench-db-'));
  const database = await startEmbeddedPostgres(dir, await freePort(), 'postgres_admin');
  return { database, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Four merchants with five vendors each, the sales spread evenly: the benchmark merchant owns a quarter of them. */
async function seed(t: TestApp, merchant: TestUser): Promise<number[]> {
  const owners = [merchant.id];
  for (let index = 1; index < MERCHANTS; index += 1) owners.push((await t.makeUser()).id);
  const vendorIds: number[] = [];
  for (const ownerId of owners) {
    for (let index = 1; index <= VENDORS_PER_MERCHANT; index += 1) {
      const [vendor] = await t.dataSource.query(`INSERT INTO vendors ("ownerId", name, "lslKey") VALUES ($1, $2, gen_random_uuid()) RETURNING id`, [
        ownerId,
        `Bench Store ${vendorIds.length + 1}`,
      ]);
      vendorIds.push(vendor.id);
    }
  }
  const started = performance.now();
  // Sales 30 seconds apart ending now, round-robin over the vendors; 1 in 50 refunded, 1 in 31 pending.
  await t.dataSource.query(
    `INSERT INTO transactions ("vendorId", "buyerId", "buyerName", amount, commission, "commissionRate", status, "slRegion", "createdAt")
     SELECT ($1::int[])[1 + g % ${MERCHANTS * VENDORS_PER_MERCHANT}], md5(g::text)::uuid::text, 'Buyer ' || (g % 5000) || ' Resident',
            100 + g % 900, round((100 + g % 900) * 0.05, 2), 5,
            CASE WHEN g % 50 = 0 THEN 'refunded' WHEN g % 31 = 0 THEN 'pending' ELSE 'completed' END,
            'Bay City', now() - g * interval '30 seconds'
     FROM generate_series(1, $2::int) AS g`,
    [vendorIds, SALES],
  );
  const seeded = performance.now();
  await t.dataSource.query('VACUUM ANALYZE transactions');
  log(`seeded ${SALES} sales in ${((seeded - started) / 1000).toFixed(1)} s, VACUUM ANALYZE ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  return vendorIds.slice(0, VENDORS_PER_MERCHANT);
}

async function timeMedian(runs: number, action: () => Promise<unknown>): Promise<{ ms: number; last: unknown }> {
  const times: number[] = [];
  let last: unknown;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    last = await action();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], last };
}

async function benchList(t: TestApp, merchant: TestUser, admin: TestUser, vendorIds: number[]) {
  const cases: [string, TestUser, string][] = [
    ['merchant, page 1, newest first', merchant, ''],
    ['merchant, status=pending', merchant, '?status=pending'],
    ['merchant, one vendor, last 24 h', merchant, `?vendorId=${vendorIds[0]}&from=${new Date(Date.now() - 86_400_000).toISOString()}`],
    ['merchant, q=buyer 123 (name contains)', merchant, '?q=buyer%20123%20'],
    ['merchant, q=#42 (id)', merchant, '?q=%2342'],
    ['merchant, sortBy=amount asc', merchant, '?sortBy=amount&sortOrder=asc'],
    ['merchant, page 2000 (offset 49975)', merchant, '?page=2000'],
    ['admin, page 1, all sales', admin, ''],
    ['admin, q=buyer 123 (name contains)', admin, '?q=buyer%20123%20'],
  ];
  const results = [];
  await t.get('/api/transactions', { token: merchant.token }); // warm-up: first request, JIT, pool
  for (const [name, user, query] of cases) {
    const { ms, last } = await timeMedian(5, () => t.get(`/api/transactions${query}`, { token: user.token }));
    const body = (last as { body: { total: number; totalIsEstimate: boolean } }).body;
    results.push({ case: name, medianMs: Number(ms.toFixed(1)), total: body.total, totalIsEstimate: body.totalIsEstimate });
  }
  const exactCount = await timeMedian(5, () => t.dataSource.query(`SELECT count(*) FROM transactions WHERE "vendorId" = ANY($1::int[])`, [vendorIds]));
  const exactCountSearch = await timeMedian(3, () =>
    t.dataSource.query(`SELECT count(*) FROM transactions WHERE "vendorId" = ANY($1::int[]) AND lower("buyerName") LIKE '%buyer 123 %'`, [vendorIds]),
  );
  return { cases: results, exactCountMs: Number(exactCount.ms.toFixed(1)), exactCountWithSearchMs: Number(exactCountSearch.ms.toFixed(1)) };
}

async function benchExport(t: TestApp, admin: TestUser) {
  const throughput = await streamExport(t.baseUrl, admin.token);
  const liveHeap = await streamExport(t.baseUrl, admin.token, '', Math.max(1, Math.floor(SALES / 20)));
  return { throughput, liveHeap };
}

async function main(): Promise<void> {
  if (!Number.isInteger(SALES) || SALES < 1) throw new Error('BENCH_SALES must be a positive whole number.');
  log(`node ${process.version}, ${SALES} sales, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}`);
  const { database, cleanup } = await startDatabase();
  const t = await TestApp.start();
  try {
    const merchant = await t.makeUser();
    const admin = await t.makeUser({ role: 'admin' });
    const vendorIds = await seed(t, merchant);
    const [{ server_version: version }] = await t.dataSource.query('SHOW server_version');
    log(`PostgreSQL ${version}`);

    const list = await benchList(t, merchant, admin, vendorIds);
    log('\nGET /api/transactions (median of 5, over HTTP)');
    console.table(list.cases);
    log(`for comparison, an exact count(*) of the merchant's sales: ${list.exactCountMs} ms; with the name search: ${list.exactCountWithSearchMs} ms`);

    log(`a merchant owns ${VENDORS_PER_MERCHANT} of the ${MERCHANTS * VENDORS_PER_MERCHANT} vendors, so a quarter of the sales`);
    const exported = await benchExport(t, admin);
    log('\nGET /api/transactions/export.csv (admin: every sale); second run with a forced GC every 5 % of the rows');
    console.table([exported.throughput, exported.liveHeap]);

    const resultsDir = join(__dirname, 'results');
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `transactions-export-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ sales: SALES, node: process.version, postgres: version, list, export: exported }, null, 2));
    log(`\nresults written to ${file}`);
  } finally {
    await t.close();
    await database.stop();
    cleanup();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});

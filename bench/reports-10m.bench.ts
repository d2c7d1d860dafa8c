/**
 * Benchmark: sales and reports on a large history (10 000 000 sales by default).
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/reports-10m.bench.ts   (npm run bench:reports)
 *
 * BENCH_SALES     sales to seed (default 10000000)
 * BENCH_REQUESTS  timed requests per line, after 2 warm-up requests (default 20)
 * BENCH_ONLY      only the lines whose name contains this text ('export': only the export)
 * BENCH_DB_DIR    keep the embedded PostgreSQL in this folder and reuse its seeded database on the next run with the
 *                 same BENCH_SALES (seeding takes minutes); unset: a temporary folder, deleted afterwards
 * DATABASE_URL    a PostgreSQL server to use instead (a throwaway database is created on it and dropped after)
 *
 * The shape: 50 merchants with 20 vendors each, and one big merchant with 250 vendors and a fifth of the sales,
 * over the last 365 days; 5 products per vendor (1 sale in 10 without one); 13 events (one running now) with 150
 * participating vendors; 1 sale in 50 refunded, 1 in 31 pending. Loaded with generate_series while the transactions
 * triggers are off and its indexes dropped, then the rollups rebuilt (sales_rollups_rebuild()), the indexes made
 * again and VACUUM ANALYZE. Then every line is timed over HTTP against the real app (p50 / p95 of BENCH_REQUESTS
 * requests) and the big merchant's CSV export is streamed twice (with forced collections, for the memory it holds;
 * then for throughput). Pass: p95 at most 50 ms; the second export at least 100 000 rows/s.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { Client } from 'pg';

import { type RunningDatabase, startEmbeddedPostgres } from '../backend/src/database/embedded-postgres';
import { freePort, prepareTestApps } from '../backend/test/support/global-setup';
import { TestIdentityProvider } from '../backend/test/support/identity-provider';
import { TestApp, type TestUser } from '../backend/test/support/test-app';
import { type ExportRun, streamExport } from './support/csv-export';

const SALES = positiveInteger('BENCH_SALES', 10_000_000);
/** Only the lines whose name contains this text ('export' for the export); for trying one change quickly. */
const ONLY = process.env.BENCH_ONLY ?? '';
const REQUESTS = positiveInteger('BENCH_REQUESTS', 20);
const WARMUP_REQUESTS = 2;
const TARGET_MS = 50;
const TARGET_ROWS_PER_SECOND = 100_000;

const MERCHANTS = 50;
const VENDORS_PER_MERCHANT = 20;
const BIG_VENDORS = 250;
const SMALL_VENDORS = MERCHANTS * VENDORS_PER_MERCHANT;
const PRODUCTS_PER_VENDOR = 5;
const DAYS = 365;
/** One event every 30 days, 3 days long; event 0 started 2 days ago and runs 5 more days. */
const EVENTS = Math.floor(DAYS / 30) + 1;
const EVENT_DAYS = 3;
const LOAD_CHUNK = 1_000_000;
const NAMES = 5000;

function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number.`);
  return value;
}

function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

interface Seeded {
  bigMerchant: TestUser;
  admin: TestUser;
  bigVendorId: number;
  currentEventId: number;
  pastEventId: number;
  timings: Record<string, number>;
}

/** Users, vendors, products, events: small tables, written row by row where the app's own rules matter. */
async function seedCatalogue(db: Client, bigMerchantId: string, merchantIds: string[], adminId: string) {
  // Vendor k (0-based): k < 1000 belong to the 50 merchants (20 each), the 250 after to the big merchant.
  await db.query(
    `CREATE TABLE bench_vendors AS
     SELECT k, CASE WHEN k < $1::int THEN ($2::varchar[])[k / $3::int + 1] ELSE $4::varchar END AS owner,
            (k >= $1::int AND k < $1::int + 50) OR (k < $1::int AND k % 10 = 0) AS "inEvents"
     FROM generate_series(0, $1::int + $5::int - 1) AS k`,
    [SMALL_VENDORS, merchantIds, VENDORS_PER_MERCHANT, bigMerchantId, BIG_VENDORS],
  );
  await db.query(`ALTER TABLE bench_vendors ADD id int`);
  await db.query(
    `WITH made AS (
       INSERT INTO vendors ("ownerId", name, description, "slLocation", "isActive", "lslKey")
       SELECT owner, 'Bench Store ' || k, 'A benchmark vendor', 'Bay City (128, 128, 25)', true, md5('bench-vendor-' || k)::uuid
       FROM bench_vendors ORDER BY k RETURNING id, "lslKey"
     )
     UPDATE bench_vendors b SET id = made.id FROM made WHERE made."lslKey" = md5('bench-vendor-' || b.k)::uuid`,
  );
  await db.query(`ALTER TABLE bench_vendors ADD PRIMARY KEY (k)`);
  // Products in vendor order, so vendor k's products are firstProduct + k * 5 + 0..4.
  await db.query(
    `INSERT INTO products ("vendorId", name, description, price, "isActive", "slItemId")
     SELECT b.id, 'Item ' || b.k || '-' || p, 'A benchmark product', 100 + p * 100, true, 'Item ' || b.k || '-' || p
     FROM bench_vendors b CROSS JOIN generate_series(0, $1::int - 1) AS p ORDER BY b.k, p`,
    [PRODUCTS_PER_VENDOR],
  );
  const [{ first }] = (await db.query(`SELECT min(id) AS first FROM products`)).rows;
  // Events in order of age: event e runs from (30 e + 2) days ago for 3 days; event 0 (running now) until 5 days from now.
  await db.query(
    `INSERT INTO events ("organizerId", name, description, "startDate", "endDate", "commissionRate", "isActive")
     SELECT $1::varchar, 'Bench Event ' || e, 'A benchmark event', now() - make_interval(days => 30 * e + 2),
            CASE WHEN e = 0 THEN now() + interval '5 days' ELSE now() - make_interval(days => 30 * e + 2 - $3::int) END, 7.50, true
     FROM generate_series(0, $2::int - 1) AS e ORDER BY e`,
    [adminId, EVENTS, EVENT_DAYS],
  );
  const [{ firstEvent }] = (await db.query(`SELECT min(id) AS "firstEvent" FROM events WHERE name LIKE 'Bench Event %'`)).rows;
  await db.query(
    `INSERT INTO event_vendors ("eventId", "vendorId", "acceptedCommissionRate")
     SELECT $1::int + e, b.id, 7.50 FROM bench_vendors b CROSS JOIN generate_series(0, $2::int - 1) AS e WHERE b."inEvents"`,
    [firstEvent, EVENTS],
  );
  return { firstProduct: Number(first), firstEvent: Number(firstEvent) };
}

/**
 * Sale g of N (1 = oldest) is made at now - (N - g) / N × 365 days. One sale in 5 is the big merchant's (its vendors
 * in turn), the others go round the 1000 small vendors. Names and buyers follow g / 5, so every merchant sees every
 * name: 'Buyer 123 Resident' makes 1 sale in 5000.
 */
function salesInsert(from: number, to: number, firstProduct: number, firstEvent: number): { text: string; values: unknown[] } {
  return {
    text: `INSERT INTO transactions ("vendorId", "ownerId", "productId", "eventId", "buyerId", "buyerName", amount, commission, "commissionRate",
                                   status, "slRegion", "refundedAt", "createdAt")
     SELECT b.id, b.owner,
            CASE WHEN s.g % 10 = 3 THEN NULL ELSE $3::int + b.k * ${PRODUCTS_PER_VENDOR} + (s.g / 7) % ${PRODUCTS_PER_VENDOR} END,
            CASE WHEN e.inEvent THEN $4::int + e.number END,
            md5(((s.g / 5) % 200000)::text)::uuid::text, 'Buyer ' || ((s.g / 5) % ${NAMES}) || ' Resident',
            a.amount, round(a.amount * r.rate / 100, 2), r.rate,
            st.status, 'Bay City', CASE WHEN st.status = 'refunded' THEN c.at + interval '1 day' END, c.at
     FROM generate_series($1::bigint, $2::bigint) AS s(g)
     CROSS JOIN LATERAL (SELECT CASE WHEN s.g % 5 = 0 THEN ${SMALL_VENDORS} + (s.g / 5) % ${BIG_VENDORS}
                                     ELSE ((s.g / 5) * 4 + s.g % 5 - 1) % ${SMALL_VENDORS} END AS k) AS v
     JOIN bench_vendors b ON b.k = v.k
     CROSS JOIN LATERAL (SELECT (${SALES} - s.g) * ${DAYS}.0 / ${SALES} AS days) AS d
     CROSS JOIN LATERAL (SELECT now() - make_interval(secs => d.days * 86400) AS at) AS c
     CROSS JOIN LATERAL (SELECT floor((d.days + 1) / 30)::int AS number) AS n
     CROSS JOIN LATERAL (SELECT b."inEvents" AND (d.days + 1) - 30 * n.number < ${EVENT_DAYS} AND n.number < ${EVENTS} AS inEvent, n.number) AS e
     CROSS JOIN LATERAL (SELECT CASE WHEN e.inEvent THEN 7.5 ELSE 5 END AS rate) AS r
     CROSS JOIN LATERAL (SELECT 100 + (s.g * 37) % 4900 AS amount) AS a
     CROSS JOIN LATERAL (SELECT CASE WHEN (s.g / 5) % 50 = 0 THEN 'refunded' WHEN s.g % 31 = 0 THEN 'pending' ELSE 'completed' END AS status) AS st`,
    values: [from, to, firstProduct, firstEvent],
  };
}

/** Rough cost of building an index on the sales, from what the measured runs took (bench/README.md). */
function buildWeight(name: string): number {
  if (name.includes('trgm')) return 3;
  if (name.includes('owner_created')) return 3;
  if (name.includes('buyer_id')) return 2;
  return 1;
}

async function timed<T>(timings: Record<string, number>, name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings[name] = seconds(started);
  log(`  ${name}: ${timings[name]} s`);
  return result;
}

async function seed(t: TestApp, url: string): Promise<Seeded> {
  const timings: Record<string, number> = {};
  const started = performance.now();
  const admin = await t.makeUser({ role: 'admin' });
  const bigMerchant = await t.makeUser();
  const merchantIds: string[] = [];
  for (let index = 0; index < MERCHANTS; index += 1) merchantIds.push((await t.makeUser()).id);

  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const { firstProduct, firstEvent } = await timed(timings, 'vendors, products, events', () => seedCatalogue(db, bigMerchant.id, merchantIds, admin.id));

    // Indexes (all but the primary key, which redeliveries reference) and triggers off while loading.
    const indexes: { name: string; definition: string }[] = (
      await db.query(
        `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
         WHERE i.tablename = 'transactions' AND i.schemaname = 'public'
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
      )
    ).rows;
    for (const index of indexes) await db.query(`DROP INDEX "${index.name}"`);
    // ALL (foreign-key checks too) needs a superuser; USER (the rollup and owner triggers) is enough otherwise.
    const all = await db.query('ALTER TABLE transactions DISABLE TRIGGER ALL').then(
      () => true,
      () => false,
    );
    if (!all) await db.query('ALTER TABLE transactions DISABLE TRIGGER USER');

    await timed(timings, `load ${SALES} sales`, async () => {
      // Two connections (the machine has 2 cores), each inserting 1 000 000 sales at a time.
      const chunks: [number, number][] = [];
      for (let from = 1; from <= SALES; from += LOAD_CHUNK) chunks.push([from, Math.min(SALES, from + LOAD_CHUNK - 1)]);
      const second = new Client({ connectionString: url });
      await second.connect();
      try {
        await Promise.all(
          [db, second].map(async (client) => {
            await client.query(`SET synchronous_commit = off`);
            for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
              await client.query(salesInsert(chunk[0], chunk[1], firstProduct, firstEvent));
              log(`    sales ${chunk[0]}–${chunk[1]} (${seconds(started)} s since the start)`);
            }
          }),
        );
      } finally {
        await second.end();
      }
    });
    await db.query(`ALTER TABLE transactions ENABLE TRIGGER ${all ? 'ALL' : 'USER'}`);
    await db.query(`SELECT setval('transactions_id_seq', (SELECT max(id) FROM transactions))`);
    await timed(timings, `sales_rollups_rebuild() beside ${indexes.length} indexes`, async () => {
      // Two connections take the tasks in turn: the rollups (one core) while the first indexes are built, then the rest
      // of the indexes, each with up to 2 parallel workers and its own sort memory.
      const tasks: { name: string; sql: string }[] = [
        { name: 'sales_rollups_rebuild()', sql: 'SELECT sales_rollups_rebuild()' },
        // The longest builds first, so the two connections finish together.
        ...[...indexes].sort((a, b) => buildWeight(b.name) - buildWeight(a.name)).map((index) => ({ name: index.name, sql: index.definition })),
      ];
      const second = new Client({ connectionString: url });
      await second.connect();
      try {
        await Promise.all(
          [db, second].map(async (client) => {
            await client.query(`SET maintenance_work_mem = '512MB'`);
            await client.query(`SET max_parallel_maintenance_workers = 2`);
            for (let task = tasks.shift(); task; task = tasks.shift()) {
              const begun = performance.now();
              await client.query(task.sql);
              timings[task.name] = seconds(begun);
              log(`    ${task.name}: ${timings[task.name]} s`);
            }
          }),
        );
      } finally {
        await second.end();
      }
    });
    await timed(timings, 'VACUUM ANALYZE', async () => {
      await db.query('VACUUM (ANALYZE) transactions');
      await db.query('VACUUM (ANALYZE) vendor_sales_days, product_sales_days, event_sales_days, vendor_sales_totals, vendors, products, events, event_vendors');
    });
    timings.total = seconds(started);

    const [{ bigVendorId }] = (await db.query(`SELECT id AS "bigVendorId" FROM bench_vendors WHERE k = $1`, [SMALL_VENDORS])).rows;
    await db.query(`CREATE TABLE bench_reports (sales bigint, admin_id varchar, big_merchant_id varchar, first_event int)`);
    await db.query(`INSERT INTO bench_reports VALUES ($1, $2, $3, $4)`, [SALES, admin.id, bigMerchant.id, firstEvent]);
    return { bigMerchant, admin, bigVendorId, currentEventId: firstEvent, pastEventId: firstEvent + 3, timings };
  } finally {
    await db.end();
  }
}

/** A database seeded by an earlier run with BENCH_DB_DIR, or null. */
async function reuse(t: TestApp, idp: TestIdentityProvider): Promise<Seeded | null> {
  const [marker] = await t.dataSource.query(`SELECT to_regclass('bench_reports') AS marker`);
  if (!marker.marker) return null;
  const [row] = await t.dataSource.query(`SELECT sales, admin_id, big_merchant_id, first_event FROM bench_reports`);
  if (Number(row.sales) !== SALES) throw new Error(`BENCH_DB_DIR holds ${row.sales} sales, not ${SALES}: use another folder.`);
  const token = (id: string) => idp.token({ sub: id, email: `${id.slice(5, 13)}@merchant.test` });
  const [{ bigVendorId }] = await t.dataSource.query(`SELECT id AS "bigVendorId" FROM bench_vendors WHERE k = $1`, [SMALL_VENDORS]);
  return {
    admin: { id: row.admin_id, email: '', token: token(row.admin_id) },
    bigMerchant: { id: row.big_merchant_id, email: '', token: token(row.big_merchant_id) },
    bigVendorId,
    currentEventId: row.first_event,
    pastEventId: row.first_event + 3,
    timings: {},
  };
}

interface Line {
  line: string;
  who: 'big merchant' | 'admin';
  path: string;
  /** Computed once before timing (e.g. the cursor of page 1999); null when the history is too short for the line. */
  prepare?: () => Promise<string | null>;
}

interface Measured {
  line: string;
  who: string;
  p50Ms: number;
  p95Ms: number;
  pass: boolean;
  note: string;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function measure(t: TestApp, seeded: Seeded, line: Line): Promise<Measured> {
  const token = line.who === 'admin' ? seeded.admin.token : seeded.bigMerchant.token;
  const path = line.prepare ? await line.prepare() : line.path;
  if (path === null) return { line: line.line, who: line.who, p50Ms: NaN, p95Ms: NaN, pass: true, note: 'skipped: too few sales' };
  let note = '';
  const times: number[] = [];
  for (let run = 0; run < WARMUP_REQUESTS + REQUESTS; run += 1) {
    const started = performance.now();
    const response = await t.get(path, { token });
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${line.line} (${line.who}): ${path} answered ${response.status}: ${response.text.slice(0, 300)}`);
    if (run >= WARMUP_REQUESTS) times.push(ms);
    const body = response.body as { total?: number; totalIsEstimate?: boolean; items?: unknown[] };
    if (typeof body?.total === 'number') note = `${body.items?.length ?? 0} rows of ${body.totalIsEstimate ? 'about ' : ''}${body.total}`;
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  return { line: line.line, who: line.who, p50Ms: Number(p50.toFixed(1)), p95Ms: Number(p95.toFixed(1)), pass: p95 <= TARGET_MS, note };
}

function lines(t: TestApp, seeded: Seeded): Line[] {
  const merchant = 'big merchant' as const;
  const admin = 'admin' as const;
  const list: Line[] = [
    { line: 'dashboard stats', who: merchant, path: '/api/dashboard/stats' },
    { line: 'dashboard sales chart, 7 days', who: merchant, path: '/api/dashboard/sales?range=7days' },
    { line: 'dashboard sales chart, 30 days', who: merchant, path: '/api/dashboard/sales?range=30days' },
    { line: 'dashboard sales chart, 3 months', who: merchant, path: '/api/dashboard/sales?range=3months' },
    { line: 'dashboard top products', who: merchant, path: '/api/dashboard/top-products' },
    { line: 'dashboard recent transactions', who: merchant, path: '/api/dashboard/recent-transactions' },
    { line: 'dashboard current event', who: merchant, path: '/api/dashboard/current-event' },
    { line: 'platform stats', who: admin, path: '/api/admin/platform-stats' },
    { line: 'events list', who: merchant, path: '/api/events' },
    { line: 'event detail, running event', who: merchant, path: `/api/events/${seeded.currentEventId}` },
    { line: 'event detail, past event', who: merchant, path: `/api/events/${seeded.pastEventId}` },
  ];
  // Analytics: the default 30 days by day, and the whole seeded year by month (its first day a year back, in UTC days).
  const yearAgo = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  for (const [who, path] of [
    [merchant, '/api/analytics'],
    [admin, '/api/admin/analytics'],
  ] as const) {
    list.push(
      { line: 'analytics, 30 days by day', who, path },
      { line: 'analytics, 365 days by month', who, path: `${path}?from=${yearAgo}&to=${today}&interval=month` },
    );
  }
  for (const who of [merchant, admin]) {
    list.push(
      { line: 'transactions, first page', who, path: '/api/transactions' },
      { line: 'transactions, page 2000 by offset', who, path: '/api/transactions?page=2000' },
      { line: 'transactions, page 2000 by cursor', who, path: '', prepare: () => deepCursorAt(t, seeded, who, 2000, '') },
      { line: 'transactions, status=pending', who, path: '/api/transactions?status=pending' },
      { line: 'transactions, status=pending, page 200 by offset', who, path: '/api/transactions?status=pending&page=200' },
      { line: 'transactions, status=pending, page 200 by cursor', who, path: '', prepare: () => deepCursorAt(t, seeded, who, 200, '&status=pending') },
      { line: 'transactions, one vendor', who, path: `/api/transactions?vendorId=${seeded.bigVendorId}` },
      { line: "transactions, name search 'buyer 123'", who, path: '/api/transactions?q=buyer%20123' },
      { line: "transactions, key prefix search 'c4ca'", who, path: '/api/transactions?q=c4ca' },
      { line: 'transactions, sorted by amount', who, path: '/api/transactions?sortBy=amount&sortOrder=desc' },
    );
  }
  return list;
}

/** The cursor of page `page` - 1, found by offset once, so page `page` is asked by cursor. */
async function deepCursorAt(t: TestApp, seeded: Seeded, who: 'big merchant' | 'admin', page: number, query: string): Promise<string | null> {
  const token = who === 'admin' ? seeded.admin.token : seeded.bigMerchant.token;
  const before = await t.get(`/api/transactions?page=${page - 1}${query}`, { token });
  if (!before.body.nextCursor) return null;
  return `/api/transactions?page=${page}${query}&cursor=${encodeURIComponent(before.body.nextCursor)}`;
}

async function startDatabase(): Promise<{ database: RunningDatabase; cleanup: () => void; persistent: boolean }> {
  if (process.env.DATABASE_URL) {
    return { database: { url: process.env.DATABASE_URL, stop: async () => undefined }, cleanup: () => undefined, persistent: false };
  }
  const kept = process.env.BENCH_DB_DIR;
  const dir = kept ?? join(tmpdir(), `slv-reports-bench-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const database = await startEmbeddedPostgres(dir, await freePort(), 'postgres_admin');
  return { database, cleanup: () => (kept ? undefined : rmSync(dir, { recursive: true, force: true })), persistent: Boolean(kept) };
}

/** The app on a fresh database, or, with BENCH_DB_DIR, on the database an earlier run seeded there. */
async function startApp(serverUrl: string, persistent: boolean): Promise<{ t: TestApp; idp: TestIdentityProvider | null; dropTemplate: () => Promise<void> }> {
  const dropTemplate = await prepareTestApps(serverUrl);
  if (!persistent) return { t: await TestApp.start(), idp: null, dropTemplate };
  const url = new URL(serverUrl);
  url.pathname = '/bench_reports';
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'bench_reports'`)).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE bench_reports`);
  await admin.end();
  // The seeded users' tokens are signed by a provider started here; "joining" keeps the database when the app closes.
  const idp = new TestIdentityProvider();
  await idp.start();
  const t = await TestApp.start({ joining: { idp, databaseUrl: url.toString() } as unknown as TestApp });
  return { t, idp, dropTemplate };
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0];
  log(`node ${process.version}, ${SALES} sales, ${REQUESTS} timed requests per line, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}`);
  const { database, cleanup, persistent } = await startDatabase();
  const { t, idp, dropTemplate } = await startApp(database.url, persistent);
  try {
    const [{ server_version: version }] = await t.dataSource.query('SHOW server_version');
    log(`PostgreSQL ${version}`);
    let seeded = persistent ? await reuse(t, idp!) : null;
    if (seeded) log('reusing the seeded database in BENCH_DB_DIR');
    else {
      log('seeding:');
      seeded = await seed(t, t.databaseUrl);
      log(`seeded in ${seeded.timings.total} s (load average ${loadavg()[0].toFixed(2)})`);
    }
    const [{ trigram }] = await t.dataSource.query(`SELECT to_regclass('"IDX_transactions_buyer_name_trgm"') IS NOT NULL AS trigram`);
    const [{ big }] = await t.dataSource.query(
      `SELECT count(*)::int AS big FROM vendor_sales_totals s JOIN vendors v ON v.id = s."vendorId" WHERE v."ownerId" = $1`,
      [seeded.bigMerchant.id],
    );
    const [{ bigSales }] = await t.dataSource.query(
      `SELECT sum(sales)::bigint::text AS "bigSales" FROM vendor_sales_totals s JOIN vendors v ON v.id = s."vendorId" WHERE v."ownerId" = $1`,
      [seeded.bigMerchant.id],
    );
    log(`big merchant: ${big} vendors with sales, ${bigSales} completed sales; trigram index: ${trigram ? 'yes' : 'no (pg_trgm missing)'}`);

    const measureLoad = loadavg()[0];
    const results: Measured[] = [];
    for (const line of lines(t, seeded).filter((candidate) => candidate.line.includes(ONLY))) {
      const result = await measure(t, seeded, line);
      results.push(result);
      log(`  ${result.pass ? 'pass' : 'FAIL'}  ${result.line} (${result.who}): p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms ${result.note}`);
    }

    log(`\nGET /api/transactions/export.csv as the big merchant (run 1: a forced GC every 5 % of the rows, which also warms the caches; run 2: throughput)`);
    const exporting = 'export'.includes(ONLY);
    // A fifth of the sales are the big merchant's: a collection every 5 % of those rows.
    const liveHeap: ExportRun | null = exporting ? await streamExport(t.baseUrl, seeded.bigMerchant.token, '', Math.max(1, Math.floor(SALES / 100))) : null;
    const throughput = exporting ? await streamExport(t.baseUrl, seeded.bigMerchant.token) : null;
    const loadAfter = loadavg()[0];

    log(`\nLoad average: ${loadBefore.toFixed(2)} at the start, ${measureLoad.toFixed(2)} when timing began, ${loadAfter.toFixed(2)} at the end`);
    console.table(
      results.map((result) => ({
        line: result.line,
        as: result.who,
        'p50 ms': result.p50Ms,
        'p95 ms': result.p95Ms,
        [`≤ ${TARGET_MS} ms`]: result.pass ? 'pass' : 'FAIL',
        rows: result.note,
      })),
    );
    console.table(
      (throughput && liveHeap ? [liveHeap, throughput] : []).map((run, index) => ({
        run: index === 0 ? '1 (forced GC)' : '2',
        rows: run.rows,
        s: run.seconds,
        'rows/s': run.rowsPerSecond,
        [`≥ ${TARGET_ROWS_PER_SECOND}`]: index === 0 ? '–' : run.rowsPerSecond >= TARGET_ROWS_PER_SECOND ? 'pass' : 'FAIL',
        'first byte ms': run.firstByteMs,
        'RSS growth MB': run.rssGrowthMb,
        'heap growth MB': run.heapGrowthMb,
        'live heap growth MB': run.liveHeapGrowthMb ?? '–',
      })),
    );

    const resultsDir = join(__dirname, 'results');
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `reports-10m-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          sales: SALES,
          node: process.version,
          postgres: version,
          trigram,
          seeding: seeded.timings,
          loadAverage: { start: loadBefore, timing: measureLoad, end: loadAfter },
          results,
          export: { throughput, liveHeap },
        },
        null,
        2,
      ),
    );
    log(`\nresults written to ${file}`);
  } finally {
    await t.close();
    await idp?.stop();
    await dropTemplate();
    await database.stop();
    cleanup();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});

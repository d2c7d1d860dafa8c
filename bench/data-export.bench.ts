/**
 * Benchmark: "Export everything" (GET /api/settings/export) for a merchant with 1 000 000 sales, streamed over HTTP
 * to a null sink while the server's resident memory is sampled. Memory: against the same export of a 10 000-sale
 * merchant, both with a full garbage collection in the server every second (so garbage V8 has not collected yet does
 * not count), and the heap left after each collection. Speed: against the Transactions CSV export of the same
 * 1 000 000 sales, in the same run.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/data-export.bench.ts   (npm run bench:export)
 *
 * BENCH_SALES        sales of the big merchant (default 1000000)
 * BENCH_SMALL_SALES  sales of the small merchant (default 10000)
 * DATABASE_URL       a PostgreSQL server to use (a throwaway database is created on it and dropped after);
 *                    unset: an embedded PostgreSQL in a temporary folder, as the app uses by default.
 * BENCH_CPU_PROF     a folder: the server process writes a CPU profile there when it stops (node --cpu-prof)
 *
 * The app runs in a child process (bench/support/export-server-child.ts) so its RSS is its own: read from
 * /proc/<pid>/status every 20 ms and, where the kernel allows, as VmHWM after resetting it (the exact peak). A failed
 * check exits with status 1.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { inflateRawSync } from 'node:zlib';

import { Client } from 'pg';

import { type Check, check, log, positiveInteger, ratio, round, startDatabase } from './support/bench-common';

const SALES = positiveInteger('BENCH_SALES', 1_000_000);
const SMALL_SALES = positiveInteger('BENCH_SMALL_SALES', 10_000);
const VENDORS = 5;
const PRODUCTS = 50;
const GIFT_CARDS = 1_000;
const REDELIVERIES = 1_000;
/**
 * With a full collection every second (so that garbage V8 has not collected yet does not count), the big export's peak
 * RSS may be at most this many times the small export's: memory must not follow the rows.
 */
const PEAK_RSS_RATIO_LIMIT = 1.25;
/** Heap still in use after a full collection, above the baseline before the GC runs, while the big export runs: what it holds. */
const LIVE_HEAP_LIMIT_MB = 64;
/**
 * The data export reads the sales twice, writes each as CSV and as JSON Lines (3.6 times the CSV export's bytes) and
 * compresses both: at least this share of the CSV export's sales per second. Measured 0.26–0.53 on the shared machine; a
 * per-row query or anything else that grows with the rows would fall far below.
 */
const SPEED_RATIO_LIMIT = 0.2;
/** The ZIP's last bytes are kept to read the manifest (the last entry) back. */
const TAIL_BYTES = 1024 * 1024;
const MB = 1024 * 1024;

interface ServerUser {
  id: string;
  email: string;
  token: string;
}

/** The app in its child process. */
class Server {
  private constructor(
    readonly child: ChildProcess,
    readonly baseUrl: string,
    readonly databaseUrl: string,
    readonly pid: number,
  ) {}

  static start(databaseUrl: string): Promise<Server> {
    const child = fork(join(__dirname, 'support', 'export-server-child.ts'), [], {
      // BENCH_CPU_PROF=<folder>: the server writes a CPU profile there when it stops (node --cpu-prof).
      execArgv: [
        '--require',
        require.resolve('ts-node/register/transpile-only'),
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      ],
      env: { ...process.env, TS_NODE_PROJECT: join(__dirname, 'tsconfig.json'), TEST_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`The server exited with ${code} before it was ready.`)));
      child.once('message', (message: { type: string; baseUrl: string; databaseUrl: string; pid: number }) => {
        child.removeAllListeners('exit');
        resolve(new Server(child, message.baseUrl, message.databaseUrl, message.pid));
      });
    });
  }

  ask<T>(message: object, answer: string): Promise<T> {
    return new Promise((resolve) => {
      const listener = (reply: { type: string }) => {
        if (reply.type !== answer) return;
        this.child.off('message', listener);
        resolve(reply as T);
      };
      this.child.on('message', listener);
      this.child.send(message);
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.send({ type: 'stop' });
    });
  }
}

/** Resident memory of a process in bytes, now (VmRSS) and its high-water mark (VmHWM). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** Resets the process's VmHWM to its current RSS (Linux 4.0+); false where the kernel does not allow it. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return memoryOf(pid).hwm <= memoryOf(pid).rss + 4 * MB;
  } catch {
    return false;
  }
}

interface Download {
  bytes: number;
  seconds: number;
  firstByteMs: number;
  /** Line feeds counted (CSV: header + rows). */
  lines: number;
  tail: Buffer;
}

/** Reads a download as a stream and drops it, keeping a count, its last bytes and the timings. */
async function download(url: string, token: string, countLines: boolean): Promise<Download> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const reader = response.body!.getReader();
  let bytes = 0;
  let lines = 0;
  let firstByteMs = 0;
  const tail: Buffer[] = [];
  let tailBytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += value.byteLength;
    if (countLines) for (let index = 0; index < value.length; index += 1) if (value[index] === 10) lines += 1;
    tail.push(Buffer.from(value));
    tailBytes += value.byteLength;
    while (tail.length > 1 && tailBytes - tail[0].length >= TAIL_BYTES) tailBytes -= tail.shift()!.length;
  }
  return { bytes, seconds: (performance.now() - started) / 1000, firstByteMs, lines, tail: Buffer.concat(tail) };
}

interface ManifestFile {
  name: string;
  table: string;
  rows: number;
  bytes: number;
}

/** manifest.json from the ZIP's last bytes: the entry after its local header, deflated (yazl's data descriptor follows). */
function manifestFrom(tail: Buffer): { files: ManifestFile[] } {
  const name = Buffer.from('manifest.json');
  for (let at = tail.lastIndexOf(name); at >= 30; at = tail.lastIndexOf(name, at - 1)) {
    const header = at - 30;
    if (tail.readUInt32LE(header) !== 0x04034b50 || tail.readUInt16LE(header + 26) !== name.length) continue;
    const dataStart = at + name.length + tail.readUInt16LE(header + 28);
    return JSON.parse(inflateRawSync(tail.subarray(dataStart)).toString('utf8'));
  }
  throw new Error('manifest.json was not found at the end of the ZIP.');
}

interface Run {
  run: string;
  sales: number;
  /** Rows of every file written (for the ZIP: every table, CSV and JSON Lines). */
  rowsWritten: number;
  megabytes: number;
  seconds: number;
  salesPerSecond: number;
  rowsWrittenPerSecond: number;
  firstByteMs: number;
  baselineRssMb: number;
  peakRssMb: number;
  rssGrowthMb: number;
  /** How the peak was read: the kernel's high-water mark, or the 20 ms samples. */
  peakFrom: 'VmHWM' | 'samples';
  loadAverage: string;
}

async function measure(
  server: Server,
  run: string,
  path: string,
  token: string,
  kind: 'zip' | 'csv',
  sales: number,
): Promise<Run & { manifest?: { files: ManifestFile[] } }> {
  const load = loadavg()[0];
  const exact = resetPeak(server.pid);
  const baseline = memoryOf(server.pid).rss;
  let sampledPeak = baseline;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryOf(server.pid).rss)), 20);
  const result = await download(`${server.baseUrl}${path}`, token, kind === 'csv');
  clearInterval(sampler);
  const { rss, hwm } = memoryOf(server.pid);
  const peak = exact ? Math.max(hwm, sampledPeak) : Math.max(sampledPeak, rss);
  const manifest = kind === 'zip' ? manifestFrom(result.tail) : undefined;
  const rowsWritten = manifest ? manifest.files.reduce((sum, file) => sum + file.rows, 0) : result.lines - 1;
  return {
    run,
    sales,
    rowsWritten,
    megabytes: round(result.bytes / MB),
    seconds: round(result.seconds, 2),
    salesPerSecond: Math.round(sales / result.seconds),
    rowsWrittenPerSecond: Math.round(rowsWritten / result.seconds),
    firstByteMs: Math.round(result.firstByteMs),
    baselineRssMb: round(baseline / MB),
    peakRssMb: round(peak / MB),
    rssGrowthMb: round((peak - baseline) / MB),
    peakFrom: exact ? 'VmHWM' : 'samples',
    loadAverage: `${load.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
    manifest,
  };
}

/** One merchant's vendors, products, sales (a tenth with a coupon, a twentieth a gift, a fiftieth refunded) and a few other rows. */
async function seedMerchant(db: Client, ownerId: string, sales: number, label: string): Promise<Record<string, number>> {
  const vendors: number[] = [];
  for (let index = 1; index <= VENDORS; index += 1) {
    const [row] = (
      await db.query(`INSERT INTO vendors ("ownerId", name, "lslKey") VALUES ($1, $2, gen_random_uuid()) RETURNING id`, [ownerId, `${label} Store ${index}`])
    ).rows;
    vendors.push(row.id);
  }
  const products: number[] = [];
  for (let index = 0; index < PRODUCTS; index += 1) {
    const [row] = (
      await db.query(`INSERT INTO products ("vendorId", name, description, price) VALUES ($1, $2, 'A product, "boxed"', $3) RETURNING id`, [
        vendors[index % VENDORS],
        `${label} Product ${index + 1}`,
        100 + index * 10,
      ])
    ).rows;
    products.push(row.id);
  }
  // Product g % 50 belongs to vendor g % 5 (50 is a multiple of 5), so each sale's product is its vendor's.
  await db.query(
    `INSERT INTO transactions ("vendorId", "productId", "buyerId", "buyerName", amount, commission, "commissionRate", status, "refundedAt",
                               "slRegion", "giftTo", "giftToName", "discountKind", "discountCode", "discountAmount", "saleId", "createdAt")
     SELECT ($1::int[])[1 + g % ${VENDORS}], ($2::int[])[1 + g % ${PRODUCTS}], md5(g::text)::uuid::text, 'Buyer ' || (g % 5000) || ' Resident',
            100 + g % 900, round((100 + g % 900) * 0.05, 2), 5,
            CASE WHEN g % 50 = 0 THEN 'refunded' ELSE 'completed' END,
            CASE WHEN g % 50 = 0 THEN now() - g * interval '30 seconds' + interval '1 hour' END,
            'Bay City',
            CASE WHEN g % 20 = 0 THEN md5('gift' || g)::uuid::text END, CASE WHEN g % 20 = 0 THEN 'Friend ' || (g % 300) || ' Resident' END,
            CASE WHEN g % 10 = 0 THEN 'coupon' END, CASE WHEN g % 10 = 0 THEN 'SPRING' END, CASE WHEN g % 10 = 0 THEN 25 ELSE 0 END,
            md5('sale' || g)::uuid, now() - g * interval '30 seconds'
     FROM generate_series(1, $3::int) AS g`,
    [vendors, products, sales],
  );
  await db.query(
    `INSERT INTO gift_cards ("ownerId", code, "faceValue", balance, origin, note)
     SELECT $1, 'GC-' || upper(substr(md5($2 || g), 1, 16)), 1000, 1000 - g % 1000, 'merchant', 'Issued ' || g FROM generate_series(1, $3::int) AS g`,
    [ownerId, label, GIFT_CARDS],
  );
  const redeliveries = Math.min(REDELIVERIES, sales);
  await db.query(
    `INSERT INTO redeliveries ("transactionId", "requestedBy", status, "waitingReason")
     SELECT t.id, t."buyerId", 'pending', 'No delivery box is online' FROM transactions t WHERE t."ownerId" = $1 ORDER BY t.id LIMIT $2`,
    [ownerId, redeliveries],
  );
  return { vendors: VENDORS, products: PRODUCTS, sales, 'gift-cards': GIFT_CARDS, redeliveries };
}

async function main(): Promise<void> {
  log(
    `node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(2)}; ${SALES} + ${SMALL_SALES} sales, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}`,
  );
  const { database, cleanup } = await startDatabase();
  const server = await Server.start(database.url);
  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  const checks: Check[] = [];
  try {
    const big = await server.ask<ServerUser>({ type: 'user' }, 'user');
    const small = await server.ask<ServerUser>({ type: 'user' }, 'user');
    const [{ server_version: postgres }] = (await db.query('SHOW server_version')).rows;
    let started = performance.now();
    const seeded = { big: await seedMerchant(db, big.id, SALES, 'Big'), small: await seedMerchant(db, small.id, SMALL_SALES, 'Small') };
    const seedSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await db.query('VACUUM ANALYZE');
    log(`PostgreSQL ${postgres}; seeded in ${seedSeconds.toFixed(1)} s, VACUUM ANALYZE ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // Warm-up: the first requests compile the code paths and fill the pool.
    await measure(server, 'warm-up', '/api/settings/export', small.token, 'zip', SMALL_SALES);
    await measure(server, 'warm-up', '/api/transactions/export.csv?sortBy=createdAt&sortOrder=asc', small.token, 'csv', SMALL_SALES);

    // Memory: both exports with a full collection in the server every second, so uncollected garbage does not count.
    // The RSS of the big one must stay near the small one's, and the heap left after each collection is what it holds.
    const before = await server.ask<{ heapUsed: number }>({ type: 'heap' }, 'heap');
    await server.ask({ type: 'gc', everyMs: 1000 }, 'gc');
    // A few collections first, so the warm-up's garbage is gone from the RSS both runs start from.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const smallGcRun = await measure(server, `data export, ${SMALL_SALES} sales, GC every second`, '/api/settings/export', small.token, 'zip', SMALL_SALES);
    const bigGcRun = await measure(server, `data export, ${SALES} sales, GC every second`, '/api/settings/export', big.token, 'zip', SALES);
    const after = await server.ask<{ peakLiveHeap: number }>({ type: 'heap' }, 'heap');
    await server.ask({ type: 'gc', everyMs: 0 }, 'gc');
    const liveHeapGrowthMb = round((after.peakLiveHeap - before.heapUsed) / MB);

    // Speed, and RSS as it goes without help: the data export, then the Transactions CSV export of the same sales.
    const smallRun = await measure(server, `data export, ${SMALL_SALES} sales`, '/api/settings/export', small.token, 'zip', SMALL_SALES);
    const bigRun = await measure(server, `data export, ${SALES} sales`, '/api/settings/export', big.token, 'zip', SALES);
    const csvRun = await measure(
      server,
      `transactions CSV, ${SALES} sales`,
      '/api/transactions/export.csv?sortBy=createdAt&sortOrder=asc',
      big.token,
      'csv',
      SALES,
    );
    const runs = [smallGcRun, bigGcRun, smallRun, bigRun, csvRun];

    log('\nGET /api/settings/export and GET /api/transactions/export.csv, over HTTP to a null sink; RSS of the server process');
    console.table(runs.map(({ manifest: _manifest, ...run }) => run));

    const peakRatio = ratio(bigGcRun.peakRssMb, smallGcRun.peakRssMb)!;
    const growthRatio = ratio(bigRun.rssGrowthMb, csvRun.rssGrowthMb)!;
    const speedRatio = ratio(bigRun.salesPerSecond, csvRun.salesPerSecond)!;
    log(`peak RSS with a GC every second, ${SALES} against ${SMALL_SALES} sales: ${peakRatio}× (limit ${PEAK_RSS_RATIO_LIMIT}×)`);
    log(`live heap growth during the ${SALES}-sale export with a GC every second: ${liveHeapGrowthMb} MB (limit ${LIVE_HEAP_LIMIT_MB} MB)`);
    log(`RSS growth without forced GC, data export against the Transactions CSV export of the same sales (information): ${growthRatio}×`);
    log(`sales/s of the data export against the Transactions CSV export: ${speedRatio}× (limit ${SPEED_RATIO_LIMIT}×)`);

    // What the page asks first: the row counts and the size estimate, against the ZIPs actually sent.
    const summaries = [];
    for (const [name, user, run] of [
      ['small', small, smallRun],
      ['big', big, bigRun],
    ] as const) {
      const started = performance.now();
      const answer = await fetch(`${server.baseUrl}/api/settings/export/summary`, { headers: { authorization: `Bearer ${user.token}` } });
      const summary = (await answer.json()) as { totalRows: number; estimatedBytes: number };
      summaries.push({
        merchant: name,
        ms: Math.round(performance.now() - started),
        totalRows: summary.totalRows,
        estimatedMb: round(summary.estimatedBytes / MB),
        actualMb: run.megabytes,
        estimateRatio: ratio(summary.estimatedBytes / MB, run.megabytes),
      });
    }
    log('\nGET /api/settings/export/summary (row counts and size estimate)');
    console.table(summaries);

    for (const run of [smallGcRun, bigGcRun, smallRun, bigRun]) {
      const merchant = run.sales === SALES ? seeded.big : seeded.small;
      for (const [table, rows] of Object.entries(merchant)) {
        for (const file of run.manifest!.files.filter((entry) => entry.table === table)) checks.push(check(`${run.run}: ${file.name} rows`, rows, file.rows));
      }
    }
    checks.push(check(`transactions CSV rows`, SALES, csvRun.rowsWritten));
    checks.push(
      check(`peak RSS with a GC every second within ${PEAK_RSS_RATIO_LIMIT}× of the small export's (1 = yes)`, 1, peakRatio <= PEAK_RSS_RATIO_LIMIT ? 1 : 0),
    );
    checks.push(check(`live heap growth within ${LIVE_HEAP_LIMIT_MB} MB (1 = yes)`, 1, liveHeapGrowthMb <= LIVE_HEAP_LIMIT_MB ? 1 : 0));
    checks.push(check(`sales/s at least ${SPEED_RATIO_LIMIT}× the CSV export's (1 = yes)`, 1, speedRatio >= SPEED_RATIO_LIMIT ? 1 : 0));
    const failed = checks.filter((entry) => !entry.ok);
    console.table(failed.length > 0 ? failed : [{ check: `all ${checks.length} checks`, ok: true }]);

    const resultsDir = join(__dirname, 'results');
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `data-export-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          sales: SALES,
          smallSales: SMALL_SALES,
          node: process.version,
          postgres,
          seedSeconds: round(seedSeconds),
          runs: runs.map(({ manifest: _m, ...run }) => run),
          liveHeapGrowthMb,
          growthRatio,
          peakRatio,
          speedRatio,
          summaries,
          checks,
        },
        null,
        2,
      ),
    );
    log(`results written to ${file}`);
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    await db.end();
    await server.stop();
    await database.stop();
    cleanup();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});

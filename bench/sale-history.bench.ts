/**
 * Benchmark: what `POST /api/lsl/sale` costs on a vendor with a long sales history, against a vendor with none.
 * A sale is priced on the vendor's 30-day volume and checked against its earlier sale_ids, so a merchant's busiest
 * vendor must not get slower as its history grows: the claim is "the same within 20 %".
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/sale-history.bench.ts   (npm run bench:history)
 *
 * BENCH_HISTORY      completed sales of the busy vendor, spread evenly over the last 30 days (default 200000)
 * BENCH_SECONDS      measured seconds per run (default 10), after a 2 s warm-up
 * BENCH_ROUNDS       rounds of one run per vendor, the order swapped every round (default 3)
 * BENCH_CONCURRENCY  keep-alive connections of the load generator, all selling through the same vendor (default 8)
 * DATABASE_URL       a PostgreSQL server to use (a throwaway database is created on it and dropped after);
 *                    unset: an embedded PostgreSQL in a temporary folder, as the app uses by default.
 *
 * The app runs in this process, the load generator in a child process (bench/support/sale-load.ts). The verdict is
 * printed, not enforced (the machine is shared and noisy); a failed check of the answers or the data exits with 1.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { sltDateSql } from '../backend/src/common/time/second-life-time';
import { createApiKey } from '../backend/test/in-world/in-world-support';
import { type TestApp } from '../backend/test/support/test-app';
import {
  type Check,
  check,
  checkpoint,
  latencyFigures,
  loadAverageSince,
  log,
  type Pooled,
  positiveInteger,
  printTable,
  ratio,
  round,
  runBenchmark,
  type TableRow,
  type Tally,
  tally,
} from './support/bench-common';
import { type LoadResult, runLoadInChild } from './support/sale-load';

const HISTORY = positiveInteger('BENCH_HISTORY', 200_000);
const SECONDS = positiveInteger('BENCH_SECONDS', 10);
const ROUNDS = positiveInteger('BENCH_ROUNDS', 3);
const CONCURRENCY = positiveInteger('BENCH_CONCURRENCY', 8);
const WARMUP_SECONDS = 2;
const HISTORY_DAYS = 30;
const POOL_SIZE = 32;
/** How far apart the two vendors may be and still count as "the same": 20 %. */
const TOLERANCE = 0.2;
/** The history's commission rate, in percent (the merchant's default rate is not looked at: these rows are history). */
const HISTORY_RATE = 5;

const VENDOR_NAMES = ['busy', 'fresh'] as const;
type VendorName = (typeof VENDOR_NAMES)[number];

interface BenchVendor {
  id: number;
  lslKey: string;
  /** Its sales before the first run: HISTORY for the busy vendor, none for the fresh one. */
  seededRows: number;
  seededAmount: number;
}

interface Seeded {
  apiKey: string;
  vendors: Record<VendorName, BenchVendor>;
  insertSeconds: number;
  vacuumSeconds: number;
  busyRollupDays: number;
}

interface RunFigures extends TableRow {
  run: VendorName;
  round: number;
  statuses: Record<string, number>;
}

interface Measured {
  runs: RunFigures[];
  pooled: Record<VendorName, Pooled>;
  tallies: Record<VendorName, Tally>;
  errorSamples: Record<VendorName, string[]>;
}

function perVendor<T>(make: () => T): Record<VendorName, T> {
  return { busy: make(), fresh: make() };
}

/**
 * One merchant with an API key made through the API, and two vendors: "busy" with HISTORY completed sales over the
 * last HISTORY_DAYS days (each with its own sale_id, as the vendor script sends them), "fresh" with none. The daily
 * rollups fill themselves: triggers on `transactions` keep them.
 */
async function seed(t: TestApp): Promise<Seeded> {
  const merchant = await t.makeUser();
  const apiKey = await createApiKey(t, merchant);
  const rows: Array<{ id: number; name: string; lslKey: string }> = await t.dataSource.query(
    `INSERT INTO vendors ("ownerId", name, "lslKey") VALUES ($1, 'Busy vendor', $2), ($1, 'Fresh vendor', $3) RETURNING id, name, "lslKey"`,
    [merchant.id, randomUUID(), randomUUID()],
  );
  const [busy, fresh] = rows;

  log(`\nSeeding ${HISTORY} sales of the busy vendor over the last ${HISTORY_DAYS} days…`);
  const insertStarted = performance.now();
  // Amounts L$100–5 000, a 5 % commission, 20 000 different buyers, sales evenly spaced up to just before now.
  await t.dataSource.query(
    `INSERT INTO transactions ("vendorId", "buyerId", "buyerName", amount, commission, "commissionRate", status, "saleId", "createdAt")
     SELECT $1, md5('bench-buyer-' || (n % 20000))::uuid::text, 'Buyer' || (n % 20000) || ' Resident',
            a.amount, round(a.amount * $3::numeric / 100, 2), $3::numeric, 'completed', gen_random_uuid(),
            now() - ((n - 0.5) / $2::int)::float8 * interval '${HISTORY_DAYS} days'
     FROM generate_series(1, $2::int) AS n, LATERAL (SELECT 100 + (n::bigint * 7919) % 4901 AS amount) AS a`,
    [busy.id, HISTORY, HISTORY_RATE],
  );
  const insertSeconds = (performance.now() - insertStarted) / 1000;
  const vacuumStarted = performance.now();
  await t.dataSource.query('VACUUM ANALYZE');
  const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
  log(`Seeding: ${insertSeconds.toFixed(1)} s (+ ${vacuumSeconds.toFixed(1)} s VACUUM ANALYZE)`);

  const seededOf = async (vendorId: number) => {
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS rows, COALESCE(sum(amount), 0)::bigint::text AS amount FROM transactions WHERE "vendorId" = $1`,
      [vendorId],
    );
    return { rows: row.rows as number, amount: Number(row.amount) };
  };
  const busySeeded = await seededOf(busy.id);
  const freshSeeded = await seededOf(fresh.id);
  const [{ days }] = await t.dataSource.query(`SELECT count(*)::int AS days FROM vendor_sales_days WHERE "vendorId" = $1`, [busy.id]);
  log(`busy vendor: ${busySeeded.rows} sales on ${days} SLT days of its daily rollup; fresh vendor: ${freshSeeded.rows} sales`);
  return {
    apiKey,
    vendors: {
      busy: { id: busy.id, lslKey: busy.lslKey, seededRows: busySeeded.rows, seededAmount: busySeeded.amount },
      fresh: { id: fresh.id, lslKey: fresh.lslKey, seededRows: freshSeeded.rows, seededAmount: freshSeeded.amount },
    },
    insertSeconds: round(insertSeconds),
    vacuumSeconds: round(vacuumSeconds),
    busyRollupDays: days,
  };
}

function runFigures(name: VendorName, roundNumber: number, result: LoadResult, loadBefore: number): RunFigures {
  const { measured } = result;
  const requests = measured.latenciesMs.length;
  return {
    run: name,
    round: roundNumber,
    salesPerSecond: round(measured.accepted / measured.seconds),
    ...latencyFigures(measured.latenciesMs),
    errors: requests - measured.accepted,
    statuses: measured.statuses,
    loadAverage: loadAverageSince(loadBefore),
  };
}

/** BENCH_ROUNDS rounds of one run per vendor, busy first in odd rounds and fresh first in even ones. */
async function measure(t: TestApp, seeded: Seeded): Promise<Measured> {
  const measured: Measured = {
    runs: [],
    pooled: perVendor(() => ({ latencies: [], accepted: 0, requests: 0, seconds: 0 })),
    tallies: perVendor(() => ({ accepted: 0, acceptedAmount: 0, statuses: {} })),
    errorSamples: perVendor(() => []),
  };
  for (let roundNumber = 1; roundNumber <= ROUNDS; roundNumber += 1) {
    const order: VendorName[] = roundNumber % 2 === 1 ? ['busy', 'fresh'] : ['fresh', 'busy'];
    const roundRuns: RunFigures[] = [];
    for (const name of order) {
      await checkpoint(t);
      const loadBefore = loadavg()[0];
      // Every sale of the run goes to this one vendor: its sales contend for it, the hard case.
      const result = await runLoadInChild({
        target: t.baseUrl,
        apiKey: seeded.apiKey,
        vendorKeys: [seeded.vendors[name].lslKey],
        concurrency: CONCURRENCY,
        warmupSeconds: WARMUP_SECONDS,
        seconds: SECONDS,
      });
      tally(measured.tallies[name], result.warmup);
      tally(measured.tallies[name], result.measured);
      const pooled = measured.pooled[name];
      pooled.latencies.push(result.measured.latenciesMs);
      pooled.accepted += result.measured.accepted;
      pooled.requests += result.measured.latenciesMs.length;
      pooled.seconds += result.measured.seconds;
      measured.errorSamples[name].push(...result.errorSamples.slice(0, Math.max(0, 5 - measured.errorSamples[name].length)));
      roundRuns.push(runFigures(name, roundNumber, result, loadBefore));
    }
    const busy = roundRuns.find((run) => run.run === 'busy')!;
    const fresh = roundRuns.find((run) => run.run === 'fresh')!;
    log(
      `\nRound ${roundNumber} (${order.join(', then ')}): busy/fresh ${ratio(busy.salesPerSecond, fresh.salesPerSecond)}× the sales/s, ${ratio(busy.p50Ms, fresh.p50Ms)}× the p50`,
    );
    printTable(roundRuns);
    measured.runs.push(...roundRuns);
  }
  return measured;
}

/** Each vendor over all rounds: all its sales over all its measured seconds, percentiles of all its requests. */
function summarise({ pooled }: Measured) {
  const summary: TableRow[] = VENDOR_NAMES.map((name) => ({
    run: name,
    salesPerSecond: round(pooled[name].accepted / pooled[name].seconds),
    ...latencyFigures(Float64Array.from(pooled[name].latencies.flatMap((chunk) => Array.from(chunk)))),
    errors: pooled[name].requests - pooled[name].accepted,
  }));
  const [busy, fresh] = summary;
  const within = (value: number | null) => value !== null && Math.abs(value - 1) <= TOLERANCE + 1e-9;
  // Compared unrounded, so a ratio shown as 0.80 is not counted in when it is 0.797.
  const salesPerSecondRatio = pooled.fresh.accepted === 0 ? null : pooled.busy.accepted / pooled.busy.seconds / (pooled.fresh.accepted / pooled.fresh.seconds);
  const p50Ratio = busy.p50Ms === null || fresh.p50Ms === null || fresh.p50Ms === 0 ? null : busy.p50Ms / fresh.p50Ms;
  const ratios = {
    busyToFreshSalesPerSecond: salesPerSecondRatio === null ? null : round(salesPerSecondRatio, 2),
    busyToFreshP50: p50Ratio === null ? null : round(p50Ratio, 2),
    busyToFreshP99: ratio(busy.p99Ms, fresh.p99Ms),
  };
  const verdict = within(salesPerSecondRatio) && within(p50Ratio);
  return { summary, ratios, verdict };
}

/** Answers per status class of one vendor's runs (warm-ups included). */
function statusCount(tallied: Tally, match: (status: number) => boolean): number {
  return Object.entries(tallied.statuses).reduce((sum, [status, count]) => sum + (match(Number(status)) ? count : 0), 0);
}

/**
 * Every answer was 200; each vendor gained one `transactions` row per 200 answer, with the amounts answered; and each
 * vendor's daily rollup holds, day by day, exactly its completed sales (the seeded history included).
 */
async function verify(t: TestApp, seeded: Seeded, { tallies }: Measured): Promise<Check[]> {
  const checks: Check[] = [];
  for (const name of VENDOR_NAMES) {
    const vendor = seeded.vendors[name];
    const tallied = tallies[name];
    checks.push(
      check(
        `${name}: answers other than 200`,
        0,
        statusCount(tallied, (status) => status !== 200),
      ),
      check(
        `${name}: answers 429 (throttled)`,
        0,
        statusCount(tallied, (status) => status === 429),
      ),
      check(
        `${name}: answers 5xx`,
        0,
        statusCount(tallied, (status) => status >= 500),
      ),
    );
    const [rows] = await t.dataSource.query(
      `SELECT count(*)::int AS rows, COALESCE(sum(amount), 0)::bigint::text AS amount FROM transactions WHERE "vendorId" = $1`,
      [vendor.id],
    );
    checks.push(
      check(`${name}: new transactions rows = 200 answers`, tallied.accepted, rows.rows - vendor.seededRows),
      check(`${name}: their amounts = amounts answered 200`, tallied.acceptedAmount, Number(rows.amount) - vendor.seededAmount),
    );
    const [rollup] = await t.dataSource.query(
      `WITH sold AS (
         SELECT ${sltDateSql('"createdAt"')} AS day, count(*)::int AS sales, sum(amount)::bigint AS amount, sum(commission) AS commission
         FROM transactions WHERE "vendorId" = $1 AND status = 'completed' GROUP BY 1
       ), rolled AS (
         SELECT day, sales, amount, commission FROM vendor_sales_days WHERE "vendorId" = $1
       )
       SELECT count(*) FILTER (WHERE (s.sales, s.amount, s.commission) IS DISTINCT FROM (r.sales, r.amount, r.commission))::int AS "differingDays",
              COALESCE(sum(s.sales), 0)::bigint::text AS "soldSales", COALESCE(sum(r.sales), 0)::bigint::text AS "rolledSales",
              COALESCE(sum(s.amount), 0)::bigint::text AS "soldAmount", COALESCE(sum(r.amount), 0)::bigint::text AS "rolledAmount",
              (COALESCE(sum(s.commission), 0) * 100)::bigint::text AS "soldCommissionCents",
              (COALESCE(sum(r.commission), 0) * 100)::bigint::text AS "rolledCommissionCents"
       FROM sold s FULL JOIN rolled r ON r.day = s.day`,
      [vendor.id],
    );
    checks.push(
      check(`${name}: rollup days that differ from its sales`, 0, rollup.differingDays),
      check(`${name}: rollup sales = completed sales`, Number(rollup.soldSales), Number(rollup.rolledSales)),
      check(`${name}: rollup amount = their amounts`, Number(rollup.soldAmount), Number(rollup.rolledAmount)),
      check(`${name}: rollup commission (L$ hundredths) = theirs`, Number(rollup.soldCommissionCents), Number(rollup.rolledCommissionCents)),
    );
  }
  return checks;
}

/** Seeds, measures, prints and writes the results; returns false when a check failed (the verdict does not count). */
async function benchmark(t: TestApp): Promise<boolean> {
  const [{ server_version: postgresVersion }] = await t.dataSource.query('SHOW server_version');
  log(`PostgreSQL ${postgresVersion}; app pool ${POOL_SIZE} connections`);
  const seeded = await seed(t);

  const measured = await measure(t, seeded);
  const { summary, ratios, verdict } = summarise(measured);
  log(`\nSummary of ${ROUNDS} rounds (all sales over all measured seconds, percentiles of all requests)`);
  printTable(summary);
  log(`busy/fresh: ${ratios.busyToFreshSalesPerSecond}× the sales/s, ${ratios.busyToFreshP50}× the p50 (${ratios.busyToFreshP99}× the p99)`);
  log(
    `VERDICT: busy vendor (${HISTORY} sales of history) within ${TOLERANCE * 100} % of a fresh one: ${verdict ? 'yes' : 'no'}` +
      ` (sales/s ${ratios.busyToFreshSalesPerSecond}×, p50 ${ratios.busyToFreshP50}×; not part of the exit status)`,
  );
  for (const name of VENDOR_NAMES) {
    const samples = measured.errorSamples[name];
    if (samples.length > 0) log(`${name} answers other than 200, first ones:\n  ${samples.join('\n  ')}`);
  }

  const checks = await verify(t, seeded, measured);
  log('\nChecks after the load');
  console.table(checks);
  const passed = checks.every((item) => item.ok);
  if (!passed) log('A CHECK FAILED: see the table above.');

  const resultsDir = join(__dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `sale-history-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const settings = {
    history: HISTORY,
    historyDays: HISTORY_DAYS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    rounds: ROUNDS,
    concurrency: CONCURRENCY,
    poolSize: POOL_SIZE,
    tolerance: TOLERANCE,
  };
  const environment = { node: process.version, postgres: postgresVersion, cores: cpus().length };
  const seeding = { insertSeconds: seeded.insertSeconds, vacuumSeconds: seeded.vacuumSeconds, busyRollupDays: seeded.busyRollupDays };
  const { runs, tallies, errorSamples } = measured;
  writeFileSync(file, JSON.stringify({ ...environment, ...settings, seeding, runs, summary, ratios, verdict, tallies, checks, errorSamples }, null, 2));
  log(`\nresults written to ${file}`);
  return passed;
}

function main(): void {
  log(
    `node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  log(
    `${ROUNDS} rounds × (busy, fresh), ${SECONDS} s each after ${WARMUP_SECONDS} s warm-up, ${CONCURRENCY} connections on one vendor, ${HISTORY} sales of history`,
  );

  // One vendor takes every sale of a run, far above what the script limits allow a real vendor: they are lifted.
  runBenchmark(benchmark, {
    env: {
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      THROTTLE_SCRIPT_PER_MINUTE: '100000000',
      THROTTLE_SCRIPT_PER_HOUR: '100000000',
      THROTTLE_SCRIPT_KEY_PER_MINUTE: '100000000',
    },
  });
}

main();

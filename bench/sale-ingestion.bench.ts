/**
 * Benchmark: sales recorded per second by `POST /api/lsl/sale`, against a plain Express + pg peer doing the same
 * durable work on the same database, and against pgbench running the peer's SQL (the database's own limit).
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/sale-ingestion.bench.ts   (npm run bench:sales)
 *
 * BENCH_SECONDS      measured seconds per run (default 15), after a 3 s warm-up
 * BENCH_ROUNDS       rounds of project, peer, pgbench, interleaved so noise hits all alike (default 2)
 * BENCH_CONCURRENCY  keep-alive connections of the load generator, and pgbench clients (default 32)
 * DATABASE_URL       a PostgreSQL server to use (a throwaway database is created on it and dropped after);
 *                    unset: an embedded PostgreSQL in a temporary folder, as the app uses by default.
 * BENCH_WEBHOOK      1 (default): the merchant has a webhook endpoint hearing every sale, on a receiver that takes
 *                    2 s to answer each delivery, and each round runs the project twice, with the endpoint on and
 *                    switched off, to show a slow endpoint does not slow the sale path; 0: no endpoint
 *
 * The app and the peer run in this process, the load generator in a child process (bench/support/sale-load.ts).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

import { Client } from 'pg';

import { hashApiKey } from '../backend/src/api-keys/api-key-secret';
import { WebhookSources } from '../backend/src/webhooks/webhook-sources';
import { createApiKey, inWorldObject, saleBody, simulatorHeaders } from '../backend/test/in-world/in-world-support';
import { type TestApp } from '../backend/test/support/test-app';
import { PEER_ROLLUP_TABLE, PEER_SALES_TABLE, startSalePeer } from './peer/sale-peer';
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
  type Tally,
  tally,
} from './support/bench-common';
import { createPgbenchRollup, findPgbench, PGBENCH_ROLLUP_TABLE, PGBENCH_SHARD, type PgbenchResult, runPgbench, VENDOR_KEY_SQL } from './support/pgbench';
import { type LoadResult, runLoadInChild } from './support/sale-load';

const SECONDS = positiveInteger('BENCH_SECONDS', 15);
const ROUNDS = positiveInteger('BENCH_ROUNDS', 2);
const CONCURRENCY = positiveInteger('BENCH_CONCURRENCY', 32);
const WARMUP_SECONDS = 3;
/** Vendors the sales go to, at random (as the issue measured it). */
const VENDORS = 1000;
const PEER_POOL_SIZE = 32;
/** Sales posted one at a time to each server to count the SQL statements a sale costs. */
const PROBE_SALES = 20;
const WEBHOOK = process.env.BENCH_WEBHOOK !== '0';
/** How long the benchmark's webhook receiver takes to answer a delivery. */
const WEBHOOK_ANSWER_MS = 2000;

type ServerName = 'project' | 'project-no-webhook' | 'peer';
/** The runs of a round, pgbench aside: the project without its webhook endpoint only with BENCH_WEBHOOK. */
const SERVERS: ServerName[] = WEBHOOK ? ['project', 'project-no-webhook', 'peer'] : ['project', 'peer'];

interface SummaryRow {
  run: ServerName | 'pgbench';
  /** Answers 200 per second; for pgbench, its tps. */
  salesPerSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  averageMs: number;
  /** Answers other than 200; for pgbench, failed transactions. */
  errors: number;
}

interface RunFigures extends SummaryRow {
  round: number;
  statuses: Record<string, number>;
  /** 1-minute load average of the machine when the run started and ended. */
  loadAverage: string;
}

/** A webhook receiver on loopback that answers every delivery after WEBHOOK_ANSWER_MS, and counts them. */
async function startSlowReceiver(): Promise<{ origin: string; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      setTimeout(() => response.writeHead(200).end('ok'), WEBHOOK_ANSWER_MS).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/**
 * One merchant with an API key made through the API, VENDORS vendors and (BENCH_WEBHOOK) a webhook endpoint hearing
 * every sale; returns the key and the vendors' LSL keys.
 */
async function seed(t: TestApp, webhookOrigin: string | null): Promise<Seeded> {
  const merchant = await t.makeUser();
  const apiKey = await createApiKey(t, merchant);
  let webhook: Seeded['webhook'] = null;
  if (webhookOrigin) {
    const endpoint = await t.post('/api/webhooks/endpoints', { url: `${webhookOrigin}/sales`, events: ['sale.*'] }, { token: merchant.token });
    if (endpoint.status !== 201) throw new Error(`The webhook endpoint was not made: ${endpoint.status} ${endpoint.text}`);
    webhook = { token: merchant.token, endpointId: endpoint.body.id };
  }
  const rows: Array<{ lslKey: string }> = await t.dataSource.query(
    `INSERT INTO vendors ("ownerId", name, "lslKey")
     SELECT $1, 'Bench Vendor ' || n, ${VENDOR_KEY_SQL} FROM generate_series(1, $2::int) AS n
     RETURNING "lslKey"`,
    [merchant.id, VENDORS],
  );
  await t.dataSource.query('VACUUM ANALYZE');
  return { apiKey, vendorKeys: rows.map((row) => row.lslKey), webhook };
}

/** Switches the merchant's webhook endpoint on or off between runs, once the sales answered so far are told (or not). */
async function switchWebhook(t: TestApp, { webhook }: Seeded, enabled: boolean): Promise<void> {
  if (!webhook) return;
  await t.app.get(WebhookSources).flush();
  const answer = await t.patch(`/api/webhooks/endpoints/${webhook.endpointId}`, { enabled }, { token: webhook.token });
  if (answer.status !== 200) throw new Error(`The webhook endpoint could not be switched ${enabled ? 'on' : 'off'}: ${answer.status} ${answer.text}`);
}

/** Counts the statements sent through `pg` (the app's TypeORM and the peer use the same module in this process). */
function countStatements(): { read: () => number; restore: () => void } {
  const prototype = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let count = 0;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return { read: () => count, restore: () => (prototype.query = original) };
}

/** Posts PROBE_SALES sales one at a time and returns the statements per sale, including work done after the answer. */
async function countStatementsPerSale(target: string, { apiKey, vendorKeys }: Seeded, into: Tally): Promise<number> {
  const headers = simulatorHeaders(inWorldObject(apiKey, 'Vendor probe'));
  const counter = countStatements();
  try {
    for (let index = 0; index < PROBE_SALES; index += 1) {
      const amount = randomInt(100, 5001);
      const body = saleBody({ buyer: randomUUID(), vendorKey: vendorKeys[randomInt(vendorKeys.length)], amount, buyerName: 'Probe Resident' });
      const response = await fetch(`${target}/api/lsl/sale`, { method: 'POST', headers, body });
      await response.text();
      tally(into, { statuses: { [response.status]: 1 }, accepted: response.status === 200 ? 1 : 0, acceptedAmount: response.status === 200 ? amount : 0 });
    }
    await new Promise((resolve) => setTimeout(resolve, 500)); // the app records the call after answering
    return counter.read() / PROBE_SALES;
  } finally {
    counter.restore();
  }
}

function httpFigures(name: ServerName, roundNumber: number, result: LoadResult, loadBefore: number): RunFigures {
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

function pgbenchFigures(roundNumber: number, result: PgbenchResult, loadBefore: number): RunFigures {
  return {
    run: 'pgbench',
    round: roundNumber,
    salesPerSecond: round(result.tps),
    p50Ms: null,
    p99Ms: null,
    maxMs: null,
    averageMs: round(result.latencyAverageMs),
    errors: result.failed,
    statuses: {},
    loadAverage: loadAverageSince(loadBefore),
  };
}

interface Seeded {
  apiKey: string;
  vendorKeys: string[];
  /** The merchant's token and endpoint, to switch the endpoint off for the run without it (BENCH_WEBHOOK). */
  webhook: { token: string; endpointId: string } | null;
}

interface Measured {
  runs: RunFigures[];
  pooled: Record<ServerName, Pooled>;
  tallies: Record<ServerName, Tally>;
  errorSamples: Record<ServerName, string[]>;
  pgbenchTransactions: number;
  pgbenchCommand: string | null;
}

/** BENCH_ROUNDS rounds of project, peer and pgbench, one after another, each printed as it ends. */
async function measure(
  t: TestApp,
  targets: Record<ServerName, string>,
  seeded: Seeded,
  tallies: Record<ServerName, Tally>,
  withPgbench: boolean,
): Promise<Measured> {
  const measured: Measured = {
    runs: [],
    pooled: {
      project: { latencies: [], accepted: 0, requests: 0, seconds: 0 },
      'project-no-webhook': { latencies: [], accepted: 0, requests: 0, seconds: 0 },
      peer: { latencies: [], accepted: 0, requests: 0, seconds: 0 },
    },
    tallies,
    errorSamples: { project: [], 'project-no-webhook': [], peer: [] },
    pgbenchTransactions: 0,
    pgbenchCommand: null,
  };
  for (let roundNumber = 1; roundNumber <= ROUNDS; roundNumber += 1) {
    const roundRuns: RunFigures[] = [];
    for (const name of SERVERS) {
      // The run without the webhook: its endpoint switched off, the sales already answered told first.
      if (name === 'project-no-webhook') await switchWebhook(t, seeded, false);
      await checkpoint(t);
      const loadBefore = loadavg()[0];
      const result = await runLoadInChild({ target: targets[name], ...seeded, concurrency: CONCURRENCY, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS });
      tally(tallies[name], result.warmup);
      tally(tallies[name], result.measured);
      const pooled = measured.pooled[name];
      pooled.latencies.push(result.measured.latenciesMs);
      pooled.accepted += result.measured.accepted;
      pooled.requests += result.measured.latenciesMs.length;
      pooled.seconds += result.measured.seconds;
      measured.errorSamples[name].push(...result.errorSamples.slice(0, 5 - measured.errorSamples[name].length));
      roundRuns.push(httpFigures(name, roundNumber, result, loadBefore));
      if (name === 'project-no-webhook') await switchWebhook(t, seeded, true);
    }
    if (withPgbench) {
      await checkpoint(t);
      const loadBefore = loadavg()[0];
      const result = await runPgbench({
        databaseUrl: t.databaseUrl,
        keyHash: hashApiKey(seeded.apiKey),
        vendors: VENDORS,
        clients: CONCURRENCY,
        threads: 2,
        seconds: SECONDS,
      });
      measured.pgbenchTransactions += result.transactions;
      measured.pgbenchCommand = result.command;
      roundRuns.push(pgbenchFigures(roundNumber, result, loadBefore));
    }
    const [project, peer] = [roundRuns.find((run) => run.run === 'project')!, roundRuns.find((run) => run.run === 'peer')!];
    log(
      `\nRound ${roundNumber}: project/peer ${ratio(project.salesPerSecond, peer.salesPerSecond)}× the sales/s, ${ratio(project.p99Ms, peer.p99Ms)}× the p99`,
    );
    const quiet = roundRuns.find((run) => run.run === 'project-no-webhook');
    if (quiet) {
      log(
        `         with/without the webhook: ${ratio(project.salesPerSecond, quiet.salesPerSecond)}× the sales/s, ${ratio(project.p99Ms, quiet.p99Ms)}× the p99`,
      );
    }
    printTable(roundRuns);
    measured.runs.push(...roundRuns);
  }
  return measured;
}

/** HTTP: every sale over the total measured time and percentiles of every request; pgbench: mean of its rounds. */
function summarise({ runs, pooled }: Measured) {
  const summary: SummaryRow[] = SERVERS.map((name) => ({
    run: name,
    salesPerSecond: round(pooled[name].accepted / pooled[name].seconds),
    ...latencyFigures(Float64Array.from(pooled[name].latencies.flatMap((chunk) => Array.from(chunk)))),
    errors: pooled[name].requests - pooled[name].accepted,
  }));
  const pgbenchRuns = runs.filter((run) => run.run === 'pgbench');
  const mean = (values: number[]) => round(values.reduce((sum, value) => sum + value, 0) / values.length);
  if (pgbenchRuns.length > 0) {
    summary.push({
      run: 'pgbench',
      salesPerSecond: mean(pgbenchRuns.map((run) => run.salesPerSecond)),
      p50Ms: null,
      p99Ms: null,
      maxMs: null,
      averageMs: mean(pgbenchRuns.map((run) => run.averageMs)),
      errors: pgbenchRuns.reduce((sum, run) => sum + run.errors, 0),
    });
  }
  const named = (name: SummaryRow['run']) => summary.find((row) => row.run === name);
  const [project, peer, pgbench, quiet] = [named('project')!, named('peer')!, named('pgbench'), named('project-no-webhook')];
  const ratios = {
    projectToPeerSalesPerSecond: ratio(project.salesPerSecond, peer.salesPerSecond),
    projectToPeerP99: ratio(project.p99Ms, peer.p99Ms),
    withToWithoutWebhookSalesPerSecond: quiet ? ratio(project.salesPerSecond, quiet.salesPerSecond) : null,
    withToWithoutWebhookP99: quiet ? ratio(project.p99Ms, quiet.p99Ms) : null,
    projectToPgbenchTps: pgbench ? ratio(project.salesPerSecond, pgbench.salesPerSecond) : null,
    peerToPgbenchTps: pgbench ? ratio(peer.salesPerSecond, pgbench.salesPerSecond) : null,
  };
  return { summary, ratios };
}

/** Every 200 is one row with its amount and a 5 % commission, the peer's rollup adds up, nothing was throttled. */
async function verify(t: TestApp, { tallies, pgbenchTransactions }: Measured, withPgbench: boolean): Promise<Check[]> {
  const [http] = await t.dataSource.query(
    `SELECT count(*)::int AS rows, COALESCE(sum(amount), 0)::bigint::text AS amount,
            count(*) FILTER (WHERE commission <> round(amount::numeric * 5 / 100, 2) OR "commissionRate" <> 5)::int AS "wrongCommission"
     FROM (SELECT amount, commission, "commissionRate", "slShard" FROM transactions
           UNION ALL SELECT amount, commission, "commissionRate", "slShard" FROM ${PEER_SALES_TABLE}) sales
     WHERE "slShard" IS DISTINCT FROM $1`,
    [PGBENCH_SHARD],
  );
  const [peerRollup] = await t.dataSource.query(
    `SELECT COALESCE(sum(amount), 0)::bigint::text AS amount, COALESCE(sum(sales), 0)::int AS sales FROM ${PEER_ROLLUP_TABLE}`,
  );
  const [pgbenchRows] = await t.dataSource.query(
    `SELECT count(*)::int AS rows, COALESCE(sum(amount), 0)::bigint::text AS amount FROM ${PEER_SALES_TABLE} WHERE "slShard" = $1`,
    [PGBENCH_SHARD],
  );
  const [pgbenchRollup] = await t.dataSource.query(`SELECT COALESCE(sum(amount), 0)::bigint::text AS amount FROM ${PGBENCH_ROLLUP_TABLE}`);
  const [calls] = await t.dataSource.query(`SELECT count(*)::int AS calls FROM in_world_calls`);
  await t.app.get(WebhookSources).flush();
  const [events] = await t.dataSource.query(`SELECT count(*)::int AS events FROM webhook_events WHERE type = 'sale.completed'`);
  const requestsOf = (name: ServerName) => Object.values(tallies[name].statuses).reduce((sum, count) => sum + count, 0);
  const projectRequests = requestsOf('project') + requestsOf('project-no-webhook');
  const projectAccepted = tallies.project.accepted + tallies['project-no-webhook'].accepted;
  const projectAmount = tallies.project.acceptedAmount + tallies['project-no-webhook'].acceptedAmount;
  return [
    check('project answers 429 (throttled)', 0, (tallies.project.statuses['429'] ?? 0) + (tallies['project-no-webhook'].statuses['429'] ?? 0)),
    check('sales rows (app + peer tables) = 200 answers of project + peer', projectAccepted + tallies.peer.accepted, http.rows),
    check('sum of their amounts = amounts answered 200', projectAmount + tallies.peer.acceptedAmount, Number(http.amount)),
    check('rows with a commission other than 5 %', 0, http.wrongCommission),
    check("peer rollup amount = peer's sales", tallies.peer.acceptedAmount, Number(peerRollup.amount)),
    check("peer rollup sales = peer's 200 answers", tallies.peer.accepted, peerRollup.sales),
    check('in_world_calls rows = project requests', projectRequests, calls.calls),
    check('sale.completed webhook events = 200 answers of the runs with the endpoint on (or 0)', WEBHOOK ? tallies.project.accepted : 0, events.events),
    ...(withPgbench
      ? [
          check('pgbench rows = transactions it reported', pgbenchTransactions, pgbenchRows.rows),
          check("pgbench rollup amount = its sales' amounts", Number(pgbenchRows.amount), Number(pgbenchRollup.amount)),
        ]
      : []),
  ];
}

/** Seeds, measures, prints and writes the results; returns false when a check failed. */
async function benchmark(t: TestApp, peerUrl: string, pgbenchVersion: string | null, webhookOrigin: string | null): Promise<boolean> {
  const [{ server_version: postgresVersion }] = await t.dataSource.query('SHOW server_version');
  const appPoolSize = (t.dataSource.options as { extra?: { max?: number } }).extra?.max ?? 10;
  log(`PostgreSQL ${postgresVersion}${pgbenchVersion ? `, ${pgbenchVersion}` : ''}; app pool ${appPoolSize} connections, peer pool ${PEER_POOL_SIZE}`);
  const seeded = await seed(t, webhookOrigin);
  await createPgbenchRollup((sql) => t.dataSource.query(sql));
  const targets: Record<ServerName, string> = { project: t.baseUrl, 'project-no-webhook': t.baseUrl, peer: peerUrl };
  const tallies: Record<ServerName, Tally> = {
    project: { accepted: 0, acceptedAmount: 0, statuses: {} },
    'project-no-webhook': { accepted: 0, acceptedAmount: 0, statuses: {} },
    peer: { accepted: 0, acceptedAmount: 0, statuses: {} },
  };

  const statementsPerSale = {
    project: await countStatementsPerSale(targets.project, seeded, tallies.project),
    peer: await countStatementsPerSale(targets.peer, seeded, tallies.peer),
  };
  log(`SQL statements per sale (${PROBE_SALES} sales one at a time): project ${statementsPerSale.project}, peer ${statementsPerSale.peer}`);

  const measured = await measure(t, targets, seeded, tallies, pgbenchVersion !== null);
  const { summary, ratios } = summarise(measured);
  log(`\nSummary of ${ROUNDS} rounds (HTTP: all sales over all measured seconds, percentiles of all requests; pgbench: mean of the rounds)`);
  printTable(summary);
  log(`project/peer: ${ratios.projectToPeerSalesPerSecond}× the sales/s, ${ratios.projectToPeerP99}× the p99`);
  if (WEBHOOK) {
    log(
      `project with/without its slow webhook endpoint: ${ratios.withToWithoutWebhookSalesPerSecond}× the sales/s, ${ratios.withToWithoutWebhookP99}× the p99`,
    );
  }
  if (pgbenchVersion) log(`against pgbench tps: project ${ratios.projectToPgbenchTps}, peer ${ratios.peerToPgbenchTps}`);
  for (const name of SERVERS) {
    const samples = measured.errorSamples[name];
    if (samples.length > 0) log(`${name} answers other than 200, first ones:\n  ${samples.join('\n  ')}`);
  }

  const checks = await verify(t, measured, pgbenchVersion !== null);
  log('\nChecks after the load');
  console.table(checks);
  const passed = checks.every((item) => item.ok);
  if (!passed) log('A CHECK FAILED: see the table above.');

  const resultsDir = join(__dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `sale-ingestion-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const { runs, errorSamples, pgbenchCommand } = measured;
  const settings = {
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    rounds: ROUNDS,
    concurrency: CONCURRENCY,
    vendors: VENDORS,
    appPoolSize,
    peerPoolSize: PEER_POOL_SIZE,
  };
  const environment = { node: process.version, postgres: postgresVersion, pgbench: pgbenchVersion, pgbenchCommand, cores: cpus().length };
  writeFileSync(file, JSON.stringify({ ...environment, ...settings, statementsPerSale, runs, summary, ratios, tallies, checks, errorSamples }, null, 2));
  log(`\nresults written to ${file}`);
  return passed;
}

async function main(): Promise<void> {
  const pgbenchVersion = await findPgbench();
  log(
    `node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  log(
    `${ROUNDS} rounds × (project, peer${pgbenchVersion ? ', pgbench' : ''}), ${SECONDS} s each after ${WARMUP_SECONDS} s warm-up, ${CONCURRENCY} connections, ${VENDORS} vendors`,
  );
  if (!pgbenchVersion) log('pgbench is not on PATH: the database limit row is left out (it comes with the PostgreSQL client tools).');

  // The same number of database connections as the peer; one API key sends every sale, so its ceiling is lifted
  // (the per-vendor limits stay at their defaults).
  // The throttle counts every call, per vendor and per API key, but refuses none: at 1 500 sales a second over 1 000
  // vendors each vendor takes about 90 sales a minute, and one key sends them all.
  const receiver = WEBHOOK ? await startSlowReceiver() : null;
  log(
    WEBHOOK ? `A webhook endpoint hears every sale and answers each delivery after ${WEBHOOK_ANSWER_MS} ms (BENCH_WEBHOOK=0: none).` : 'No webhook endpoint.',
  );
  runBenchmark(
    async (t) => {
      const peer = await startSalePeer(t.databaseUrl, PEER_POOL_SIZE);
      try {
        const passed = await benchmark(t, peer.url, pgbenchVersion, receiver?.origin ?? null);
        if (receiver) log(`The slow webhook endpoint received ${receiver.received()} deliveries meanwhile.`);
        return passed;
      } finally {
        await peer.close();
        await receiver?.close();
      }
    },
    {
      env: {
        DATABASE_POOL_SIZE: String(PEER_POOL_SIZE),
        THROTTLE_SCRIPT_PER_MINUTE: '10000000',
        THROTTLE_SCRIPT_KEY_PER_MINUTE: '10000000',
        ...(receiver && { WEBHOOK_ALLOWED_ORIGINS: receiver.origin }),
      },
    },
  );
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});

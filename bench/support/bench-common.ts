/**
 * Pieces shared by the sale benchmarks (bench/sale-ingestion.bench.ts, bench/sale-history.bench.ts): settings from
 * the environment, the database to run on, latency percentiles, the tables they print and the checks they run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { type RunningDatabase, startEmbeddedPostgres } from '../../backend/src/database/embedded-postgres';
import { freePort, prepareTestApps } from '../../backend/test/support/global-setup';
import { type StartOptions, TestApp } from '../../backend/test/support/test-app';
import type { PhaseResult } from './sale-load';

export function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number.`);
  return value;
}

export function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

export function round(value: number, decimals = 1): number {
  return Number(value.toFixed(decimals));
}

/**
 * DATABASE_URL when set (the caller makes a throwaway database on it), otherwise an embedded PostgreSQL in a temporary
 * folder. Either way it holds a migrated template database that each TestApp copies, as under jest (prepareTestApps).
 */
export async function startDatabase(): Promise<{ database: RunningDatabase; cleanup: () => void }> {
  let database: RunningDatabase;
  let cleanup = () => undefined as void;
  if (process.env.DATABASE_URL) {
    database = { url: process.env.DATABASE_URL, stop: async () => undefined };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'slv-bench-db-'));
    database = await startEmbeddedPostgres(dir, await freePort(), 'postgres_admin');
    cleanup = () => rmSync(dir, { recursive: true, force: true });
  }
  const dropTemplate = await prepareTestApps(database.url);
  return {
    database: {
      url: database.url,
      stop: async () => {
        await dropTemplate();
        await database.stop();
      },
    },
    cleanup,
  };
}

/** What a server answered over the whole run (warm-ups and measured phases), for the checks. */
export interface Tally {
  accepted: number;
  acceptedAmount: number;
  statuses: Record<string, number>;
}

export function tally(into: Tally, phase: PhaseResult): void {
  into.accepted += phase.accepted;
  into.acceptedAmount += phase.acceptedAmount;
  for (const [status, count] of Object.entries(phase.statuses)) into.statuses[status] = (into.statuses[status] ?? 0) + count;
}

/** The measured phases of one kind of run over all rounds. */
export interface Pooled {
  latencies: Float64Array[];
  accepted: number;
  requests: number;
  seconds: number;
}

export function percentile(sorted: Float64Array, fraction: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

export function latencyFigures(latencies: Float64Array) {
  const sorted = Float64Array.from(latencies).sort();
  const total = sorted.reduce((sum, value) => sum + value, 0);
  const p50 = percentile(sorted, 0.5);
  const p99 = percentile(sorted, 0.99);
  const max = percentile(sorted, 1);
  return {
    p50Ms: p50 === null ? null : round(p50),
    p99Ms: p99 === null ? null : round(p99),
    maxMs: max === null ? null : round(max),
    averageMs: sorted.length ? round(total / sorted.length) : 0,
  };
}

export async function checkpoint(t: TestApp): Promise<void> {
  // Each run starts with clean buffers, so one run's writes are not flushed during the next; needs superuser rights.
  await t.dataSource.query('CHECKPOINT').catch(() => undefined);
}

export function loadAverageSince(before: number): string {
  return `${before.toFixed(2)} → ${loadavg()[0].toFixed(2)}`;
}

/** One line of a printed table: a run, or the summary of several. */
export interface TableRow {
  run: string;
  /** Answers 200 per second (for pgbench, its tps). */
  salesPerSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  averageMs: number;
  /** Answers other than 200 (for pgbench, failed transactions). */
  errors: number;
  loadAverage?: string;
}

export function printTable(rows: TableRow[]): void {
  console.table(
    rows.map((row) => ({
      run: row.run,
      'sales/s': row.salesPerSecond,
      'p50 ms': row.p50Ms ?? '–',
      'p99 ms': row.p99Ms ?? '–',
      'max ms': row.maxMs ?? '–',
      'avg ms': row.averageMs,
      errors: row.errors,
      ...(row.loadAverage ? { 'load avg': row.loadAverage } : {}),
    })),
  );
}

export function ratio(numerator: number | null, denominator: number | null): number | null {
  return numerator === null || denominator === null || denominator === 0 ? null : round(numerator / denominator, 2);
}

export interface Check {
  check: string;
  expected: number;
  actual: number;
  ok: boolean;
}

export function check(name: string, expected: number, actual: number): Check {
  return { check: name, expected, actual, ok: expected === actual };
}

/**
 * Runs a benchmark on the real app over its own database (startDatabase), then stops both; exits with 1 when the
 * benchmark returns false (a wrong answer) or throws.
 */
export function runBenchmark(benchmark: (t: TestApp) => Promise<boolean>, options: StartOptions = {}): void {
  const run = async () => {
    const { database, cleanup } = await startDatabase();
    let passed = false;
    try {
      const t = await TestApp.start(options);
      try {
        passed = await benchmark(t);
      } finally {
        await t.close();
      }
    } finally {
      await database.stop();
      cleanup();
    }
    if (!passed) process.exit(1);
  };
  run().catch((error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(1);
  });
}

/** The first line of a run: Node's version, the cores and the load average before it starts. */
export function logMachine(): void {
  log(
    `node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}

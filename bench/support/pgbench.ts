/**
 * The database's own limit for the peer's SQL: pgbench runs the peer's statements, one sale per transaction,
 * with as many connections as the HTTP load and no HTTP or Node.js in between.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { PEER_SALES_TABLE, SALE_LOCK_NAMESPACE } from '../peer/sale-peer';

const run = promisify(execFile);

/** pgbench writes its sales' rollup here, apart from the peer's, so each can be checked against its own sales. */
export const PGBENCH_ROLLUP_TABLE = 'bench_pgbench_vendor_daily';
/** slShard of the sales pgbench inserts, to tell them from the sales recorded over HTTP. */
export const PGBENCH_SHARD = 'pgbench';

export interface PgbenchOptions {
  databaseUrl: string;
  keyHash: string;
  vendors: number;
  clients: number;
  threads: number;
  seconds: number;
}

export interface PgbenchResult {
  tps: number;
  latencyAverageMs: number;
  transactions: number;
  failed: number;
  command: string;
}

/** The version pgbench prints, or null when pgbench is not on PATH. */
export async function findPgbench(): Promise<string | null> {
  try {
    const { stdout } = await run('pgbench', ['--version']);
    return stdout.trim();
  } catch {
    return null;
  }
}

/** Vendor n (1-based) of the benchmark has the LSL key md5('bench-vendor-' || n)::uuid, so SQL can name it too. */
export const VENDOR_KEY_SQL = `md5('bench-vendor-' || n::text)::uuid`;

function script(options: PgbenchOptions): string {
  // The peer's statements (bench/peer/sale-peer.ts) in the same order, into the peer's table; pgbench -M extended sends them as the pg
  // driver does: parse, bind and execute of an unnamed statement, with the :variables as parameters.
  return `\\set n random(1, ${options.vendors})
\\set amount random(100, 5000)
BEGIN;
SELECT k."userId" AS owner_id FROM api_keys k JOIN users u ON u.id = k."userId" WHERE k."keyHash" = '${options.keyHash}' AND k."revokedAt" IS NULL AND u."isActive" AND u."deletedAt" IS NULL \\gset
SELECT id AS vendor_id, "isActive" AS vendor_active FROM vendors WHERE "lslKey" = md5('bench-vendor-' || :n::text)::uuid AND "ownerId" = :owner_id \\gset
SELECT pg_advisory_xact_lock(${SALE_LOCK_NAMESPACE}, :vendor_id);
SELECT COALESCE(sum(amount), 0)::text AS volume FROM ${PGBENCH_ROLLUP_TABLE} WHERE vendor_id = :vendor_id AND day > (now() AT TIME ZONE 'UTC')::date - 30;
INSERT INTO ${PEER_SALES_TABLE} ("vendorId", "productId", "buyerId", "buyerName", amount, commission, "commissionRate", status, "saleId", "slRegion", "slObjectKey", "slShard", "createdAt", "ownerId") VALUES (:vendor_id, NULL, gen_random_uuid()::text, 'Pgbench Resident', :amount, round(:amount::numeric * 5 / 100, 2), 5, 'completed', gen_random_uuid(), 'Luna Bay (256000, 256512)', gen_random_uuid()::text, '${PGBENCH_SHARD}', now(), :owner_id) ON CONFLICT ("vendorId", "saleId") WHERE "saleId" IS NOT NULL DO NOTHING RETURNING id, status, amount, commission;
INSERT INTO ${PGBENCH_ROLLUP_TABLE} (vendor_id, day, amount, sales) VALUES (:vendor_id, (now() AT TIME ZONE 'UTC')::date, :amount, 1) ON CONFLICT (vendor_id, day) DO UPDATE SET amount = ${PGBENCH_ROLLUP_TABLE}.amount + EXCLUDED.amount, sales = ${PGBENCH_ROLLUP_TABLE}.sales + 1;
COMMIT;
`;
}

function figure(output: string, pattern: RegExp, what: string): number {
  const match = pattern.exec(output);
  if (!match) throw new Error(`pgbench printed no ${what}:\n${output}`);
  return Number(match[1]);
}

export async function runPgbench(options: PgbenchOptions): Promise<PgbenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'slv-bench-pgbench-'));
  try {
    const scriptFile = join(dir, 'sale.sql');
    writeFileSync(scriptFile, script(options));
    const args = ['-n', '-M', 'extended', '-c', String(options.clients), '-j', String(options.threads), '-T', String(options.seconds), '-f', scriptFile];
    const { stdout, stderr } = await run('pgbench', [...args, options.databaseUrl], { timeout: (options.seconds + 120) * 1000, maxBuffer: 16 * 1024 * 1024 });
    const output = `${stdout}\n${stderr}`;
    return {
      tps: figure(output, /^tps = ([\d.]+)/m, 'tps'),
      latencyAverageMs: figure(output, /^latency average = ([\d.]+) ms/m, 'latency average'),
      transactions: figure(output, /^number of transactions actually processed: (\d+)/m, 'transaction count'),
      failed: /^number of failed transactions: (\d+)/m.test(output) ? figure(output, /^number of failed transactions: (\d+)/m, 'failure count') : 0,
      command: `pgbench ${args.join(' ').replace(scriptFile, 'sale.sql')} <database>`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function createPgbenchRollup(query: (sql: string) => Promise<unknown>): Promise<void> {
  await query(`CREATE TABLE IF NOT EXISTS ${PGBENCH_ROLLUP_TABLE} (
    vendor_id integer NOT NULL, day date NOT NULL, amount bigint NOT NULL, sales integer NOT NULL, PRIMARY KEY (vendor_id, day))`);
}

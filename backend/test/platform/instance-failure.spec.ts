import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { DataSource } from 'typeorm';

import { ApiKey } from '../../src/api-keys/api-key.entity';
import { generateApiKey } from '../../src/api-keys/api-key-secret';
import { loadConfig } from '../../src/config/app-config';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { User } from '../../src/users/user.entity';
import { BUILT_MAIN, type BuiltServer, startBuiltServer, waitForHealth } from '../support/built-server';
import { factories } from '../support/factories';
import { freePort } from '../support/global-setup';
import { describeWithRedis, dropRedisKeys, TEST_REDIS_URL, testRedisPrefix } from '../support/redis';
import { createDatabase } from '../support/test-app';
import { sleep, waitFor } from '../support/wait';

describe('REDIS_URL at start-up', () => {
  it('refuses a REDIS_URL that is not redis:// or rediss://', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow('REDIS_URL must start with redis:// or rediss://');
    expect(() => loadConfig({ REDIS_PREFIX: 'a prefix with spaces' })).toThrow('REDIS_PREFIX must be 1 to 64 letters');
    expect(loadConfig({}).redis).toEqual({ url: undefined, prefix: 'slv:', jobLockSeconds: 30 });
  });

  it('stops within seconds with one clear line when Redis cannot be reached', async () => {
    if (!existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: run \`npm run build\` first (npm test does).`);
    const started = Date.now();
    const server = startBuiltServer({
      REDIS_URL: 'redis://:secret@127.0.0.1:1',
      DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/nowhere',
      PORT: String(await freePort()),
    });
    expect(await server.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Cannot connect to Redis at redis://:***@127.0.0.1:1');
    expect(lines[0]).toContain('ECONNREFUSED');
  });
});

describeWithRedis('an instance killed with SIGKILL', () => {
  const prefix = testRedisPrefix();
  // The job test has a Redis namespace of its own: the servers' stalled-job checks (every 30 s) would delay its own.
  const jobsPrefix = testRedisPrefix();
  const dataDir = mkdtempSync(join(tmpdir(), 'slv-kill-'));
  const servers: BuiltServer[] = [];
  const children: ChildProcess[] = [];
  let dropDatabase: () => Promise<void> = async () => undefined;

  beforeAll(() => {
    if (!existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: run \`npm run build\` first (npm test does).`);
  });
  afterAll(async () => {
    for (const child of [...servers.map((server) => server.child), ...children]) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await dropDatabase();
    await dropRedisKeys(prefix);
    await dropRedisKeys(jobsPrefix);
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Each of these starts two built servers: on a loaded 2-core machine that alone can take most of a minute.
  it('loses no acknowledged sale, and a retried unanswered sale is recorded exactly once', async () => {
    const database = await createDatabase();
    dropDatabase = database.drop;
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      THROTTLE_SCRIPT_PER_MINUTE: '100000',
      THROTTLE_SCRIPT_PER_HOUR: '1000000',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SPA_DIR: join(dataDir, 'no-spa'),
    };
    const start = async () => {
      const port = await freePort();
      const server = startBuiltServer({ ...env, PORT: String(port) });
      servers.push(server);
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(url, server);
      return { server, url };
    };
    // One after the other, as a deployment brings up its instances (the database is a migrated copy of the template).
    const doomed = await start();
    const survivor = await start();

    const dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
    try {
      const ownerId = `user_${randomUUID()}`;
      const email = `${ownerId.slice(5, 13)}@merchant.test`;
      await dataSource.getRepository(User).insert({ id: ownerId, email, firstName: 'Kill', lastName: 'Test', role: 'vendor', isActive: true });
      const apiKey = generateApiKey();
      await dataSource.getRepository(ApiKey).insert({ userId: ownerId, prefix: apiKey.prefix, keyHash: apiKey.keyHash });
      const vendor = await factories(dataSource).vendor(ownerId);

      const bodies = new Map<string, string>();
      const sell = async (url: string, saleId: string) => {
        const body = bodies.get(saleId) ?? JSON.stringify({ sale_id: saleId, user_id: randomUUID(), vendor_id: vendor.lslKey, amount: 10 });
        bodies.set(saleId, body);
        try {
          const response = await fetch(`${url}/api/lsl/sale`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': apiKey.key },
            body,
            signal: AbortSignal.timeout(5000),
          });
          const json = (await response.json()) as { transaction_id?: number };
          return { status: response.status, transactionId: json.transaction_id ?? null };
        } catch {
          return { status: null, transactionId: null };
        }
      };

      // 16 concurrent callers, half of the sales to each instance, until one instance is killed mid-load.
      const TOTAL = 400;
      const KILL_AFTER = 150;
      const outcomes = new Map<string, { status: number | null; transactionId: number | null; afterKill: boolean }>();
      let next = 0;
      let killed = false;
      const caller = async () => {
        while (next < TOTAL) {
          const index = next++;
          if (index === KILL_AFTER) {
            doomed.server.child.kill('SIGKILL');
            killed = true;
          }
          const saleId = randomUUID();
          const afterKill = killed;
          const target = !killed && index % 2 === 0 ? doomed.url : survivor.url;
          outcomes.set(saleId, { ...(await sell(target, saleId)), afterKill });
        }
      };
      await Promise.all(Array.from({ length: 16 }, caller));
      expect(await doomed.server.exited).toBeNull(); // killed by the signal, no exit code

      const rowsBySale = async () => {
        const rows: { saleId: string; id: number }[] = await dataSource.query('SELECT "saleId", id FROM transactions WHERE "vendorId" = $1', [vendor.id]);
        const map = new Map<string, number[]>();
        for (const row of rows) map.set(row.saleId, [...(map.get(row.saleId) ?? []), Number(row.id)]);
        return map;
      };

      const acknowledged = [...outcomes].filter(([, outcome]) => outcome.status === 200 && outcome.transactionId !== null);
      const unanswered = [...outcomes].filter(([, outcome]) => outcome.status === null || outcome.status >= 500);
      expect(acknowledged.length + unanswered.length).toBe(TOTAL);
      expect(acknowledged.filter(([, outcome]) => outcome.afterKill).length).toBeGreaterThan(0);
      const before = await rowsBySale();
      for (const [saleId, outcome] of acknowledged) expect({ saleId, rows: before.get(saleId) }).toEqual({ saleId, rows: [outcome.transactionId] });

      // The vendor script sends an unanswered sale again with the same sale_id: the survivor records it once.
      for (const [saleId] of unanswered) {
        const retried = await sell(survivor.url, saleId);
        expect(retried.status).toBe(200);
      }
      const after = await rowsBySale();
      for (const [saleId] of unanswered) expect({ saleId, rows: after.get(saleId)?.length }).toEqual({ saleId, rows: 1 });
      expect([...after.values()].flat()).toHaveLength(TOTAL);
      console.log(`SIGKILL under load: ${acknowledged.length} sales acknowledged, ${unanswered.length} unanswered and retried, ${TOTAL} rows.`);
    } finally {
      await dataSource.destroy();
    }
    survivor.server.child.kill('SIGTERM');
    expect(await survivor.server.exited).toBe(0);
  }, 120_000);

  it('hands a job held by a killed instance to another instance, which completes it', async () => {
    const fixture = resolve(__dirname, 'fixtures', 'jobs-instance.ts');
    const run = (mode: 'hold' | 'finish') => {
      const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', fixture], {
        cwd: resolve(__dirname, '..', '..'),
        env: {
          PATH: process.env.PATH ?? '',
          REDIS_URL: TEST_REDIS_URL,
          REDIS_PREFIX: jobsPrefix,
          JOB_LOCK_SECONDS: '2',
          JOB_MODE: mode,
          DATA_DIR: dataDir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      return { child, output: () => output };
    };

    const holder = run('hold');
    await waitFor(() => holder.output().includes(`started ${holder.child.pid}`), 20_000);
    const other = run('finish');
    await waitFor(() => other.output().includes('ready'), 20_000);
    // Held: the other instance cannot take it while the holder lives.
    await sleep(1000);
    expect(other.output()).not.toContain('started');

    holder.child.kill('SIGKILL');
    // The lock lapses after JOB_LOCK_SECONDS (2 s); the stalled-job check hands it on within another 2 s.
    await waitFor(() => other.output().includes(`finished ${other.child.pid}`), 15_000);
    expect(other.output().match(/started/g)).toHaveLength(1);
    expect(holder.output()).not.toContain('finished');
    other.child.kill('SIGTERM');
  }, 120_000);
});

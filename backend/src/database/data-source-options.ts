import { join } from 'node:path';

import type { DataSourceOptions } from 'typeorm';

import { ENTITY_FILES } from './entities';

/** The one description of the database used by the app, the tests and the migration tools. */
export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITY_FILES,
    migrations: [join(__dirname, 'migrations', '*.{js,ts}')],
    migrationsRun: false,
    synchronize: false,
    logging: false,
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  };
}

import { DataSource } from 'typeorm';

import { dataSourceOptions } from './data-source-options';

export interface SchemaDiff {
  up: string[];
  down: string[];
}

/** Runs the migrations on the given database, then lists what the entities still need (empty when in sync). */
export async function schemaDiff(url: string): Promise<SchemaDiff> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const log = await dataSource.driver.createSchemaBuilder().log();
    return {
      up: log.upQueries.map((query) => query.query),
      down: log.downQueries.reverse().map((query) => query.query),
    };
  } finally {
    await dataSource.destroy();
  }
}

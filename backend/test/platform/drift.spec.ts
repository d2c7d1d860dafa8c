import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { Client } from 'pg';
import { DataSource } from 'typeorm';

import { generateOpenApiJson } from '../../src/bin/openapi-document';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { schemaDiff } from '../../src/database/schema-drift';
import { readSchemaFiles, readSchemaFolder, schemaFileDifferences } from '../../src/database/schema-objects';
import { createDatabase } from '../support/test-app';

describe('generated artefacts stay in sync with the code', () => {
  it('openapi/openapi.json is what the code generates (run `npm run openapi`)', async () => {
    const committed = readFileSync(resolve(__dirname, '..', '..', '..', 'openapi', 'openapi.json'), 'utf8');
    expect(await generateOpenApiJson()).toBe(committed);
  });

  it('names every operation after its controller method', async () => {
    const document = JSON.parse(await generateOpenApiJson());
    const ids = Object.values(document.paths).flatMap((path) => Object.values(path as Record<string, { operationId: string }>).map((op) => op.operationId));
    expect(ids).toContain('getAuthUser');
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('backend/src/database/schema/ holds the triggers, functions and hand-written indexes the migrations build (run `npm run schema`)', async () => {
    await withMigratedDatabase(async (dataSource) => {
      expect(schemaFileDifferences(await readSchemaFiles(dataSource), readSchemaFolder())).toEqual([]);
      // A migration that changes a function (here, straight on the database) no longer matches the committed file.
      await dataSource.query(`CREATE OR REPLACE FUNCTION activities_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`);
      await dataSource.query(`CREATE TRIGGER extra_trigger BEFORE INSERT ON promotions FOR EACH ROW EXECUTE FUNCTION activities_unchangeable()`);
      const changed = schemaFileDifferences(await readSchemaFiles(dataSource), readSchemaFolder());
      expect(changed).toEqual([
        'functions/activities_unchangeable.sql differs from what the migrations build (a migration changed it, or the file was edited; run `npm run schema`).',
        'triggers/promotions.sql differs from what the migrations build (a migration changed it, or the file was edited; run `npm run schema`).',
      ]);
    });
  });

  it('the schema comparison names a file edited without a migration, a missing file and a file for nothing', () => {
    const built = [
      { path: 'functions/a.sql', sql: 'CREATE FUNCTION a();' },
      { path: 'triggers/t.sql', sql: 'CREATE TRIGGER x;' },
    ];
    expect(schemaFileDifferences(built, built)).toEqual([]);
    expect(schemaFileDifferences(built, [{ path: 'functions/a.sql', sql: 'CREATE FUNCTION a(); -- edited' }, built[1]])).toEqual([
      'functions/a.sql differs from what the migrations build (a migration changed it, or the file was edited; run `npm run schema`).',
    ]);
    expect(schemaFileDifferences(built, [built[0], { path: 'indexes/x.sql', sql: 'CREATE INDEX y;' }])).toEqual([
      'triggers/t.sql is missing: the migrations make it (run `npm run schema`).',
      'indexes/x.sql names nothing the migrations make (remove it, or add the migration).',
    ]);
  });

  it('the migrations build exactly the schema the entities describe', async () => {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    const name = `drift_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const diff = await schemaDiff(url.toString());
      expect(diff.up).toEqual([]);
    } finally {
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});

/** A new database with every migration applied, for the length of `work`. */
async function withMigratedDatabase(work: (dataSource: DataSource) => Promise<void>): Promise<void> {
  const database = await createDatabase();
  const dataSource = new DataSource(dataSourceOptions(database.url));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    await work(dataSource);
  } finally {
    await dataSource.destroy();
    await database.drop();
  }
}

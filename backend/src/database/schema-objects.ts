import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { DataSource } from 'typeorm';

/** Where the SQL of what the migrations built by hand is kept, one file per object (npm run schema writes it). */
export const SCHEMA_DIR = join(__dirname, '..', '..', 'src', 'database', 'schema');

/** One file of the schema folder: its path inside the folder and its text. */
export interface SchemaFile {
  path: string;
  sql: string;
}

const HEADER = '-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.\n';

/**
 * What the migrations create that the entities do not describe, read back from a migrated database as PostgreSQL
 * prints it today: every function of the schema (not an extension's), every trigger, and every index whose definition
 * only a migration holds (an entity's `synchronize: false` index: partial, expression and covering indexes). A later migration's
 * `CREATE OR REPLACE` shows here as the one definition that runs.
 */
export async function readSchemaFiles(dataSource: DataSource): Promise<SchemaFile[]> {
  const files: SchemaFile[] = [];

  const functions: Array<{ name: string; sql: string }> = await dataSource.query(
    `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS sql
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
      ORDER BY p.proname, pg_get_function_identity_arguments(p.oid)`,
  );
  for (const [name, definitions] of groupBy(functions, (row) => row.name)) {
    files.push({ path: `functions/${name}.sql`, sql: HEADER + definitions.map((row) => `${row.sql.trim()};\n`).join('\n') });
  }

  const triggers: Array<{ table: string; name: string; sql: string }> = await dataSource.query(
    `SELECT c.relname AS "table", t.tgname AS name, pg_get_triggerdef(t.oid, true) AS sql
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND NOT t.tgisinternal
      ORDER BY c.relname, t.tgname`,
  );
  for (const [table, rows] of groupBy(triggers, (row) => row.table)) {
    files.push({ path: `triggers/${table}.sql`, sql: HEADER + rows.map((row) => `${row.sql.trim()};\n`).join('') });
  }

  // An entity's @Index({ synchronize: false }) names an index only its migration defines (partial, expression, covering).
  const declared = new Set(
    dataSource.entityMetadatas.flatMap((metadata) => metadata.indices.filter((index) => index.synchronize !== false).map((index) => index.name)),
  );
  const indexes: Array<{ table: string; name: string; sql: string }> = await dataSource.query(
    `SELECT c.relname AS "table", i.relname AS name, pg_get_indexdef(x.indexrelid) AS sql
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class c ON c.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)
      ORDER BY c.relname, i.relname`,
  );
  const handWritten = indexes.filter((row) => !declared.has(row.name));
  for (const [table, rows] of groupBy(handWritten, (row) => row.table)) {
    files.push({ path: `indexes/${table}.sql`, sql: HEADER + rows.map((row) => `${row.sql.trim()};\n`).join('') });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** Every file of the schema folder, read back from disk. */
export function readSchemaFolder(dir = SCHEMA_DIR): SchemaFile[] {
  if (!existsSync(dir)) return [];
  const files: SchemaFile[] = [];
  for (const kind of readdirSync(dir).sort()) {
    for (const name of readdirSync(join(dir, kind)).sort()) files.push({ path: `${kind}/${name}`, sql: readFileSync(join(dir, kind, name), 'utf8') });
  }
  return files;
}

/**
 * Where the committed schema files and what the migrations build differ, one sentence each: a file edited without a
 * migration, a migration whose trigger, function or index the files do not show, a file for an object no migration
 * makes. Empty when they agree.
 */
export function schemaFileDifferences(built: SchemaFile[], committed: SchemaFile[]): string[] {
  const problems: string[] = [];
  const onDisk = new Map(committed.map((file) => [file.path, file.sql]));
  for (const file of built) {
    const text = onDisk.get(file.path);
    if (text === undefined) problems.push(`${file.path} is missing: the migrations make it (run \`npm run schema\`).`);
    else if (text !== file.sql)
      problems.push(`${file.path} differs from what the migrations build (a migration changed it, or the file was edited; run \`npm run schema\`).`);
    onDisk.delete(file.path);
  }
  for (const path of onDisk.keys()) problems.push(`${path} names nothing the migrations make (remove it, or add the migration).`);
  return problems;
}

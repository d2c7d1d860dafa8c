import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { schemaDiff } from '../database/schema-drift';

/** Usage: node dist/bin/generate-migration.js Name — writes src/database/migrations/<timestamp>-Name.ts from the entities. */
async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error('Give the migration a PascalCase name.');
  const dir = mkdtempSync(join(tmpdir(), 'migration-'));
  const database = await startEmbeddedPostgres(dir, 54000 + Math.floor(Math.random() * 1000));
  try {
    const diff = await schemaDiff(database.url);
    if (diff.up.length === 0) {
      process.stdout.write('The entities match the migrations: nothing to generate.\n');
      return;
    }
    const timestamp = Date.now();
    const quote = (sql: string) => `    await queryRunner.query(\`${sql.replace(/`/g, '\\`')}\`);`;
    const source = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${name}${timestamp} implements MigrationInterface {
  name = '${name}${timestamp}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${diff.up.map(quote).join('\n')}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${diff.down.map(quote).join('\n')}
  }
}
`;
    const file = resolve(__dirname, '..', '..', 'src', 'database', 'migrations', `${timestamp}-${name}.ts`);
    writeFileSync(file, source);
    process.stdout.write(`Wrote ${file}\n`);
  } finally {
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});

import { rmSync } from 'node:fs';

import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (process.env.DATABASE_URL && template) {
    // The embedded server goes with its folder; a DATABASE_URL server keeps running, so the template is dropped there.
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`ALTER DATABASE "${template}" WITH IS_TEMPLATE false`);
    await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
    await admin.end();
  }
  await globalThis.__TEST_DATABASE__?.stop();
  if (globalThis.__TEST_DATABASE_DIR__) rmSync(globalThis.__TEST_DATABASE_DIR__, { recursive: true, force: true });
}

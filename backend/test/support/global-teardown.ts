import { rmSync } from 'node:fs';

import { dropTemplateDatabase } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const template = process.env.TEST_TEMPLATE_DATABASE;
  // The embedded server goes with its folder; a DATABASE_URL server keeps running, so the template is dropped there.
  if (process.env.DATABASE_URL && template) await dropTemplateDatabase(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL, template);
  await globalThis.__TEST_DATABASE__?.stop();
  if (globalThis.__TEST_DATABASE_DIR__) rmSync(globalThis.__TEST_DATABASE_DIR__, { recursive: true, force: true });
}

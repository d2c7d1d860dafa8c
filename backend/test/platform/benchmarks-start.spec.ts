import { Client } from 'pg';

import { prepareTestApps } from '../support/global-setup';
import { TestApp } from '../support/test-app';

/**
 * The benchmarks under bench/ start the app with TestApp on a server of their own, outside jest's global setup. When
 * the suites began copying a template database, every benchmark stopped at start-up and no test noticed: this one
 * starts the app the way they do (prepareTestApps), on a second template on the suites' server, and drops it again.
 */
describe('benchmarks', () => {
  const suites = { url: process.env.TEST_DATABASE_URL, template: process.env.TEST_TEMPLATE_DATABASE };

  afterEach(() => {
    process.env.TEST_DATABASE_URL = suites.url;
    process.env.TEST_TEMPLATE_DATABASE = suites.template;
  });

  it('start the app on a server of their own as the suites do, and drop their template afterwards', async () => {
    const dropTemplate = await prepareTestApps(suites.url!);
    const template = process.env.TEST_TEMPLATE_DATABASE!;
    expect(template).not.toBe(suites.template);
    const t = await TestApp.start();
    try {
      const answer = await t.get('/api/health');
      expect(answer.status).toBe(200);
      const [{ migrations }] = await t.dataSource.query('SELECT count(*)::int AS migrations FROM migrations');
      expect(migrations).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
    await dropTemplate();
    const admin = new Client({ connectionString: suites.url });
    await admin.connect();
    try {
      const left = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      expect(left.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});

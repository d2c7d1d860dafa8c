import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { BUILT_MAIN, type BuiltServer, startBuiltServer, waitForHealth } from '../support/built-server';
import { freePort } from '../support/global-setup';

/** The built server as `npm start` runs it: embedded PostgreSQL, migrations, demo seed, SPA, clean shutdown. */
describe('npm start (the built server)', () => {
  beforeAll(() => {
    if (!existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: run \`npm run build\` first (npm test does).`);
  });

  it('starts on the embedded database, seeds the demo accounts, keeps data across restarts and stops cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'slv-start-'));
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) };
    const url = `http://127.0.0.1:${env.PORT}`;
    let server: BuiltServer | null = null;
    try {
      server = startBuiltServer(env);
      // The first start creates the embedded database, migrates and seeds it: over 30 s on a loaded 2-core machine.
      await waitForHealth(url, server, 75_000);
      expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ status: 'ok', database: 'up' });
      const page = await fetch(`${url}/vendors`);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('<div id="root">');
      expect((await fetch(`${url}/api/docs-json`)).status).toBe(200);

      const signIn = () =>
        fetch(`${url}/api/auth/local/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'merchant@demo.test', password: 'DemoMerchant123!' }),
        });
      const demo = await signIn();
      expect(demo.status).toBe(200);
      const vendorsOf = async (response: Response) =>
        (await fetch(`${url}/api/vendors`, { headers: { authorization: `Bearer ${((await response.json()) as { token: string }).token}` } })).json();
      expect(await vendorsOf(demo)).toHaveLength(3);
      const signUp = await fetch(`${url}/api/auth/local/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kept@example.com', password: 'kept-password', firstName: 'Kept', lastName: 'Across' }),
      });
      expect(signUp.status).toBe(201);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      server = startBuiltServer(env);
      await waitForHealth(url, server);
      const again = await fetch(`${url}/api/auth/local/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kept@example.com', password: 'kept-password' }),
      });
      expect(again.status).toBe(200);
      // Seeded once: a restart adds nothing.
      expect(await vendorsOf(await signIn())).toHaveLength(3);
      server.child.kill('SIGINT');
      expect(await server.exited).toBe(0);
    } finally {
      // A failed expectation must not leave the server running: it would keep the test run from ending.
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);

  it('says what it does in a few lines (database, migrations, demo accounts, address) and keeps the route mappings for LOG_LEVEL=debug', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'slv-start-'));
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), LOG_FORMAT: 'json' };
    const url = `http://127.0.0.1:${env.PORT}`;
    // The start's own lines: the health checks below add one request line each.
    const startLines = (output: string) =>
      output
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { level: string; msg: string; requestId?: string; context?: string })
        .filter((line) => line.requestId === undefined);
    let server: BuiltServer | null = null;
    try {
      server = startBuiltServer({ ...env, LOG_LEVEL: 'info' });
      await waitForHealth(url, server);
      const first = startLines(server.output());
      // Fastify's own 'Server listening at' lines (one per address) may come before or after ours.
      expect(first.map((line) => line.msg).filter((msg) => !msg.startsWith('Server listening at '))).toEqual([
        `Embedded PostgreSQL started on port ${env.EMBEDDED_PG_PORT} (data in ${join(dataDir, 'pg')})`,
        expect.stringMatching(/^Migrations applied: \d+ \(latest \w+\)$/),
        'Demo accounts seeded: admin@demo.test (admin) and merchant@demo.test (merchant, with a demo shop); passwords in README.md',
        expect.stringMatching(
          new RegExp(`^Listening on http://localhost:${env.PORT} \\(API under /api, Swagger at /api/docs\\), ready \\d+\\.\\d s after the process started$`),
        ),
      ]);
      expect(first.length).toBeLessThanOrEqual(8);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      // Nothing left to do on the next start; the route mappings and module lines are there at debug level.
      server = startBuiltServer({ ...env, LOG_LEVEL: 'debug' });
      await waitForHealth(url, server);
      const again = startLines(server.output());
      expect(again.map((line) => line.msg)).toEqual(
        expect.arrayContaining([
          'Database schema up to date: no migration to apply',
          'Demo accounts ready: admin@demo.test (admin) and merchant@demo.test (merchant, with a demo shop); passwords in README.md',
        ]),
      );
      const routes = again.filter((line) => line.context === 'RouterExplorer');
      expect(routes.length).toBeGreaterThan(100);
      expect(routes.every((line) => line.level === 'debug' && line.msg.startsWith('Mapped {/api/'))).toBe(true);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('fails within seconds with one clear line when DATABASE_URL is wrong', async () => {
    const started = Date.now();
    const server = startBuiltServer({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/nowhere', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Cannot connect to the database at postgres://nobody:***@127.0.0.1:1/nowhere');
  });

  it('refuses to start the local sign-in in production', async () => {
    const server = startBuiltServer({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@127.0.0.1:1/x' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('ALLOW_LOCAL_AUTH=true');
  });
});

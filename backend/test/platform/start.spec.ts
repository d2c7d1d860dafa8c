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
      await waitForHealth(url, server);
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
  }, 90_000);

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

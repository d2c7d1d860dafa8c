import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../support/global-setup';
import { sleep } from '../support/wait';

const MAIN = resolve(__dirname, '..', '..', 'dist', 'main.js');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolvePromise) => child.on('exit', (code) => resolvePromise(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(url: string, server: Started): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`The server did not become healthy:\n${server.output()}`);
}

/** The built server as `npm start` runs it: embedded PostgreSQL, migrations, demo seed, SPA, clean shutdown. */
describe('npm start (the built server)', () => {
  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first (npm test does).`);
  });

  it('starts on the embedded database, seeds the demo accounts, keeps data across restarts and stops cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'slv-start-'));
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) };
    const url = `http://127.0.0.1:${env.PORT}`;
    try {
      let server = startServer(env);
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

      server = startServer(env);
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
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('fails within seconds with one clear line when DATABASE_URL is wrong', async () => {
    const started = Date.now();
    const server = startServer({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/nowhere', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Cannot connect to the database at postgres://nobody:***@127.0.0.1:1/nowhere');
  });

  it('refuses to start the local sign-in in production', async () => {
    const server = startServer({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@127.0.0.1:1/x' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('ALLOW_LOCAL_AUTH=true');
  });
});

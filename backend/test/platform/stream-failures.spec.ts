import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Client } from 'pg';

import { SseClient } from '../notifications/sse-client';
import { BUILT_MAIN, type BuiltServer, startBuiltServer, waitForHealth } from '../support/built-server';
import { freePort } from '../support/global-setup';
import { TEST_AUDIENCE, TEST_ISSUER, TestIdentityProvider } from '../support/identity-provider';
import { createDatabase } from '../support/test-app';
import { sleep } from '../support/wait';

/**
 * The server `npm start` runs, as a separate process: a request that once ended it (`?merchant=%00` on the activity
 * monitor's stream) is refused with 400, and an error inside a stream whose headers already went out closes that
 * stream only; the process keeps answering.
 */
describe('live streams and the process that serves them', () => {
  const idp = new TestIdentityProvider();
  const dataDir = mkdtempSync(join(tmpdir(), 'slv-streams-'));
  let server: BuiltServer;
  let baseUrl = '';
  let databaseUrl = '';
  let dropDatabase: () => Promise<void> = async () => undefined;
  let adminToken = '';
  const streams: SseClient[] = [];

  async function sql(text: string, values: unknown[] = []): Promise<void> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(text, values);
    } finally {
      await client.end();
    }
  }

  async function healthy(): Promise<boolean> {
    if (server.child.exitCode !== null) return false;
    return (await fetch(`${baseUrl}/api/health`)).ok;
  }

  beforeAll(async () => {
    if (!existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: run \`npm run build\` first (npm test does).`);
    await idp.start();
    const database = await createDatabase();
    databaseUrl = database.url;
    dropDatabase = database.drop;
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = startBuiltServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SPA_DIR: join(dataDir, 'no-spa'),
      AUTH_JWKS_URI: idp.jwksUri,
      AUTH_ISSUER: TEST_ISSUER,
      AUTH_AUDIENCE: TEST_AUDIENCE,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
    });
    await waitForHealth(baseUrl, server, 60_000);
    const id = `user_${randomUUID()}`;
    const email = `${id.slice(5, 13)}@admin.test`;
    await sql(`INSERT INTO users (id, email, "firstName", "lastName", role, "isActive") VALUES ($1, $2, 'Test', 'Admin', 'admin', true)`, [id, email]);
    adminToken = idp.token({ sub: id, email });
  });

  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await idp.stop();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function open(path: string): Promise<SseClient> {
    const stream = await SseClient.open(`${baseUrl}${path}`, adminToken);
    streams.push(stream);
    return stream;
  }

  it.each(['%00', 'a%00b', '%01', 'a%0Ab', '%7F'])('refuses ?merchant=%s on the activity monitor with 400, and keeps serving', async (value) => {
    const refused = await open(`/api/admin/activities/stream?merchant=${value}`);
    expect(refused.status).toBe(400);
    expect(refused.error).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The query parameter "merchant" contains a control character (such as NUL), which is not allowed.',
      fieldErrors: { merchant: ['The query parameter "merchant" contains a control character (such as NUL), which is not allowed.'] },
    });
    await sleep(200);
    expect(await healthy()).toBe(true);
  });

  it('refuses a control character in any query or path parameter with 400', async () => {
    const headers = { authorization: `Bearer ${adminToken}` };
    const search = await fetch(`${baseUrl}/api/admin/users?search=a%00b`, { headers });
    expect(search.status).toBe(400);
    expect(((await search.json()) as { message: string }).message).toBe(
      'The query parameter "search" contains a control character (such as NUL), which is not allowed.',
    );
    const path = await fetch(`${baseUrl}/api/vendors/1%00`, { headers });
    expect(path.status).toBe(400);
    expect(((await path.json()) as { message: string }).message).toContain('contains a control character (such as NUL)');
    const notifications = await open('/api/notifications/stream?ticket=%00');
    expect(notifications.status).toBe(400);
    expect(await healthy()).toBe(true);
  });

  it('closes a stream whose work fails after its headers were sent, logs it, and keeps serving', async () => {
    // The monitor's history reads in_world_calls: without the table, the read fails after the stream has started.
    await sql('ALTER TABLE in_world_calls RENAME TO in_world_calls_away');
    try {
      const broken = await open('/api/admin/activities/stream');
      expect(broken.status).toBe(200);
      await broken.until(() => broken.ended, 10_000, 'end of the stream');
      expect(broken.named('snapshot')).toEqual([]);
      await sleep(200);
      expect(await healthy()).toBe(true);
      expect(server.output()).toContain('A live stream failed after it started');
    } finally {
      await sql('ALTER TABLE in_world_calls_away RENAME TO in_world_calls');
    }
    // Many failing streams at once, then a good one: the process still answers, and the stream works again.
    await sql('ALTER TABLE in_world_calls RENAME TO in_world_calls_away');
    try {
      const failing = await Promise.all(Array.from({ length: 10 }, () => open('/api/admin/activities/stream')));
      await Promise.all(failing.map((stream) => stream.until(() => stream.ended, 10_000, 'end of the stream')));
    } finally {
      await sql('ALTER TABLE in_world_calls_away RENAME TO in_world_calls');
    }
    const working = await open('/api/admin/activities/stream');
    expect(working.status).toBe(200);
    await working.next('snapshot');
    expect(await healthy()).toBe(true);
  });
});

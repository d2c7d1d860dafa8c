import { existsSync } from 'node:fs';

import { BUILT_MAIN, type BuiltServer, startBuiltServer, waitForHealth } from '../support/built-server';
import { freePort } from '../support/global-setup';
import { createDatabase } from '../support/test-app';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Every line the built server writes has one JSON shape: level, ISO time, message, and the request id for a request. */
describe('log lines (the built server)', () => {
  it("writes Nest's and Fastify's lines in one JSON shape, one line a request with its request id, LOG_LEVEL=warn hides them, LOG_FORMAT=pretty makes them readable", async () => {
    if (!existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: run \`npm run build\` first (npm test does).`);
    const database = await createDatabase();
    const servers: BuiltServer[] = [];
    const boot = async (level: string, format = 'json') => {
      const port = await freePort();
      const server = startBuiltServer({ DATABASE_URL: database.url, PORT: String(port), LOG_LEVEL: level, LOG_FORMAT: format });
      servers.push(server);
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(url, server);
      return { server, url };
    };
    try {
      const { server, url } = await boot('info');
      const answered = await fetch(`${url}/api/vendors`);
      expect(answered.status).toBe(401);
      const requestId = answered.headers.get('x-request-id');
      server.child.kill('SIGTERM');
      await server.exited;

      const lines = server
        .output()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.length).toBeGreaterThan(2);
      for (const line of lines) {
        expect(Object.keys(line).slice(0, 2)).toEqual(['level', 'time']);
        expect(['debug', 'info', 'warn', 'error', 'fatal']).toContain(line.level);
        expect(line.time).toMatch(ISO_TIME);
        expect(typeof line.msg).toBe('string');
      }
      // A few start-up lines (Nest's own module and route lines are at debug), and the request's one line.
      expect(lines.some((line) => typeof line.msg === 'string' && line.msg.startsWith('Listening on http://'))).toBe(true);
      expect(lines.filter((line) => line.context === 'RouterExplorer')).toEqual([]);
      const forRequest = lines.filter((line) => line.requestId === requestId);
      expect(forRequest).toEqual([
        expect.objectContaining({ level: 'info', msg: expect.stringMatching(/^GET \/api\/vendors 401 [\d.]+ ms$/), method: 'GET', status: 401 }),
      ]);

      const quiet = await boot('warn');
      expect((await fetch(`${quiet.url}/api/vendors`)).status).toBe(401);
      quiet.server.child.kill('SIGTERM');
      await quiet.server.exited;
      expect(quiet.server.output().trim()).toBe('');

      // The readable format (the default in a terminal): the same lines, one readable line each.
      const readable = await boot('info', 'pretty');
      const seen = await fetch(`${readable.url}/api/vendors`);
      readable.server.child.kill('SIGTERM');
      await readable.server.exited;
      const text = readable.server.output();
      expect(text).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} INFO {2}Listening on http:\/\//m);
      expect(text).toContain(` INFO  GET /api/vendors 401 `);
      expect(text).toContain(`requestId=${seen.headers.get('x-request-id')}`);
      expect(text).not.toContain('{"level"');
    } finally {
      for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await database.drop();
    }
  }, 90_000);
});

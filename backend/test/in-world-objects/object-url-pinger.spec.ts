import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { InWorldObject } from '../../src/in-world-objects/in-world-object.entity';
import { FAILED_PINGS_BEFORE_FORGETTING, ObjectUrlPinger } from '../../src/in-world-objects/object-url-pinger';
import { createApiKey, liveBox } from '../in-world/in-world-support';
import { TestApp } from '../support/test-app';

/**
 * An object's HTTP-in URL as Second Life would serve it: answers this test's ping `{"probe": n}` with `replies[n]`
 * (200 when unplanned), and the app's own pings (the box's first deliveries, notices) with 200.
 */
class ObjectUrl {
  readonly pings: unknown[] = [];
  /** 'slow' holds the answer past the pinger's timeout (a script busy giving items or sending IMs). */
  replies: Record<number, number | 'slow'> = {};
  url = '';
  private server: Server | null = null;

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const ping = JSON.parse(body) as { probe?: number };
        if (ping.probe === undefined) return void response.writeHead(200).end();
        this.pings.push(ping);
        const reply = this.replies[ping.probe] ?? 200;
        if (reply === 'slow') setTimeout(() => response.writeHead(200).end('late'), 5_000).unref();
        else response.writeHead(reply).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/cap/${randomUUID()}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/**
 * Which URLs the platform keeps (docs/decisions/0088-object-urls-kept-through-slow-answers.md): the box answers late
 * while it gives items, so a slow or busy answer is not a dead URL; a 404 or a refused connection is.
 */
describe('object URL pings', () => {
  let t: TestApp;
  let pinger: ObjectUrlPinger;
  const servers: ObjectUrl[] = [];
  /** Far below Second Life's 25 s, so a "slow" answer (5 s) times out. */
  const TIMEOUT_MS = 750;

  beforeAll(async () => {
    t = await TestApp.start({ env: { BOX_URL_HOSTS: '127.0.0.1' } });
    pinger = t.app.get(ObjectUrlPinger);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(servers.map((server) => server.stop()));
  });

  /** A live box that registered a URL of its own. */
  async function boxWithUrl(): Promise<{ server: ObjectUrl; storedUrl: () => Promise<string | null>; alerts: () => Promise<string[]> }> {
    const server = await new ObjectUrl().start();
    servers.push(server);
    const owner = await t.makeUser();
    const box = await liveBox(t, owner, await createApiKey(t, owner), { items: ['Red Dress'], url: server.url });
    const objects = t.dataSource.getRepository(InWorldObject);
    const storedUrl = async () => (await objects.findOneByOrFail({ objectKey: box.script.object.objectKey })).url;
    expect(await storedUrl()).toBe(server.url);
    // The owner's alerts that the box could not be reached: body text, newest first.
    const alerts = async () =>
      (await t.get('/api/notifications', { token: owner.token })).body.items
        .filter((item: { kind: string }) => item.kind === 'object_unreachable')
        .map((item: { body: string }) => item.body);
    return { server, storedUrl, alerts };
  }

  it('keeps a URL through slow and busy answers, and forgets it after three failures in a row', async () => {
    const { server, storedUrl, alerts } = await boxWithUrl();
    server.replies = { 1: 'slow', 2: 503, 3: 504 };
    expect(await pinger.ping(server.url, { probe: 1 }, TIMEOUT_MS)).toBe(false);
    expect(await pinger.ping(server.url, { probe: 2 }, TIMEOUT_MS)).toBe(false);
    expect(await storedUrl()).toBe(server.url);

    expect(FAILED_PINGS_BEFORE_FORGETTING).toBe(3);
    expect(await alerts()).toEqual([]);
    expect(await pinger.ping(server.url, { probe: 3 }, TIMEOUT_MS)).toBe(false);
    expect(await storedUrl()).toBeNull();
    // Its owner is told once that day, whatever happens to the next address.
    expect(await alerts()).toEqual([expect.stringMatching(/^The platform could not reach your delivery box .*: 3 pings in a row went unanswered\. /)]);
  });

  it('starts counting again after an answer', async () => {
    const { server, storedUrl } = await boxWithUrl();
    server.replies = { 1: 'slow', 2: 'slow', 4: 'slow', 5: 'slow' };
    for (const probe of [1, 2, 3, 4, 5]) expect(await pinger.ping(server.url, { probe }, TIMEOUT_MS)).toBe(probe === 3);
    expect(await storedUrl()).toBe(server.url);
  });

  it('forgets at once a URL Second Life no longer knows (404), and tells the owner once a day', async () => {
    const { server, storedUrl, alerts } = await boxWithUrl();
    server.replies = { 1: 404 };
    expect(await pinger.ping(server.url, { probe: 1 }, TIMEOUT_MS)).toBe(false);
    expect(await storedUrl()).toBeNull();
    expect(await alerts()).toEqual([expect.stringContaining('the address is gone (the region restarted or the script reset)')]);
  });

  it('forgets at once a URL whose connection is refused', async () => {
    const { server, storedUrl } = await boxWithUrl();
    await server.stop();
    // A refused connection fails at once: the longer time-out only keeps a loaded machine from making it a slow answer.
    expect(await pinger.ping(server.url, { probe: 1 }, 10_000)).toBe(false);
    expect(await storedUrl()).toBeNull();
    expect(server.pings).toEqual([]);
  });

  it('never calls a URL outside the allowed hosts, and keeps it', async () => {
    const { server, storedUrl } = await boxWithUrl();
    const elsewhere = server.url.replace('127.0.0.1', 'localhost');
    expect(await pinger.ping(elsewhere, { probe: 1 }, TIMEOUT_MS)).toBe(false);
    expect(server.pings).toEqual([]);
    expect(await storedUrl()).toBe(server.url);
  });
});

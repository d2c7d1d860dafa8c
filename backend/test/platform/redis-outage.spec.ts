import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

import Redis from 'ioredis';

import { EventBus } from '../../src/event-bus/event-bus';
import { createApiKey, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { factories } from '../support/factories';
import { freePort } from '../support/global-setup';
import { TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer) console.warn('Skipping the Redis outage suite: it starts its own redis-server, which is not installed here.');

/** A Redis of the test's own, so it can be stopped without touching anyone else's. */
function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}

async function waitForRedis(url: string): Promise<void> {
  await waitFor(async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  }, 5000);
}

(hasRedisServer ? describe : describe.skip)('when Redis goes away after start-up', () => {
  let redis: ChildProcess;
  let url = '';
  let t: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = startRedis(port);
    await waitForRedis(url);
    t = await TestApp.start({ env: { REDIS_URL: url, REDIS_PREFIX: 'outage:', THROTTLE_SCRIPT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await t?.close();
    redis?.kill('SIGKILL');
  });

  it('keeps answering, limits each instance on its own meanwhile, and shares the counts again once Redis is back', async () => {
    const merchant = await t.makeUser();
    const apiKey = await createApiKey(t, merchant);
    const make = factories(t.dataSource);
    const object = inWorldObject(apiKey);
    const sell = (vendorKey: string) => scripts(t, object).postSale(saleBody({ buyer: randomUUID(), vendorKey, amount: 10 }));
    const before = await make.vendor(merchant.id);
    expect((await sell(before.lslKey)).status).toBe(200);

    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));
    const heard: unknown[] = [];
    await t.app.get(EventBus).subscribe('activity:outage', (payload) => heard.push(payload));

    // Counted by this instance alone: the limit still holds, and no call waits for the missing Redis.
    const during = await make.vendor(merchant.id);
    const started = Date.now();
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await sell(during.lslKey)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Date.now() - started).toBeLessThan(3000);
    // Live events still reach this instance's own subscribers.
    await t.app.get(EventBus).publish('activity:outage', { kind: 'sale' });
    await waitFor(() => heard.length === 1);

    redis = startRedis(Number(new URL(url).port));
    await waitForRedis(url);
    const after = await make.vendor(merchant.id);
    // ioredis reconnects on its own (backing off up to 2 s between attempts).
    const check = new Redis(url);
    try {
      await waitFor(async () => {
        await sell(after.lslKey);
        return (await check.keys('outage:throttle:*')).length > 0;
      }, 10_000);
    } finally {
      check.disconnect();
    }
  });
});

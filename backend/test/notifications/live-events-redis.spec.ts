import { randomUUID } from 'node:crypto';

import { createApiKey, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { factories } from '../support/factories';
import { describeWithRedis, dropRedisKeys, TEST_REDIS_URL, testRedisPrefix } from '../support/redis';
import { TestApp } from '../support/test-app';
import { SseClient } from './sse-client';

/** Two instances of the app on one database and one Redis, as behind a load balancer: live streams hear both. */
describeWithRedis('live streams across two instances sharing Redis', () => {
  const prefix = testRedisPrefix();
  const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix };
  let first: TestApp;
  let second: TestApp;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    first = await TestApp.start({ env });
    second = await TestApp.start({ env, joining: first });
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await second?.close();
    await first?.close();
    await dropRedisKeys(prefix);
  });

  async function open(app: TestApp, path: string, token: string): Promise<SseClient> {
    const stream = await SseClient.open(`${app.baseUrl}${path}`, token);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  }

  it("shows the other instance's sale on a monitor open on this one, within a second", async () => {
    const admin = await first.makeUser({ role: 'admin' });
    const merchant = await first.makeUser();
    const apiKey = await createApiKey(first, merchant);
    const vendor = await factories(first.dataSource).vendor(merchant.id, { name: 'Luna Boutique' });
    const monitor = await open(first, '/api/admin/activities/stream', admin.token);
    await monitor.next('snapshot');

    const sold = await scripts(second, inWorldObject(apiKey)).postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 75 }));
    expect(sold.status).toBe(200);
    const entry = await monitor.next('entry', (data) => data.id === `sale:${sold.body.transaction_id}`, 1000);
    expect(entry).toMatchObject({
      kind: 'sale',
      merchantId: merchant.id,
      description: `Sale #${sold.body.transaction_id} of L$75 at Luna Boutique (#${vendor.id})`,
    });
  });

  it("brings a notification made on the other instance to the user's stream, and not to another user's", async () => {
    const merchant = await first.makeUser();
    const other = await first.makeUser();
    const mine = await open(first, '/api/notifications/stream', merchant.token);
    const theirs = await open(second, '/api/notifications/stream', other.token);
    await mine.next('ready');
    await theirs.next('ready');

    await createApiKey(second, merchant);
    expect(await mine.next('created')).toMatchObject({ notification: { kind: 'api_key_created' } });
    await createApiKey(first, other);
    await theirs.next('created');
    expect(theirs.named('created')).toHaveLength(1);
    expect(mine.named('created')).toHaveLength(1);
  });
});

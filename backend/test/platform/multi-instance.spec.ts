import { randomUUID } from 'node:crypto';

import { EventBus } from '../../src/event-bus/event-bus';
import { RedeliveryDispatcher } from '../../src/redeliveries/redelivery-dispatcher';
import { Transaction } from '../../src/sales/transaction.entity';
import { createApiKey, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { factories } from '../support/factories';
import { describeWithRedis, dropRedisKeys, TEST_REDIS_URL, testRedisPrefix } from '../support/redis';
import { TestApp, type TestResponse } from '../support/test-app';
import { sleep, waitFor } from '../support/wait';

/** Two instances of the app on one database and one Redis, as behind a load balancer. */
describeWithRedis('two instances sharing Redis', () => {
  const prefix = testRedisPrefix();
  // A sweep every second, so the test can count them; 5 signed-in calls a minute per user.
  const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, THROTTLE_USER_PER_MINUTE: '5', REDELIVERY_SWEEP_SECONDS: '1' };
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await TestApp.start({ env });
    second = await TestApp.start({ env, joining: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await dropRedisKeys(prefix);
  });

  /** A merchant with an API key and a vendor, and the vendor script's sale call on either instance. */
  async function vendorOnBoth() {
    const merchant = await first.makeUser();
    const apiKey = await createApiKey(first, merchant);
    const vendor = await factories(first.dataSource).vendor(merchant.id);
    const object = inWorldObject(apiKey);
    const sell = (instance: TestApp) => scripts(instance, object).postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 }));
    return { merchant, vendor, sell };
  }

  const statuses = (responses: TestResponse[]) => responses.map((response) => response.status).sort();

  it('accepts exactly 50 of 80 sales a minute for one vendor key spread over both instances, and answers the rest 429 with Retry-After', async () => {
    const { vendor, sell } = await vendorOnBoth();

    const responses = await Promise.all(Array.from({ length: 80 }, (_, index) => sell(index % 2 === 0 ? first : second)));

    expect(statuses(responses)).toEqual([...Array(50).fill(200), ...Array(30).fill(429)]);
    for (const refused of responses.filter((response) => response.status === 429)) {
      expect(refused.body.message).toBe('Too many requests. Please wait a moment and try again.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    // Both instances took part in accepting them.
    const acceptedBy = new Set(responses.flatMap((response, index) => (response.status === 200 ? [index % 2] : [])));
    expect(acceptedBy.size).toBe(2);
    expect(await first.dataSource.getRepository(Transaction).countBy({ vendorId: vendor.id })).toBe(50);
  });

  it('shares the per-user limit of signed-in routes between the instances', async () => {
    const user = await first.makeUser();
    const responses: TestResponse[] = [];
    for (let index = 0; index < 8; index += 1) {
      responses.push(await (index % 2 === 0 ? first : second).get('/api/auth/user', { token: user.token }));
    }
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(Number(responses[7].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('keeps the counts when an instance restarts', async () => {
    const { sell } = await vendorOnBoth();
    const user = await first.makeUser();
    const accepted = await Promise.all(Array.from({ length: 50 }, (_, index) => sell(index % 2 === 0 ? first : second)));
    expect(statuses(accepted)).toEqual(Array(50).fill(200));
    for (let index = 0; index < 5; index += 1) expect((await second.get('/api/auth/user', { token: user.token })).status).toBe(200);

    await second.close();
    second = await TestApp.start({ env, joining: first });

    expect((await sell(second)).status).toBe(429);
    expect((await sell(first)).status).toBe(429);
    expect((await second.get('/api/auth/user', { token: user.token })).status).toBe(429);
  });

  it('hears an event published on one instance on the other instance, and on its own', async () => {
    const heardOnFirst: unknown[] = [];
    const heardOnSecond: unknown[] = [];
    const topic = `activity:${randomUUID()}`;
    const stopFirst = await first.app.get(EventBus).subscribe(topic, (payload) => heardOnFirst.push(payload));
    const stopSecond = await second.app.get(EventBus).subscribe(topic, (payload) => heardOnSecond.push(payload));

    await second.app.get(EventBus).publish(topic, { kind: 'sale', amount: 250, at: new Date('2026-11-23T12:00:00Z') });

    await waitFor(() => heardOnFirst.length === 1 && heardOnSecond.length === 1);
    // JSON on every path: the date arrives as a string, the same with or without Redis.
    expect(heardOnFirst).toEqual([{ kind: 'sale', amount: 250, at: '2026-11-23T12:00:00.000Z' }]);
    expect(heardOnSecond).toEqual(heardOnFirst);

    await stopFirst();
    await first.app.get(EventBus).publish(topic, { kind: 'sale', amount: 1 });
    await waitFor(() => heardOnSecond.length === 2);
    expect(heardOnFirst).toHaveLength(1);
    await stopSecond();
  });

  it('sweeps the redelivery requests once per period for both instances together', async () => {
    const sweeps: number[] = [];
    const spies = [first, second].map((instance) =>
      jest.spyOn(instance.app.get(RedeliveryDispatcher), 'sweep').mockImplementation(async () => {
        sweeps.push(Date.now());
      }),
    );
    try {
      await sleep(5_000);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    // One a second between them; each instance alone would have swept about 5 times, both together about 10.
    expect(sweeps.length).toBeGreaterThanOrEqual(4);
    expect(sweeps.length).toBeLessThanOrEqual(6);
    // Both instances sweeping one period would do it within milliseconds of each other. A sweep that a busy machine
    // starts late is followed by the next one on time, less than a period later (523 ms was seen).
    const gaps = sweeps.slice(1).map((at, index) => at - sweeps[index]);
    expect(Math.min(...gaps)).toBeGreaterThan(200);
  });
});

import Redis from 'ioredis';

import { RedisFailureStore } from '../../src/auth/local/sign-in-failures';
import { describeWithRedis, dropRedisKeys, TEST_REDIS_URL, testRedisPrefix } from '../support/redis';
import { TestApp } from '../support/test-app';

const WINDOW = 15 * 60_000;

/** Failed sign-ins counted in Redis (REDIS_URL): one count for every instance. */
describeWithRedis('failed sign-ins shared between instances', () => {
  const prefix = testRedisPrefix();
  const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, TRUST_PROXY: 'loopback' };
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await TestApp.start({ authMode: 'local', env });
    second = await TestApp.start({ authMode: 'local', env, joining: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await dropRedisKeys(prefix);
  });

  const signIn = (instance: TestApp, email: string, password: string, address: string) =>
    instance.post('/api/auth/local/sign-in', { email, password }, { headers: { 'x-forwarded-for': address } });

  it('refuses the 11th attempt of an account on either instance when its 10 failures were spread over both', async () => {
    const created = await first.post('/api/auth/local/sign-up', {
      email: 'shared@example.com',
      password: 'shared password',
      firstName: 'Sha',
      lastName: 'Red',
    });
    expect(created.status).toBe(201);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await signIn(attempt % 2 === 0 ? first : second, 'shared@example.com', 'wrong password', `198.51.100.${attempt}`)).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    for (const instance of [first, second]) {
      const refused = await signIn(instance, 'shared@example.com', 'shared password', '198.51.100.200');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    }
  });

  it('counts an address across both instances, failures at the same moment included', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) => signIn(index % 2 === 0 ? first : second, `nobody-${index}@example.com`, 'a guess', '203.0.113.77')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
  });

  it('keeps the counts in Redis under the deployment prefix', async () => {
    const client = new Redis(TEST_REDIS_URL);
    try {
      expect(await client.zcard(`${prefix}sign-in-failures:account:shared@example.com`)).toBe(10);
    } finally {
      client.disconnect();
    }
  });
});

describeWithRedis('RedisFailureStore', () => {
  const prefix = testRedisPrefix();
  let client: Redis;
  let store: RedisFailureStore;
  let member = 0;

  beforeAll(() => {
    client = new Redis(TEST_REDIS_URL, { keyPrefix: prefix });
    store = new RedisFailureStore(client);
  });
  afterAll(async () => {
    client.disconnect();
    await dropRedisKeys(prefix);
  });

  const attempt = (now: number, keys = ['account:a@example.com', 'address:198.51.100.1']) => store.reserve(keys, `m${++member}`, 10, WINDOW, now);

  it('lets 10 attempts through in the window and answers the time until the oldest leaves it, counting no refused one', async () => {
    const start = 5_000_000;
    for (let index = 0; index < 10; index += 1) expect(await attempt(start + index * 60_000)).toBe(0);
    expect(await attempt(start + 10 * 60_000)).toBe(5 * 60_000);
    expect(await attempt(start + WINDOW - 1)).toBe(1);
    expect(await attempt(start + WINDOW)).toBe(0);
    expect(await attempt(start + WINDOW)).toBe(60_000);
  });

  it('gives a place back on release and forgets a key on clear', async () => {
    const now = 9_000_000;
    for (let index = 0; index < 9; index += 1) await attempt(now, ['account:b@example.com']);
    await store.reserve(['account:b@example.com'], 'lucky', 10, WINDOW, now);
    expect(await attempt(now, ['account:b@example.com'])).toBe(WINDOW);
    await store.release(['account:b@example.com'], 'lucky');
    expect(await attempt(now, ['account:b@example.com'])).toBe(0);
    await store.clear('account:b@example.com');
    expect(await client.exists('account:b@example.com')).toBe(0);
  });
});

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

import Redis from 'ioredis';

/** The Redis the multi-instance suites use (CI runs one on the loopback address). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let available: boolean | undefined;

/** Asked once per test file, synchronously, so a suite can be skipped while jest collects the tests. */
export function redisAvailable(): boolean {
  if (available !== undefined) return available;
  const probe = `
    const Redis = require(${JSON.stringify(require.resolve('ioredis'))});
    const client = new Redis(process.env.URL, {
      lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false,
    });
    client.on('error', () => undefined);
    client.connect().then(() => client.ping()).then(() => process.exit(0), () => process.exit(1));`;
  try {
    execFileSync(process.execPath, ['-e', probe], { env: { ...process.env, URL: TEST_REDIS_URL }, timeout: 5000, stdio: 'ignore' });
    available = true;
  } catch {
    available = false;
  }
  return available;
}

/**
 * `describe` when Redis answers at TEST_REDIS_URL. Without Redis the suite is skipped with a warning saying why,
 * so `npm test` on a machine with only Node.js still runs everything else, except where REQUIRE_REDIS=1 (CI sets
 * it: its machines run Redis), where a missing Redis fails the suite instead of hiding it.
 */
export function describeWithRedis(name: string, suite: () => void): void {
  const reachable = redisAvailable();
  if (reachable || process.env.REQUIRE_REDIS === '1') {
    describe(name, () => {
      if (!reachable) {
        beforeAll(() => {
          throw new Error(`"${name}" needs Redis at ${TEST_REDIS_URL} (REQUIRE_REDIS=1): start one, or set TEST_REDIS_URL.`);
        });
      }
      suite();
    });
    return;
  }
  console.warn(`Skipping "${name}": the multi-instance suites need Redis at ${TEST_REDIS_URL} (start one, or set TEST_REDIS_URL).`);
  describe.skip(name, suite);
}

/** A key prefix of its own for each run, so runs never see each other's counts, jobs or events. */
export function testRedisPrefix(): string {
  return `slv-test-${randomUUID().slice(0, 8)}:`;
}

/** Deletes every key a run left under its prefix. */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

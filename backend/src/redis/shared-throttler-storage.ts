import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

import { InProcessThrottlerStorage } from '../common/throttling/in-process-throttler-storage';
import { FAIL_FAST, type RedisConnections } from './redis-connections';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Rate-limit counts shared by every instance (in Redis). While Redis cannot be reached, each instance counts on
 * its own instead of refusing every request: the limits stay in force, at most once per instance, and no
 * sale or sign-in fails because of the outage.
 */
export class SharedThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('Throttler');
  private readonly local = new InProcessThrottlerStorage();
  private onItsOwn = false;

  constructor(
    private readonly shared: ThrottlerStorage,
    private readonly sharedReachable: () => boolean,
  ) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.sharedReachable()) {
      try {
        const record = await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
        if (this.onItsOwn) {
          this.onItsOwn = false;
          this.logger.log({ msg: 'Rate limits are shared between instances again' });
        }
        return record;
      } catch (error) {
        this.countAlone((error as Error).message);
      }
    } else {
      this.countAlone('not connected');
    }
    return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
  }

  private countAlone(reason: string): void {
    if (this.onItsOwn) return;
    this.onItsOwn = true;
    this.logger.error({ msg: 'Redis is unreachable: rate limits are counted by this instance alone until it is back', err: reason });
  }
}

/** The throttler's storage: in Redis when REDIS_URL is set (keys `<REDIS_PREFIX>throttle:…`), otherwise in process. */
export function sharedThrottlerStorage(redis: RedisConnections): ThrottlerStorage {
  if (!redis.enabled) return new InProcessThrottlerStorage();
  const client = redis.connect('throttle', { ...FAIL_FAST, keyPrefix: `${redis.prefix}throttle:` });
  return new SharedThrottlerStorage(new ThrottlerStorageRedisService(client), () => client.status === 'ready');
}

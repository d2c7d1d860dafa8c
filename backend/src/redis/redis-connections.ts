import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import Redis, { type RedisOptions } from 'ioredis';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { redactRedisUrl } from './redis-url';

/** For calls made while a request waits (rate-limit counts, publishing): they fail at once while Redis is away. */
export const FAIL_FAST: RedisOptions = { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 2000 };

const READY_TIMEOUT_MS = 5000;

/**
 * The Redis connections of this instance when REDIS_URL is set: each user gets its own (a subscriber or a job
 * worker cannot share one), errors are logged once per outage, and every connection is closed at shutdown.
 */
@Injectable()
export class RedisConnections implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private readonly clients: Redis[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.redis.url !== undefined;
  }

  /** Put before every key and channel name (REDIS_PREFIX). */
  get prefix(): string {
    return this.config.redis.prefix;
  }

  /** A new connection, named after what it is for in the log lines. */
  connect(purpose: string, options: RedisOptions = {}): Redis {
    const url = this.config.redis.url;
    if (!url) throw new Error('REDIS_URL is not set.');
    const client = new Redis(url, { connectionName: `${this.prefix}${purpose}`, connectTimeout: READY_TIMEOUT_MS, ...options });
    let down = false;
    client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      this.logger.error({ msg: 'Redis is unreachable', purpose, url: redactRedisUrl(url), err: error.message });
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      this.logger.log({ msg: 'Redis is reachable again', purpose });
    });
    this.clients.push(client);
    return client;
  }

  /** Start-up waits until every connection made so far is ready, so the first requests find them open. */
  async onModuleInit(): Promise<void> {
    await Promise.all(this.clients.map((client) => this.ready(client)));
  }

  async onApplicationShutdown(): Promise<void> {
    // quit() lets pending replies arrive; a Redis that is away would keep it waiting, hence the second.
    await Promise.all(
      this.clients.map(async (client) => {
        const waited = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref());
        await Promise.race([client.quit().catch(() => undefined), waited]);
        client.disconnect();
      }),
    );
  }

  private ready(client: Redis): Promise<void> {
    if (client.status === 'ready') return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanUp();
        reject(new Error(`Cannot connect to Redis at ${redactRedisUrl(this.config.redis.url ?? '')} within ${READY_TIMEOUT_MS / 1000} s.`));
      }, READY_TIMEOUT_MS);
      const onReady = () => {
        cleanUp();
        resolve();
      };
      const cleanUp = () => {
        clearTimeout(timer);
        client.off('ready', onReady);
      };
      client.on('ready', onReady);
    });
  }
}

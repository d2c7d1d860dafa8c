import { Global, Injectable, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

import { CacheNotificationsRepository, type NotificationListener } from './cache-notifications.repository';
import type { InvalidatedCache } from './invalidated-cache';

/** The channel the database's triggers notify on (migration SalePath): payloads are '<kind>:<id>'. */
export const CACHE_CHANNEL = 'slv_cache';

/**
 * What a notification names: an API key by its hash, a user by id, a vendor by its LSL key; 'pricing' (with any id)
 * says a commission configuration, an event or an event's participants changed; 'catalogue' names a vendor by id whose
 * catalogue version changed; 'blocked' names a merchant whose blocked avatars changed.
 */
export type CachedKind = 'api_key' | 'user' | 'vendor' | 'pricing' | 'catalogue' | 'blocked';

const RECONNECT_MS = 1_000;

/**
 * Keeps in-process caches of rows true on every API instance. Triggers on api_keys, users and vendors (and on the
 * commission configurations, tiers, events and participations) call pg_notify when a row changes; the notification reaches every instance listening on the channel when the change
 * commits, and each forgets what it had cached of that row. While this instance is not listening (starting, or the
 * connection dropped) nothing is cached and nothing cached is used: a missed notification can never leave a
 * revoked key or a deactivated owner working.
 */
@Injectable()
export class CacheInvalidation implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CacheInvalidation.name);
  private readonly handlers = new Map<CachedKind, Array<(id: string) => void>>();
  private readonly caches = new Set<InvalidatedCache<unknown>>();
  private listener: NotificationListener | null = null;
  private listening = false;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  /** Counts invalidations: a value read while it moved may be stale and is not kept. */
  private sequence = 0;

  constructor(private readonly notifications: CacheNotificationsRepository) {}

  get live(): boolean {
    return this.listening;
  }

  /** Registers a cache: cleared whenever notifications may have been missed. */
  track<V>(cache: InvalidatedCache<V>): InvalidatedCache<V> {
    this.caches.add(cache);
    return cache;
  }

  on(kind: CachedKind, handler: (id: string) => void): void {
    this.handlers.set(kind, [...(this.handlers.get(kind) ?? []), handler]);
  }

  /**
   * The cached value of `key`, or `load()`'s, kept for next time when this instance is listening and nothing was
   * invalidated while it was read.
   */
  async read<V>(cache: InvalidatedCache<V>, key: string, load: () => Promise<V>, tagsOf: (value: V) => readonly string[] = () => []): Promise<V> {
    if (this.listening) {
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
    }
    const before = this.mark();
    const value = await load();
    if (this.unchangedSince(before)) cache.set(key, value, tagsOf(value));
    return value;
  }

  /** A mark for `unchangedSince`, taken before reading something to cache. */
  mark(): number {
    return this.sequence;
  }

  /** True when this instance is listening and nothing was invalidated since `mark` was taken. */
  unchangedSince(mark: number): boolean {
    return this.listening && mark === this.sequence;
  }

  /** Forgets a row on this instance now (the change's own instance need not wait for the notification). */
  forget(kind: CachedKind, id: string): void {
    this.sequence += 1;
    for (const handler of this.handlers.get(kind) ?? []) handler(id);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const listener = this.listener;
    this.drop();
    await listener?.close();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const listener: NotificationListener = this.notifications.listener(CACHE_CHANNEL, {
      payload: (payload) => this.received(payload),
      lost: (reason) => this.lost(listener, reason),
    });
    try {
      await listener.listen();
    } catch (error) {
      await listener.close();
      this.lost(listener, (error as Error).message);
      return;
    }
    if (this.stopped) {
      await listener.close();
      return;
    }
    this.listener = listener;
    this.listening = true;
  }

  private received(payload: string): void {
    const separator = payload.indexOf(':');
    if (separator < 0) return;
    this.forget(payload.slice(0, separator) as CachedKind, payload.slice(separator + 1));
  }

  private lost(listener: NotificationListener, reason: string): void {
    if (this.listener !== null && this.listener !== listener) return;
    if (this.stopped) return;
    if (this.listening) this.logger.warn(`Cache invalidation stopped listening (${reason}); caching is off until it is back.`);
    this.drop();
    this.retry ??= setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, RECONNECT_MS);
    this.retry.unref();
  }

  /** Stops using caches and empties them: notifications may be missed from here on. */
  private drop(): void {
    this.listening = false;
    this.listener = null;
    this.sequence += 1;
    for (const cache of this.caches) cache.clear();
  }
}

@Global()
@Module({ providers: [CacheNotificationsRepository, CacheInvalidation], exports: [CacheInvalidation] })
export class CacheModule {}

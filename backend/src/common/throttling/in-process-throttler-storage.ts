import type { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** One counted key: the expiry times of its hits in the window, oldest first, and its block. */
interface Counter {
  /** Expiry times (ms); the live ones are `expiries[head..]`, in the order they expire. */
  expiries: number[];
  head: number;
  blockedUntil: number;
}

const SWEEP_MS = 60_000;

/**
 * The rate-limit counts of a single instance (no REDIS_URL), with the semantics of @nestjs/throttler's own storage:
 * a sliding window of `ttl` in which at most `limit` hits pass; the hit that goes over blocks the key for
 * `blockDuration`, and the first hit after the block starts a fresh window.
 *
 * The package's storage re-filters every hit of the window on each call (a copy of up to `limit` timestamps per
 * request: a minute of a whole store's sales for the per-API-key ceiling). Hits of one key expire in the order they
 * were counted, so here they are dropped from the front instead, and a call costs the same at any limit.
 */
export class InProcessThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly counters = new Map<string, Counter>();
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweep = setInterval(() => this.forgetIdle(), SWEEP_MS);
    this.sweep.unref();
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number, _throttlerName: string): Promise<ThrottlerStorageRecord> {
    return Promise.resolve(this.count(key, ttl, limit, blockDuration));
  }

  private count(key: string, ttl: number, limit: number, blockDuration: number): ThrottlerStorageRecord {
    const now = this.now();
    let counter = this.counters.get(key);
    if (!counter) this.counters.set(key, (counter = { expiries: [], head: 0, blockedUntil: 0 }));
    this.dropExpired(counter, now);

    if (counter.blockedUntil > 0 && counter.blockedUntil <= now) {
      // The block is over: a fresh window.
      counter.blockedUntil = 0;
      counter.expiries = [];
      counter.head = 0;
    }
    const blocked = counter.blockedUntil > now;
    if (!blocked) {
      counter.expiries.push(now + ttl);
      if (this.live(counter) > limit) counter.blockedUntil = now + (blockDuration > 0 ? blockDuration : ttl);
    }
    const isBlocked = counter.blockedUntil > now;
    const oldest = counter.expiries[counter.head];
    return {
      totalHits: this.live(counter),
      timeToExpire: Math.max(1, Math.ceil(((oldest ?? now + ttl) - now) / 1000)),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.max(1, Math.ceil((counter.blockedUntil - now) / 1000)) : 0,
    };
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweep);
    this.counters.clear();
  }

  private live(counter: Counter): number {
    return counter.expiries.length - counter.head;
  }

  private dropExpired(counter: Counter, now: number): void {
    const { expiries } = counter;
    while (counter.head < expiries.length && expiries[counter.head] <= now) counter.head += 1;
    // Compact once the dropped part is the larger one, so memory follows the live hits.
    if (counter.head > 1024 && counter.head * 2 > expiries.length) {
      counter.expiries = expiries.slice(counter.head);
      counter.head = 0;
    }
  }

  /** Keys with no live hit and no block are forgotten, so memory follows the callers of the last window. */
  private forgetIdle(): void {
    const now = this.now();
    for (const [key, counter] of this.counters) {
      this.dropExpired(counter, now);
      if (this.live(counter) === 0 && counter.blockedUntil <= now) this.counters.delete(key);
    }
  }
}

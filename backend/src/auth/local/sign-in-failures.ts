/**
 * Failed sign-ins counted in a sliding window, per key (an account's e-mail, a client address). An attempt takes a
 * place under each of its keys before the password is checked, so attempts made at the same moment cannot all slip
 * under the limit; a successful one gives its place back.
 */
export interface FailureStore {
  /**
   * Takes a place for `member` under every key, unless one of them already holds `limit` places from the last
   * `windowMs`: then nothing is taken and the answer is the milliseconds until that key has room again.
   */
  reserve(keys: string[], member: string, limit: number, windowMs: number, now: number): Promise<number>;
  /** Gives back the place `member` took under each key. */
  release(keys: string[], member: string): Promise<void>;
  /** Forgets every place under the key. */
  clear(key: string): Promise<void>;
}

const SWEEP_MS = 60_000;

/** The counts of a single instance (no REDIS_URL), or of one whose Redis is away. */
export class InProcessFailureStore implements FailureStore {
  /** Per key, the time of each counted attempt, oldest first, with the member that took it. */
  private readonly places = new Map<string, Array<{ at: number; member: string }>>();
  private readonly sweep: NodeJS.Timeout;
  private windowMs = 0;

  constructor(private readonly now: () => number = Date.now) {
    this.sweep = setInterval(() => this.forgetOld(), SWEEP_MS);
    this.sweep.unref();
  }

  reserve(keys: string[], member: string, limit: number, windowMs: number, now: number): Promise<number> {
    this.windowMs = Math.max(this.windowMs, windowMs);
    let wait = 0;
    for (const key of keys) {
      const live = this.live(key, now, windowMs);
      if (live.length >= limit) wait = Math.max(wait, live[live.length - limit].at + windowMs - now);
    }
    if (wait > 0) return Promise.resolve(wait);
    for (const key of keys) {
      const live = this.live(key, now, windowMs);
      live.push({ at: now, member });
      this.places.set(key, live);
    }
    return Promise.resolve(0);
  }

  release(keys: string[], member: string): Promise<void> {
    for (const key of keys) {
      const remaining = (this.places.get(key) ?? []).filter((place) => place.member !== member);
      if (remaining.length > 0) this.places.set(key, remaining);
      else this.places.delete(key);
    }
    return Promise.resolve();
  }

  clear(key: string): Promise<void> {
    this.places.delete(key);
    return Promise.resolve();
  }

  stop(): void {
    clearInterval(this.sweep);
    this.places.clear();
  }

  private live(key: string, now: number, windowMs: number): Array<{ at: number; member: string }> {
    return (this.places.get(key) ?? []).filter((place) => place.at > now - windowMs);
  }

  /** Keys whose attempts have all left the window are forgotten, so memory follows the last window's callers. */
  private forgetOld(): void {
    const now = this.now();
    for (const [key, places] of this.places) {
      if (places.every((place) => place.at <= now - this.windowMs)) this.places.delete(key);
    }
  }
}

/** The Redis commands RedisFailureStore needs (an ioredis client with a key prefix). */
export interface RedisLike {
  eval(script: string, numKeys: number, ...args: Array<string | number>): Promise<unknown>;
  zrem(key: string, member: string): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

// One sorted set per key, scored by the attempt's time: checked and taken in one step, so instances never race.
const RESERVE = `
local now, window, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local wait = 0
for _, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local oldest = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + window - now)
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
end
return 0`;

/** Counts shared by every instance, in Redis (REDIS_URL). */
export class RedisFailureStore implements FailureStore {
  constructor(private readonly redis: RedisLike) {}

  async reserve(keys: string[], member: string, limit: number, windowMs: number, now: number): Promise<number> {
    return Number(await this.redis.eval(RESERVE, keys.length, ...keys, now, windowMs, limit, member));
  }

  async release(keys: string[], member: string): Promise<void> {
    await Promise.all(keys.map((key) => this.redis.zrem(key, member)));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(key);
  }
}

/**
 * A bounded in-process cache whose entries are forgotten when the rows they copy change (CacheInvalidation tells it)
 * and, as a safety net, after `ttlMs`. Entries can carry tags (e.g. the owner's id) so all entries of a tag go at once.
 *
 * A value read from the database while an invalidation arrives must not be kept: `load` compares the invalidation
 * sequence before and after the read and only keeps the value when nothing was invalidated in between.
 */
export class InvalidatedCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; tags: readonly string[] }>();
  private readonly byTag = new Map<string, Set<string>>();

  constructor(private readonly options: { maxEntries: number; ttlMs: number; now?: () => number }) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value, or undefined when there is none (a cached null is a value: "no such row"). */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.forget(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, tags: readonly string[] = []): void {
    this.forget(key);
    if (this.entries.size >= this.options.maxEntries) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    this.entries.set(key, { value, expires: this.now() + this.options.ttlMs, tags });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  forgetTag(tag: string): void {
    for (const key of [...(this.byTag.get(tag) ?? [])]) this.forget(key);
  }

  clear(): void {
    this.entries.clear();
    this.byTag.clear();
  }
}

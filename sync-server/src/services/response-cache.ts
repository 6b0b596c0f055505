/**
 * A small TTL cache for public catalogue reads (marketplace pages, profiles, settings).
 * Local writes call `clear()`; the TTL bounds how stale another instance's writes can look
 * when several instances share one database.
 */
export interface CacheStats {
  totalEntries: number;
  validEntries: number;
  expiredEntries: number;
  hitRate: number;
}

interface Entry {
  // The promise, not the value, is cached so concurrent misses share one database read.
  value: Promise<unknown>;
  expiresAt: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 2_000,
  ) {}

  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) {
      this.hits += 1;
      return entry.value as Promise<T>;
    }
    this.misses += 1;
    const value = load();
    if (this.entries.size >= this.maxEntries) this.evictOldest();
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    // A failed load must not be served from the cache.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  stats(): CacheStats {
    const now = Date.now();
    let valid = 0;
    for (const entry of this.entries.values()) if (entry.expiresAt > now) valid += 1;
    const lookups = this.hits + this.misses;
    return {
      totalEntries: this.entries.size,
      validEntries: valid,
      expiredEntries: this.entries.size - valid,
      hitRate: lookups ? Math.round((this.hits / lookups) * 1000) / 10 : 0,
    };
  }

  private evictOldest(): void {
    // Map iteration order is insertion order, so the first key is the oldest entry.
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}

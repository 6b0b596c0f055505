import { LRUCache } from 'lru-cache';

/**
 * A small TTL cache for public catalogue reads (marketplace pages, profiles, settings), per
 * instance (ARCHITECTURE §3 allows that: the TTL bounds how stale another instance's writes can
 * look). Local writes call `clear()`. Least recently used entries go first when it is full.
 */
export interface CacheStats {
  totalEntries: number;
  validEntries: number;
  expiredEntries: number;
  hitRate: number;
}

// Date.now rather than performance.now: the TTLs are wall-clock seconds, and tests fake Date.
const WALL_CLOCK = { now: () => Date.now() };

export class ResponseCache {
  // The promise, not the value, is cached so concurrent misses share one database read.
  private readonly entries: LRUCache<string, Promise<unknown>>;
  private hits = 0;
  private misses = 0;

  constructor(ttlMs = 10_000, maxEntries = 2_000) {
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, allowStale: false, perf: WALL_CLOCK });
  }

  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) {
      this.hits += 1;
      return cached as Promise<T>;
    }
    this.misses += 1;
    const value = load();
    this.entries.set(key, value);
    // A failed load must not be served from the cache.
    value.catch(() => {
      if (this.entries.peek(key, { allowStale: true }) === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  stats(): CacheStats {
    // `size` still counts expired entries not yet swept; `keys()` yields only live ones.
    const total = this.entries.size;
    const valid = [...this.entries.keys()].length;
    const lookups = this.hits + this.misses;
    return {
      totalEntries: total,
      validEntries: valid,
      expiredEntries: total - valid,
      hitRate: lookups ? Math.round((this.hits / lookups) * 1000) / 10 : 0,
    };
  }
}

import type { FastifyReply } from 'fastify';

/** How many answers the cache keeps, and for how long at most. */
export const CATALOG_CACHE_MAX_ENTRIES = 2000;
export const CATALOG_CACHE_TTL_MS = 10_000;

interface Entry {
  body: string;
  expires: number;
}

export interface CatalogCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

/**
 * The shop's public catalogue answers (product lists, product pages, the category list),
 * serialized, by their normalized query. Every catalogue write clears it, so the shop shows a
 * change at once; the short TTL bounds staleness when another process writes the same database
 * (or another module changes stock). Least recently used entries go first when it is full.
 *
 * A load that started before a `clear()` is answered but not kept, so a write never races an
 * old answer back into the cache; concurrent misses of one key share one load.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<string>>();
  private generation = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: CatalogCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? CATALOG_CACHE_MAX_ENTRIES;
    this.ttlMs = options.ttlMs ?? CATALOG_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached body of `key`, or `load()`'s answer serialized as JSON (and kept). */
  async get(key: string, load: () => Promise<unknown>): Promise<string> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) {
      // Re-inserted, so the Map's order is least recently used first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.body;
    }
    if (entry) this.entries.delete(key);

    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        const body = JSON.stringify(value);
        if (generation === this.generation) this.set(key, body);
        return body;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  /** Forgets every answer; called by every catalogue write once it has committed. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  private set(key: string, body: string): void {
    this.entries.set(key, { body, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** A cached answer, already serialized JSON: sent as it is, without serializing it again. */
export function sendJson(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}

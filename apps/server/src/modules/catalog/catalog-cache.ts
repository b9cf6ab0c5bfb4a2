import type { FastifyReply } from 'fastify';
import { noteRead, type TagChange, type Tagged } from '../../platform/read-tags';

export type { Tagged };

/** How many answers the cache keeps, and for how long at most. */
export const CATALOG_CACHE_MAX_ENTRIES = 2000;
export const CATALOG_CACHE_TTL_MS = 10_000;

/**
 * What an answer depends on, so that a change drops exactly the answers it affects:
 * - a product it shows (its stock, price, name…);
 * - a list scope (one category, or the whole shop): the products in it, their order, the count;
 * - the best-seller order, which every sale can change;
 * - the category list with its product counts.
 */
export const cacheTags = {
  product: (id: number) => `product:${id}`,
  scope: (categoryId: number | 'all') => `scope:${categoryId}`,
  sales: 'sales',
  /** The rating order, which every review change can move. */
  ratings: 'ratings',
  categories: 'categories',
} as const;

/** What another module tells the catalogue once a change of its to products has committed. */
export interface CatalogChanges {
  /** These products' stock, and their units sold, changed (an order took stock). */
  stockChanged(productIds: readonly number[]): void;
  /** This product's rating changed (a review was published, edited, hidden or deleted). */
  ratingChanged(productId: number): void;
}

interface Entry {
  body: string;
  expires: number;
  tags: readonly string[];
}

export interface CatalogCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

interface Loaded {
  body: string;
  tags: readonly string[];
}

/**
 * The shop's public catalogue answers (product lists, product pages, the category list),
 * serialized, by their normalized query, each with the tags of what it shows. A change drops the
 * answers tagged with what it changed, so the shop shows it at once; the short TTL bounds
 * staleness when another process writes the same database. Least recently used entries go first
 * when it is full.
 *
 * A load that started before a change to one of its tags is answered but not kept, so a write
 * never races an old answer back into the cache; concurrent misses of one key share one load,
 * but never one that began before a change.
 */
export class CatalogCache implements CatalogChanges {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly loading = new Map<string, Promise<Loaded>>();
  /** Moves on at every change; a load remembers where it was when it began. */
  private version = 0;
  private clearedAt = 0;
  /** When each tag last changed, kept only while some load is running. */
  private readonly changedAt = new Map<string, number>();
  private running = 0;
  private readonly changeListeners = new Set<(change: TagChange) => void>();
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
  async get(key: string, load: () => Promise<Tagged>): Promise<string> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) {
      // Re-inserted, so the Map's order is least recently used first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      noteRead(entry.tags);
      return entry.body;
    }
    if (entry) this.remove(key);

    const loaded = await (this.loading.get(key) ?? this.load(key, load));
    noteRead(loaded.tags);
    return loaded.body;
  }

  /** Drops every answer tagged with one of `tags`; called once the change has committed. */
  invalidate(tags: Iterable<string>): void {
    const changed = [...tags];
    this.version++;
    for (const tag of changed) {
      if (this.running > 0) this.changedAt.set(tag, this.version);
      for (const key of this.keysByTag.get(tag) ?? []) this.remove(key);
    }
    // Requests from now on must not share a load that may have read before the change.
    this.loading.clear();
    this.changeListeners.forEach((listener) => listener(changed));
  }

  /**
   * Calls `listener` after every change this cache has applied, with what it dropped: a cache of
   * what is built from these answers (the rendered shop pages) drops the same at the same moment.
   */
  onChange(listener: (change: TagChange) => void): void {
    this.changeListeners.add(listener);
  }

  /** Drops the answers showing these products, and the best-seller lists, whose order sales move. */
  stockChanged(productIds: readonly number[]): void {
    this.invalidate([...productIds.map(cacheTags.product), cacheTags.sales]);
  }

  /** Drops the answers showing this product, and the lists in rating order. */
  ratingChanged(productId: number): void {
    this.invalidate([cacheTags.product(productId), cacheTags.ratings]);
  }

  /** Forgets every answer (a change to the categories, which every answer names). */
  clear(): void {
    this.version++;
    this.clearedAt = this.version;
    this.entries.clear();
    this.keysByTag.clear();
    this.loading.clear();
    this.changeListeners.forEach((listener) => listener('all'));
  }

  private load(key: string, load: () => Promise<Tagged>): Promise<Loaded> {
    const startedAt = this.version;
    this.running++;
    const promise = load()
      .then(({ value, tags }) => {
        const body = JSON.stringify(value);
        if (this.unchangedSince(startedAt, tags)) this.set(key, body, tags);
        return { body, tags };
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        if (--this.running === 0) this.changedAt.clear();
      });
    this.loading.set(key, promise);
    return promise;
  }

  private unchangedSince(startedAt: number, tags: readonly string[]): boolean {
    if (this.clearedAt > startedAt) return false;
    return tags.every((tag) => (this.changedAt.get(tag) ?? 0) <= startedAt);
  }

  private set(key: string, body: string, tags: readonly string[]): void {
    this.remove(key);
    this.entries.set(key, { body, expires: this.now() + this.ttlMs, tags });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}

/** A cached answer, already serialized JSON: sent as it is, without serializing it again. */
export function sendJson(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}

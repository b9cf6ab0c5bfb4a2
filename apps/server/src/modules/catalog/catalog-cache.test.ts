import { describe, expect, it } from 'vitest';
import { CatalogCache } from './catalog-cache';

function counter() {
  let calls = 0;
  const load = (value: unknown) => async () => {
    calls++;
    return value;
  };
  return { load, calls: () => calls };
}

describe('CatalogCache', () => {
  it('answers the serialized value and loads a key once', async () => {
    const cache = new CatalogCache();
    const { load, calls } = counter();
    expect(await cache.get('a', load({ n: 1 }))).toBe('{"n":1}');
    expect(await cache.get('a', load({ n: 2 }))).toBe('{"n":1}');
    expect(calls()).toBe(1);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new CatalogCache();
    const { load, calls } = counter();
    const answers = await Promise.all([cache.get('a', load(1)), cache.get('a', load(2))]);
    expect(answers).toEqual(['1', '1']);
    expect(calls()).toBe(1);
  });

  it('forgets everything on clear', async () => {
    const cache = new CatalogCache();
    await cache.get('a', async () => 1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 2)).toBe('2');
  });

  it('does not keep an answer loaded across a clear', async () => {
    const cache = new CatalogCache();
    let release!: () => void;
    const started = cache.get(
      'a',
      () => new Promise((resolve) => (release = () => resolve('old'))),
    );
    cache.clear();
    release();
    expect(await started).toBe('"old"');
    expect(await cache.get('a', async () => 'new')).toBe('"new"');
  });

  it('expires entries after the TTL', async () => {
    let now = 0;
    const cache = new CatalogCache({ ttlMs: 10_000, now: () => now });
    await cache.get('a', async () => 1);
    now = 9_999;
    expect(await cache.get('a', async () => 2)).toBe('1');
    now = 10_000;
    expect(await cache.get('a', async () => 3)).toBe('3');
  });

  it('evicts the least recently used entry when full', async () => {
    const cache = new CatalogCache({ maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'x'); // a is now the most recent
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a2')).toBe('"a"');
    expect(await cache.get('b', async () => 'b2')).toBe('"b2"');
  });

  it('keeps nothing when the load fails, and loads again next time', async () => {
    const cache = new CatalogCache();
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 1)).toBe('1');
  });
});

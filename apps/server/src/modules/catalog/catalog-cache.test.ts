import { describe, expect, it } from 'vitest';
import { readingTags, type TagChange } from '../../platform/read-tags';
import { cacheTags, CatalogCache, type Tagged } from './catalog-cache';

/** A load answering `value`, tagged with `tags`. */
const answer =
  (value: unknown, tags: string[] = []) =>
  async (): Promise<Tagged> => ({ value, tags });

function counter() {
  let calls = 0;
  const load = (value: unknown) => async (): Promise<Tagged> => {
    calls++;
    return { value, tags: [] };
  };
  return { load, calls: () => calls };
}

/** A load that answers only when released, so a change can happen while it runs. */
function held(value: unknown, tags: string[]) {
  let release!: () => void;
  const load = () => new Promise<Tagged>((resolve) => (release = () => resolve({ value, tags })));
  return { load, release: () => release() };
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
    await cache.get('a', answer(1, ['x']));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get('a', answer(2))).toBe('2');
  });

  it('does not keep an answer loaded across a clear', async () => {
    const cache = new CatalogCache();
    const slow = held('old', []);
    const started = cache.get('a', slow.load);
    cache.clear();
    slow.release();
    expect(await started).toBe('"old"');
    expect(await cache.get('a', answer('new'))).toBe('"new"');
  });

  it('drops exactly the answers tagged with a change', async () => {
    const cache = new CatalogCache();
    await cache.get('page-1', answer(1, [cacheTags.product(1), cacheTags.product(2)]));
    await cache.get('page-2', answer(2, [cacheTags.product(3)]));
    await cache.get('best', answer(3, [cacheTags.product(4), cacheTags.sales]));
    cache.invalidate([cacheTags.product(2)]);
    expect(cache.size).toBe(2);
    expect(await cache.get('page-1', answer('reloaded'))).toBe('"reloaded"');
    expect(await cache.get('page-2', answer('kept?'))).toBe('2');
    expect(await cache.get('best', answer('kept?'))).toBe('3');
  });

  it('drops the answers showing sold products and the best-seller lists on a sale', async () => {
    const cache = new CatalogCache();
    await cache.get('product-7', answer('p7', [cacheTags.product(7)]));
    await cache.get('product-8', answer('p8', [cacheTags.product(8)]));
    await cache.get('best', answer('best', [cacheTags.product(1), cacheTags.sales]));
    cache.stockChanged([7]);
    expect(await cache.get('product-7', answer('p7 after'))).toBe('"p7 after"');
    expect(await cache.get('best', answer('best after'))).toBe('"best after"');
    expect(await cache.get('product-8', answer('p8 after'))).toBe('"p8"');
  });

  it('does not keep an answer loaded across a change to one of its tags', async () => {
    const cache = new CatalogCache();
    const affected = held('old stock', [cacheTags.product(1)]);
    const unaffected = held('other', [cacheTags.product(2)]);
    const first = cache.get('a', affected.load);
    const second = cache.get('b', unaffected.load);
    cache.stockChanged([1]);
    // A request after the change does not share the load that began before it.
    const third = cache.get('a', answer('new stock', [cacheTags.product(1)]));
    affected.release();
    unaffected.release();
    expect(await first).toBe('"old stock"');
    expect(await second).toBe('"other"');
    expect(await third).toBe('"new stock"');
    expect(await cache.get('a', answer('again'))).toBe('"new stock"');
    expect(await cache.get('b', answer('again'))).toBe('"other"');
  });

  it('expires entries after the TTL', async () => {
    let now = 0;
    const cache = new CatalogCache({ ttlMs: 10_000, now: () => now });
    await cache.get('a', answer(1));
    now = 9_999;
    expect(await cache.get('a', answer(2))).toBe('1');
    now = 10_000;
    expect(await cache.get('a', answer(3))).toBe('3');
  });

  it('evicts the least recently used entry when full', async () => {
    const cache = new CatalogCache({ maxEntries: 2 });
    await cache.get('a', answer('a', ['t']));
    await cache.get('b', answer('b', ['t']));
    await cache.get('a', answer('x')); // a is now the most recent
    await cache.get('c', answer('c', ['t']));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', answer('a2'))).toBe('"a"');
    expect(await cache.get('b', answer('b2', ['t']))).toBe('"b2"');
    cache.invalidate(['t']);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing when the load fails, and loads again next time', async () => {
    const cache = new CatalogCache();
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(cache.size).toBe(0);
    expect(await cache.get('a', answer(1))).toBe('1');
  });

  it('tells what a piece of work read: loaded, kept or shared answers alike', async () => {
    const cache = new CatalogCache();
    await cache.get('kept', answer(1, [cacheTags.product(1)]));
    const slow = held(2, [cacheTags.product(2), cacheTags.sales]);
    const first = cache.get('slow', slow.load);
    const read = readingTags(async () => {
      await cache.get('kept', answer('unused'));
      const shared = cache.get('slow', answer('unused'));
      slow.release();
      await shared;
      return 'done';
    });
    await first;
    expect(await read).toEqual({
      value: 'done',
      tags: [cacheTags.product(1), cacheTags.product(2), cacheTags.sales],
    });
    // Work outside readingTags is not noted anywhere.
    expect((await readingTags(async () => 'none')).tags).toEqual([]);
  });

  it('tells its listeners what each change dropped', async () => {
    const cache = new CatalogCache();
    const changes: TagChange[] = [];
    cache.onChange((change) => changes.push(change));
    cache.stockChanged([3]);
    cache.clear();
    expect(changes).toEqual([[cacheTags.product(3), cacheTags.sales], 'all']);
  });
});

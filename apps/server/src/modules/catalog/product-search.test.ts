import { PRODUCT_SORTS, type ProductSort } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { rawQuery } from '../../db/raw-query';
import { buildTestApp } from '../../test/app';
import {
  ProductSearchRepository,
  type ProductScope,
  type SearchOrder,
} from './product-search.repository';

/**
 * The shop's lists and search, as PostgreSQL answers them: every scope in every order, to the
 * last tie, and the search's matches ranked by `ts_rank`, checked against plain queries of the
 * same tables. Runs on the embedded database and on PostgreSQL alike.
 */
let app: App;
let search: ProductSearchRepository;
let query: ReturnType<typeof rawQuery>;
let displays: number;
let spares: number;
let rails: number;
let lamps: number;

async function ids(sql: string, values: unknown[] = []): Promise<number[]> {
  const { rows } = await query(sql, values);
  return (rows as { id: number }[]).map((row) => row.id);
}

beforeAll(async () => {
  app = await buildTestApp();
  search = new ProductSearchRepository(app.db);
  query = rawQuery(app.db);
  [displays = 0, spares = 0] = await ids(
    `insert into categories (name) values ('Display Stands'), ('Spare Parts') returning id`,
  );
  [rails = 0, lamps = 0] = await ids(
    `insert into sub_categories (category_id, name) values ($1, 'Poster Rails'), ($2, 'Lamps')
     returning id`,
    [displays, spares],
  );
  // Names, descriptions and categories that share words at different places and weights, so
  // that ranks differ; prices, sales, scores and dates that repeat, so that many tie and only the
  // id decides (dates a microsecond apart, which a JavaScript Date would not tell apart).
  await query(
    `insert into products (name, slug, sku, category_id, sub_category_id, description,
       price_cents, units_sold, rating_score, stock, created_at)
     select f.family || ' ' || (array['Silver', 'Black', 'Oak'])[1 + i % 3],
       'search-' || i, 'SR-' || i,
       case when i % 2 = 0 then $1::int else $2::int end,
       case i % 4 when 0 then $3::int when 1 then $4::int end,
       (array['A light frame for trade shows; the set-up takes a minute.',
              'Frames and lamps, lamps and frames: light, lighter, lightest.',
              'O''Neil''s pop-up counter, with a banner and a spare lamp.',
              '',
              'Shows, shops and events. Light box, light frame, box frame.'])[1 + i % 5],
       1000 + (i % 7) * 250, i % 4, (i % 3) * 1.5, 5,
       timestamptz '2026-01-01 00:00:00.000001' + ((i % 6) * interval '1 microsecond')
     from generate_series(1, 120) as i
     cross join lateral (select (array['Light Box', 'Pop-Up Counter', 'Snap Frame',
       'Fabric Banner', 'Lamp Spare', 'Frame Lamp'])[1 + i % 6] as family) f`,
    [displays, spares, rails, lamps],
  );
});
afterAll(() => app.close());

/** The kinds of scope: the whole shop, a category, a sub-category path, and both. */
const scopes = (): ProductScope[] => [
  {},
  { categoryId: displays },
  { subCategoryIds: [rails, lamps] },
  { categoryId: spares, subCategoryIds: [lamps] },
];

/** Each order as a plain ORDER BY, with the tie-breakers the shop promises. */
const ORDER_BY: Record<SearchOrder, string> = {
  relevance: 'ts_rank(s.document, $1::tsquery) desc, p.id',
  default: 'p.id',
  popularity: 'p.units_sold desc, p.id',
  latest: 'p.created_at desc, p.id desc',
  newest: 'p.created_at desc, p.id desc',
  price_asc: 'p.price_cents, p.id',
  price_desc: 'p.price_cents desc, p.id',
  rating: 'p.rating_score desc, p.id',
};

/** The scope's conditions on `p`, its values appended to `values` as numbered parameters. */
function scopeConditions(scope: ProductScope, values: unknown[]): string[] {
  const where: string[] = [];
  if (scope.categoryId !== undefined) {
    values.push(scope.categoryId);
    where.push(`p.category_id = $${values.length}`);
  }
  if (scope.subCategoryIds !== undefined) {
    values.push(scope.subCategoryIds);
    where.push(`p.sub_category_id = any($${values.length}::int[])`);
  }
  return where;
}

async function plainList(scope: ProductScope, sort: ProductSort): Promise<number[]> {
  const values: unknown[] = [];
  const where = scopeConditions(scope, values);
  const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
  return ids(`select p.id from products p ${filter} order by ${ORDER_BY[sort]}`, values);
}

async function plainSearch(textQuery: string, scope: ProductScope, sort: SearchOrder) {
  const values: unknown[] = [textQuery];
  const where = ['s.document @@ $1::tsquery', ...scopeConditions(scope, values)];
  return ids(
    `select p.id from products p join product_search s on s.product_id = p.id
     where ${where.join(' and ')} order by ${ORDER_BY[sort]}`,
    values,
  );
}

async function listed(scope: ProductScope, sort: ProductSort, offset: number, limit: number) {
  const total = (await plainList(scope, 'default')).length;
  const rows = await search.list({ ...scope, sort, offset, limit, total });
  return rows.map((row) => row.id);
}

describe('the shop’s lists', () => {
  it('list every scope in every order as a plain ORDER BY does, ties and microseconds included', async () => {
    for (const scope of scopes()) {
      for (const sort of PRODUCT_SORTS) {
        const expected = await plainList(scope, sort);
        expect(expected.length).toBeGreaterThanOrEqual(20);
        const label = `${sort} ${JSON.stringify(scope)}`;
        expect(await listed(scope, sort, 0, 100), label).toEqual(expected.slice(0, 100));
        // A page near the start, and one past the middle (read from the far end).
        expect(await listed(scope, sort, 6, 6), label).toEqual(expected.slice(6, 12));
        const deep = expected.length - 8;
        expect(await listed(scope, sort, deep, 6), label).toEqual(expected.slice(deep, deep + 6));
        expect(await listed(scope, sort, expected.length - 2, 6), label).toEqual(
          expected.slice(-2),
        );
      }
    }
    expect(await search.list({ sort: 'default', offset: 200, limit: 6, total: 120 })).toEqual([]);
  });

  it('show a write on the next list: stock, sales and price read as they are now', async () => {
    const [cheapest] = await listed({}, 'price_asc', 0, 1);
    const [last] = await listed({}, 'price_asc', 119, 1);
    await query('update products set stock = 3, units_sold = 99, price_cents = 1 where id = $1', [
      last,
    ]);
    const [first] = await search.list({ sort: 'price_asc', offset: 0, limit: 1, total: 120 });
    expect(first).toMatchObject({ id: last, stock: 3, priceCents: 1 });
    expect(await listed({}, 'popularity', 0, 1)).toEqual([last]);
    expect(await listed({}, 'price_asc', 1, 1)).toEqual([cheapest]);
  });
});

/** What shoppers type, as typed and loose: a word, a start, two words, a phrase, typos. */
const SEARCHES: [string[], boolean][] = [
  [['light'], false],
  [['lamps'], false],
  [['fra'], false],
  [['light', 'frame'], false],
  [['frame', 'light', 'box'], false],
  [['pop-up'], false],
  [['set-up', 'minute'], false],
  [['silver', 'spare'], false],
  [['banner', 'shows'], false],
  [['ligth'], true],
  [['fram', 'lmap'], true],
  [['oster'], true],
  [['counetr', 'black'], true],
  // "O'Neil's" of a description is read as "o" and "neil" and is no word of a name: as typed
  // nothing has it, and loose nothing is near it.
  [['oneil'], true],
];

describe('the catalogue’s search', () => {
  it('finds and orders as @@ and ts_rank do, in every scope and order, and pages the matches', async () => {
    let compared = 0;
    for (const [words, loose] of SEARCHES) {
      const textQuery = await search.textQuery(words, loose);
      expect(textQuery, words.join(' ')).not.toBe('');
      // The words a search runs loose for are those that find nothing as typed.
      expect(
        (await plainSearch(await search.textQuery(words, false), {}, 'default')).length === 0,
        words.join(' '),
      ).toBe(loose);
      for (const scope of scopes()) {
        for (const sort of ['relevance', 'newest', ...PRODUCT_SORTS] as SearchOrder[]) {
          const expected = await plainSearch(textQuery, scope, sort);
          const label = `${textQuery} ${sort} ${JSON.stringify(scope)}`;
          const all = { ...scope, shape: 'shop' as const, words, sort, offset: 0, limit: 1000 };
          const found = await search.search(all);
          // A search as typed that finds nothing in this scope goes on loose, where it may.
          if (!loose && expected.length === 0) continue;
          expect(
            found.rows.map((row) => row.id),
            label,
          ).toEqual(expected);
          expect(found.total, label).toBe(expected.length);
          const page = await search.search({ ...all, offset: 3, limit: 4 });
          expect(
            page.rows.map((row) => row.id),
            `${label} page`,
          ).toEqual(expected.slice(3, 7));
          expect(page.total, `${label} page`).toBe(expected.length);
          if (expected.length > 0) compared++;
        }
      }
    }
    // Most comparisons are of something: a search that found nothing everywhere proves little.
    expect(compared).toBeGreaterThan(SEARCHES.length * 20);
    // Some thousand statements, on a busy machine.
  }, 120_000);

  it('reads typed words as to_tsquery reads them joined, each part in a row, the last a start', async () => {
    for (const [words] of SEARCHES.filter(([, loose]) => !loose)) {
      const joined = words
        .map(
          (word) =>
            `${word
              .toLowerCase()
              .match(/[\p{L}\p{N}]+/gu)!
              .join(' <-> ')}:*`,
        )
        .join(' & ');
      const { rows } = await query(`select $1::tsquery = to_tsquery('english', $2) as same`, [
        await search.textQuery(words, false),
        joined,
      ]);
      expect((rows as { same: boolean }[])[0]?.same, joined).toBe(true);
    }
  });

  it('ranks as ts_rank does, ties included, and pages the ranked matches', async () => {
    const textQuery = await search.textQuery(['light', 'frame'], false);
    const { rows } = await query(
      `select count(distinct ts_rank(document, $1::tsquery))::int as ranks,
         count(*)::int as matches from product_search where document @@ $1::tsquery`,
      [textQuery],
    );
    const { ranks, matches } = (rows as { ranks: number; matches: number }[])[0]!;
    // Several ranks, and fewer ranks than matches: ties the ids must break.
    expect(ranks).toBeGreaterThan(2);
    expect(ranks).toBeLessThan(matches);
    const all = await plainSearch(textQuery, {}, 'relevance');
    const page = await search.search({
      shape: 'shop',
      words: ['light', 'frame'],
      sort: 'relevance',
      offset: 6,
      limit: 6,
    });
    expect(page.rows.map((row) => row.id)).toEqual(all.slice(6, 12));
    expect(page.total).toBe(matches);
    // Past the last page: no rows, and still the count.
    expect(
      await search.search({
        shape: 'shop',
        words: ['light', 'frame'],
        sort: 'relevance',
        offset: 600,
        limit: 6,
      }),
    ).toEqual({ rows: [], total: matches });
  });

  it('finds nothing for stop words alone, and no query for them', async () => {
    expect(await search.textQuery(['the', 'an'], false)).toBe('');
    expect(await search.textQuery(['the', 'an'], true)).toBe('');
    for (const words of [['the', 'an'], ['-', '!'], []]) {
      expect(
        await search.search({ shape: 'shop', words, sort: 'relevance', offset: 0, limit: 10 }),
      ).toEqual({ rows: [], total: 0 });
    }
  });

  it('searches a renamed product by its new name on the next search', async () => {
    const find = (sort: SearchOrder) =>
      search.search({ shape: 'staff', words: ['lightbox'], sort, offset: 0, limit: 10 });
    expect((await find('relevance')).total).toBe(0);
    const [id] = await ids(`update products set name = 'Lightbox Deluxe' where id = (
      select min(id) from products where slug like 'search-%') returning id`);
    for (const sort of ['relevance', 'newest'] as const) {
      const found = await find(sort);
      expect(found.rows.map((row) => row.id)).toEqual([id]);
      // The staff's shape: every column.
      expect(found.rows[0]).toHaveProperty('unitsSold');
    }
  });
});

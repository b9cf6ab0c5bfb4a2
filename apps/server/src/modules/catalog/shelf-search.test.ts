import { PRODUCT_SORTS } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { rawQuery } from '../../db/raw-query';
import { buildTestApp } from '../../test/app';
import { cacheTags } from './catalog-cache';
import { ProductShelf, type SearchOrder } from './product-shelf';
import { ProductsRepository, type ProductScope } from './products.repository';
import { SearchWords } from './search-words';
import { idsOf, ORDER_BY, scopeConditions } from './shelf.fixtures';
import { parseTextQuery, TextIndex } from './text-search';

/**
 * The shop's search is matched and ranked in memory: it must find exactly what PostgreSQL's
 * `document @@ query` finds, in the order of `ts_rank` to the last tie, for every kind of query
 * the shop makes, in every scope and order.
 */
let app: App;
let repository: ProductsRepository;
let query: ReturnType<typeof rawQuery>;
let displays: number;
let spares: number;
let rails: number;
let lamps: number;

const ids = (sql: string, values: unknown[] = []) => idsOf(query, sql, values);

beforeAll(async () => {
  app = await buildTestApp();
  repository = new ProductsRepository(app.db);
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
  // that ranks differ, and repeat, so that many tie and only the id decides.
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
       timestamptz '2026-01-01' + ((i % 6) * interval '1 microsecond')
     from generate_series(1, 120) as i
     cross join lateral (select (array['Light Box', 'Pop-Up Counter', 'Snap Frame',
       'Fabric Banner', 'Lamp Spare', 'Frame Lamp'])[1 + i % 6] as family) f`,
    [displays, spares, rails, lamps],
  );
});
afterAll(() => app.close());

const scopes = (): ProductScope[] => [
  {},
  { categoryId: displays },
  { subCategoryIds: [rails, lamps] },
  { categoryId: spares, subCategoryIds: [lamps] },
];

/** Each order as the database sorts it: best match by `ts_rank`, the lists' orders by their columns. */
const SEARCH_ORDER_BY: Record<SearchOrder, string> = {
  relevance: 'ts_rank(s.document, $1::tsquery) desc, p.id',
  ...ORDER_BY,
};

async function databaseSearch(textQuery: string, scope: ProductScope, sort: SearchOrder) {
  const values: unknown[] = [textQuery];
  const where = ['s.document @@ $1::tsquery', ...scopeConditions(scope, values)];
  return ids(
    `select p.id from products p join product_search s on s.product_id = p.id
     where ${where.join(' and ')} order by ${SEARCH_ORDER_BY[sort]}`,
    values,
  );
}

let searchWords: SearchWords;

function readQuery(words: string[], loose: boolean): Promise<string> {
  searchWords ??= new SearchWords(repository);
  return loose ? searchWords.loose(words) : searchWords.typed(words);
}

/** What shoppers type, as typed and loose: a word, a start, two words, a phrase, typos. */
const SEARCHES: [string[], boolean][] = [
  [['light'], false],
  [['lamps'], false],
  [['fra'], false],
  [['light', 'frame'], false],
  [['frame', 'light', 'box'], false],
  [['pop-up'], false],
  [['set-up', 'minute'], false],
  [['oneil'], false],
  [['silver', 'spare'], false],
  [['banner', 'shows'], false],
  [['ligth'], true],
  [['fram', 'lmap'], true],
  [['oster'], true],
  [['counetr', 'black'], true],
];

describe('the shelf’s search', () => {
  it('finds and orders as PostgreSQL does, in every scope and order', async () => {
    const shelf = new ProductShelf(repository);
    let compared = 0;
    for (const [words, loose] of SEARCHES) {
      const textQuery = await readQuery(words, loose);
      expect(parseTextQuery(textQuery), words.join(' ')).toBeDefined();
      for (const scope of scopes()) {
        for (const sort of ['relevance', ...PRODUCT_SORTS] as SearchOrder[]) {
          const expected = await databaseSearch(textQuery, scope, sort);
          const found = await shelf.search(scope, sort, textQuery, 0, 1000);
          const label = `${textQuery} ${sort} ${JSON.stringify(scope)}`;
          expect(
            found.rows.map((row) => row.id),
            label,
          ).toEqual(expected);
          expect(found.total, label).toBe(expected.length);
          const page = await shelf.search(scope, sort, textQuery, 3, 4);
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
  });

  it('reads typed words, once each, as to_tsquery reads them joined', async () => {
    for (const [words, loose] of SEARCHES.filter(([, loose]) => !loose)) {
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
        await readQuery(words, loose),
        joined,
      ]);
      expect((rows as { same: boolean }[])[0]?.same, joined).toBe(true);
    }
    // Read again from what was kept: no statement.
    const read: string[][] = [];
    const words = new SearchWords({
      typedWords: (list) => (read.push(list), repository.typedWords(list)),
      looseTextQuery: (list) => repository.looseTextQuery(list),
    });
    expect(await words.typed(['Light', 'frame'])).toBe(
      await words.typed(['light', 'FRAME', 'the']),
    );
    expect(read).toEqual([['light', 'frame'], ['the']]);
  });

  it('matches and ranks each document to the bit as @@ and ts_rank do', async () => {
    const { rows } = await query(
      `select product_id as id, document::text as document from product_search order by product_id`,
    );
    const documents = rows as { id: number; document: string }[];
    const index = new TextIndex(documents.map((row) => row.document));
    for (const [words, loose] of SEARCHES) {
      const textQuery = await readQuery(words, loose);
      const { rows: expected } = await query(
        `select product_id as id, ts_rank(document, $1::tsquery)::float8 as rank
         from product_search where document @@ $1::tsquery order by product_id`,
        [textQuery],
      );
      const parsed = parseTextQuery(textQuery)!;
      const found = index.matches(parsed);
      const ranks = index.rank(parsed, found);
      const actual = Array.from(found, (number, i) => ({
        id: documents[number]!.id,
        rank: ranks[i],
      }));
      expect(actual, textQuery).toEqual(expected);
    }
  });

  it('ranks documents written without positions, or with some, as ts_rank does', async () => {
    const documents = [
      `'frame' 'light' 'box'`,
      `'frame':3 'light' 'box':1A,2`,
      `'light':1A,5B,9 'lightbox':2C 'frame':7`,
      `'o''neil':1A 'frame':2`,
    ];
    const index = new TextIndex(documents);
    for (const textQuery of [
      `'light':*`,
      `'light' & 'frame'`,
      `'frame' & 'box' & 'light'`,
      `'light' | 'frame'`,
      `'o''neil' & 'frame'`,
    ]) {
      const { rows } = await query(
        `select ts_rank(d::tsvector, $1::tsquery)::float8 as rank
         from unnest($2::text[]) with ordinality as t (d, n)
         where d::tsvector @@ $1::tsquery order by n`,
        [textQuery, documents],
      );
      const parsed = parseTextQuery(textQuery)!;
      const found = index.matches(parsed);
      expect(index.rank(parsed, found), textQuery).toEqual(
        (rows as { rank: number }[]).map((row) => row.rank),
      );
    }
  });

  it('ranks as ts_rank does, ties included, and pages the ranked matches', async () => {
    const shelf = new ProductShelf(repository);
    const textQuery = await readQuery(['light', 'frame'], false);
    const { rows } = await query(
      `select count(distinct ts_rank(document, $1::tsquery))::int as ranks,
         count(*)::int as matches from product_search where document @@ $1::tsquery`,
      [textQuery],
    );
    const { ranks, matches } = (rows as { ranks: number; matches: number }[])[0]!;
    // Several ranks, and fewer ranks than matches: ties the ids must break.
    expect(ranks).toBeGreaterThan(2);
    expect(ranks).toBeLessThan(matches);
    const all = await databaseSearch(textQuery, {}, 'relevance');
    const page = await shelf.search({}, 'relevance', textQuery, 6, 6);
    expect(page.rows.map((row) => row.id)).toEqual(all.slice(6, 12));
    expect(page.total).toBe(matches);
  });

  it('finds nothing for a query of stop words alone', async () => {
    const shelf = new ProductShelf(repository);
    const textQuery = await readQuery(['the', 'and'], false);
    expect(textQuery).toBe('');
    expect(await shelf.search({}, 'relevance', textQuery, 0, 10)).toEqual({ rows: [], total: 0 });
  });

  it('searches a renamed product by its new name once it is told', async () => {
    const shelf = new ProductShelf(repository);
    const textQuery = await readQuery(['lightbox'], false);
    expect((await shelf.search({}, 'relevance', textQuery, 0, 10)).total).toBe(0);
    const [id] = await ids(`update products set name = 'Lightbox Deluxe' where id = (
      select min(id) from products where slug like 'search-%') returning id`);
    shelf.changed([cacheTags.product(id!)]);
    const found = await shelf.search({}, 'relevance', textQuery, 0, 10);
    expect(found.rows.map((row) => row.id)).toEqual([id]);
  });
});

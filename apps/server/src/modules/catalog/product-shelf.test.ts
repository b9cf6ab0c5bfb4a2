import { PRODUCT_SORTS, type ProductSort } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { rawQuery } from '../../db/raw-query';
import { buildTestApp } from '../../test/app';
import { HeldRead } from '../../test/held-read';
import { cacheTags } from './catalog-cache';
import { ProductShelf } from './product-shelf';
import { ProductsRepository, type ProductScope } from './products.repository';
import { idsOf, ORDER_BY, scopeConditions } from './shelf.fixtures';

/**
 * The shop's lists come from the shelf: they must be the database's lists, in the same order to
 * the last tie, and show every change the shop is told about before the next list is answered.
 */
let app: App;
let repository: ProductsRepository;
let query: ReturnType<typeof rawQuery>;
let frames: number;
let parts: number;
let snap: number;
let partsSnap: number;

const ids = (sql: string, values: unknown[] = []) => idsOf(query, sql, values);

async function twoIds(sql: string, values: unknown[]): Promise<[number, number]> {
  const [one, two] = await ids(sql, values);
  if (one === undefined || two === undefined) throw new Error('expected two rows');
  return [one, two];
}

beforeAll(async () => {
  app = await buildTestApp();
  repository = new ProductsRepository(app.db);
  query = rawQuery(app.db);
  [frames, parts] = await twoIds(
    `insert into categories (name) values ('Shelf Frames'), ('Shelf Parts') returning id`,
    [],
  );
  [snap, partsSnap] = await twoIds(
    `insert into sub_categories (category_id, name) values ($1, 'Snap'), ($2, 'Snap') returning id`,
    [frames, parts],
  );
  // Ties in every order: prices, sales, scores and dates repeat, so only the id decides.
  await query(
    `insert into products (name, slug, sku, category_id, sub_category_id, price_cents, units_sold,
       rating_score, stock, created_at)
     select 'Shelf ' || i, 'shelf-' || i, 'SHELF-' || i,
       case when i % 3 = 0 then $2::int else $1::int end,
       case i % 4 when 0 then $3::int when 1 then $4::int end,
       1000 + (i % 5) * 250, i % 3, (i % 4) * 1.5, 10,
       timestamptz '2026-01-01 00:00:00.000001' + ((i % 6) * interval '1 microsecond')
     from generate_series(1, 60) as i`,
    [frames, parts, snap, partsSnap],
  );
});
afterAll(() => app.close());

/** The kinds of scope: the whole shop, a category, a sub-category path, and both. */
const scopes = (): ProductScope[] => [
  {},
  { categoryId: frames },
  { subCategoryIds: [snap, partsSnap] },
  { categoryId: parts, subCategoryIds: [partsSnap] },
];

async function databaseList(scope: ProductScope, sort: ProductSort): Promise<number[]> {
  const values: unknown[] = [];
  const where = scopeConditions(scope, values);
  const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
  return ids(`select p.id from products p ${filter} order by ${ORDER_BY[sort]} limit 100`, values);
}

async function shelfList(shelf: ProductShelf, scope: ProductScope, sort: ProductSort) {
  const { rows, total } = await shelf.page(scope, sort, 0, 100);
  expect(total).toBe(rows.length);
  return rows.map((row) => row.id);
}

function stockOf(rows: { id: number; stock: number }[], id: number) {
  return rows.find((row) => row.id === id)?.stock;
}

describe('ProductShelf', () => {
  it('lists every scope in every order as the database does, ties and microseconds included', async () => {
    const shelf = new ProductShelf(repository);
    for (const scope of scopes()) {
      for (const sort of PRODUCT_SORTS) {
        const expected = await databaseList(scope, sort);
        expect(expected.length).toBeGreaterThanOrEqual(5);
        expect(await shelfList(shelf, scope, sort), `${sort} ${JSON.stringify(scope)}`).toEqual(
          expected,
        );
      }
    }
    const page = await shelf.page({ categoryId: frames }, 'price_asc', 6, 6);
    expect(page.rows.map((row) => row.id)).toEqual(
      (await databaseList({ categoryId: frames }, 'price_asc')).slice(6, 12),
    );
    expect(page.total).toBe(40);
  });

  it('shows a change it is told about on the next list: stock in place, orders moved', async () => {
    const shelf = new ProductShelf(repository);
    const before = await shelf.page({}, 'price_asc', 0, 100);
    const [cheapest] = before.rows;
    const last = before.rows.at(-1)!;

    // A sale: the stock and units sold change, the price order stays.
    await query('update products set stock = 3, units_sold = 99 where id = $1', [last.id]);
    shelf.changed([cacheTags.product(last.id), cacheTags.sales]);
    const after = await shelf.page({}, 'price_asc', 0, 100);
    expect(after.rows.map((row) => row.id)).toEqual(before.rows.map((row) => row.id));
    expect(stockOf(after.rows, last.id)).toBe(3);
    expect((await shelf.page({}, 'popularity', 0, 1)).rows[0]!.id).toBe(last.id);

    // A new price moves the product in the price orders.
    await query('update products set price_cents = 1 where id = $1', [last.id]);
    shelf.changed([cacheTags.product(last.id)]);
    expect((await shelf.page({}, 'price_asc', 0, 1)).rows[0]!.id).toBe(last.id);
    expect((await shelf.page({}, 'price_desc', 0, 100)).rows.at(-1)!.id).toBe(last.id);

    // Moved to another category, then deleted.
    await query('update products set category_id = $1, sub_category_id = null where id = $2', [
      parts,
      cheapest!.id,
    ]);
    shelf.changed([cacheTags.product(cheapest!.id)]);
    for (const scope of scopes()) {
      expect(await shelfList(shelf, scope, 'default')).toEqual(
        await databaseList(scope, 'default'),
      );
    }
    await query('delete from products where id = $1', [cheapest!.id]);
    shelf.changed([cacheTags.product(cheapest!.id)]);
    for (const scope of scopes()) {
      for (const sort of PRODUCT_SORTS) {
        expect(await shelfList(shelf, scope, sort)).toEqual(await databaseList(scope, sort));
      }
    }
  });

  it('reads a product added since, and reads everything again after a change naming none', async () => {
    const shelf = new ProductShelf(repository);
    const total = (await shelf.page({}, 'default', 0, 1)).total;
    const [added] = await ids(
      `insert into products (name, slug, sku, category_id, price_cents)
       values ('Shelf Added', 'shelf-added', 'SHELF-ADDED', $1, 500) returning id`,
      [frames],
    );
    shelf.changed([cacheTags.product(added!), cacheTags.scope(frames)]);
    expect((await shelf.page({}, 'latest', 0, 1)).rows[0]!.id).toBe(added);
    expect((await shelf.page({}, 'default', 0, 1)).total).toBe(total + 1);

    await query('update products set stock = 77 where id = $1', [added]);
    shelf.changed('all');
    expect(stockOf((await shelf.page({}, 'latest', 0, 1)).rows, added!)).toBe(77);
  });

  it('reads an unannounced write once its lifetime is over, behind the lists it answers', async () => {
    let now = 0;
    const held = new HeldRead(2);
    const shelf = new ProductShelf(
      { shelfRows: held.wrap((ids) => repository.shelfRows(ids)) },
      { ttlMs: 10_000, now: () => now },
    );
    const [first] = (await shelf.page({}, 'default', 0, 1)).rows;
    await query('update products set stock = 55 where id = $1', [first!.id]);
    now = 9_999;
    expect((await shelf.page({}, 'default', 0, 1)).rows[0]!.stock).toBe(first!.stock);
    expect(held.started).toBe(1);
    now = 10_000;
    // While every product is read again, lists are answered from the shelf as it is.
    expect((await shelf.page({}, 'default', 0, 1)).rows[0]!.stock).toBe(first!.stock);
    expect(held.started).toBe(2);
    expect((await shelf.page({}, 'price_asc', 0, 100)).total).toBeGreaterThan(0);
    held.release();
    await expect.poll(async () => (await shelf.page({}, 'default', 0, 1)).rows[0]!.stock).toBe(55);
  });

  it('reads everything again after its lifetime even while changed products are being read', async () => {
    let now = 0;
    const held = new HeldRead(2);
    const shelf = new ProductShelf(
      { shelfRows: held.wrap((ids) => repository.shelfRows(ids)) },
      { ttlMs: 10_000, now: () => now },
    );
    const [first, second] = (await shelf.page({}, 'default', 0, 2)).rows;
    // A change's read is under way when the lifetime ends.
    shelf.changed([cacheTags.product(first!.id)]);
    const reading = shelf.page({}, 'default', 0, 1);
    await expect.poll(() => held.read).toBe(2);
    await query('update products set stock = 66 where id = $1', [second!.id]);
    now = 10_000;
    const list = shelf.page({}, 'default', 0, 2);
    held.release();
    await reading;
    expect((await list).rows[1]!.stock).toBe(second!.stock);
    await expect.poll(async () => (await shelf.page({}, 'default', 0, 2)).rows[1]!.stock).toBe(66);
  });

  it('does not lose a change heard while it was reading', async () => {
    // The second read of the product has its rows but is held before it answers.
    const held = new HeldRead(2);
    const shelf = new ProductShelf({ shelfRows: held.wrap((ids) => repository.shelfRows(ids)) });
    const [first] = (await shelf.page({}, 'default', 0, 1)).rows;
    shelf.changed([cacheTags.product(first!.id)]);
    const reading = shelf.page({}, 'default', 0, 1);
    await expect.poll(() => held.read).toBe(2);
    await query('update products set stock = 31 where id = $1', [first!.id]);
    shelf.changed([cacheTags.product(first!.id)]);
    held.release();
    expect((await reading).rows[0]!.stock).toBe(first!.stock);
    expect((await shelf.page({}, 'default', 0, 1)).rows[0]!.stock).toBe(31);
  });
});

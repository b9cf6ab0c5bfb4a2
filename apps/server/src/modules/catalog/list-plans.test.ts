import type { ProductSort } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { rawQuery } from '../../db/raw-query';
import { buildTestApp } from '../../test/app';
import { listQuery } from './product-search.repository';

/**
 * Every list order picks a page's ids from its own index, whichever end the page is read from,
 * and none sorts the products: the rating order must cost what the price order costs (the
 * benchmark measures the same at 10,000 products and 100,000 reviews).
 */
describe('list plans', () => {
  let app: App;
  let categoryId: number;
  // 5,000 products with their list indexes may outlast the usual hook time on a busy machine.
  beforeAll(async () => {
    app = await buildTestApp();
    const query = rawQuery(app.db);
    const { rows } = await query(
      `insert into categories (name) values ('Plan Frames'), ('Plan Banners') returning id`,
    );
    const [frames, banners] = (rows as { id: number }[]).map((row) => row.id);
    categoryId = frames!;
    // Half the products in each category, so that a category's list has an index of its own to
    // prefer; sales, dates, prices and scores spread, so that no order is one long tie.
    // Lists read only the products table, so the search table's trigger stays off while they are
    // written (most of the seed's work otherwise), in one transaction that cannot leave it off.
    // In batches: 5,000 rows at once may outlast a request's statement or read timeout on a busy
    // machine.
    await app.db.transaction(async (tx) => {
      const write = rawQuery(tx);
      await write('alter table products disable trigger products_search');
      for (let first = 1; first <= 5000; first += 1000) {
        await write(
          `insert into products (name, slug, sku, category_id, price_cents, units_sold, created_at,
           rating_count, rating_sum, rating_score)
         select 'Plan ' || i, 'plan-' || i, 'PLAN-' || i,
           case when i % 2 = 0 then $1::int else $2::int end, 100 + (i * 7919) % 50000,
           (i * 31) % 500, now() - (i * 7919 % 5000) * interval '1 minute',
           i % 40, (i % 40) * 4, case when i % 40 = 0 then 0 else (17.5 + (i % 40) * 4) / (5 + i % 40) end
         from generate_series($3::int, $3::int + 999) as i`,
          [frames, banners, first],
        );
      }
      await write('alter table products enable trigger products_search');
    });
    await query('analyze products');
  }, 120_000);
  afterAll(() => app.close());

  async function plan(sort: ProductSort, fromEnd: boolean, scoped: boolean) {
    const built = listQuery(app.db, sort, fromEnd, scoped ? 'category' : 'all').toSQL();
    const values = { categoryId, limit: 6, offset: 120 };
    // The placeholders come out in the order of `params`, as the names they were given.
    const params = built.params.map(
      (param) => values[(param as { name: keyof typeof values }).name],
    );
    const { rows } = await rawQuery(app.db)(`explain ${built.sql}`, params);
    return (rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
  }

  it.each([
    ['popularity', 'products_units_sold_id_idx', 'products_category_units_sold_id_idx'],
    ['latest', 'products_created_at_id_idx', 'products_category_created_at_id_idx'],
    ['price_asc', 'products_price_cents_id_idx', 'products_category_price_cents_id_idx'],
    ['price_desc', 'products_price_cents_desc_id_idx', 'products_category_price_cents_desc_id_idx'],
    ['rating', 'products_rating_score_id_idx', 'products_category_rating_score_id_idx'],
  ] as const)('the %s order reads its index and sorts nothing', async (sort, all, category) => {
    for (const fromEnd of [false, true]) {
      const whole = await plan(sort, fromEnd, false);
      expect(whole).toContain(all);
      const scoped = await plan(sort, fromEnd, true);
      expect(scoped).toContain(category);
      // The outer sort is of the page's six rows only; the ids are picked in index order.
      for (const text of [whole, scoped]) {
        expect(text.match(/Sort Key/g)?.length ?? 0).toBeLessThanOrEqual(1);
        expect(text).not.toMatch(/Seq Scan on products/);
      }
    }
  });
});

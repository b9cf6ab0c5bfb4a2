import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signInStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { createCategory } from './products.fixtures';
import { ProductSearchRepository } from './product-search.repository';
import { ProductsRepository } from './products.repository';

let app: App;
let categoryId: number;
/** How many products the category holds: half of them. */
const IN_CATEGORY = 2000;

beforeAll(async () => {
  app = await buildTestApp();
  const staff = await signInStaff(app);
  const subs = ['Indoor', 'Outdoor', 'Tabletop', 'Hanging'];
  const frames = await createCategory(app, staff, 'Backlit Frames', subs);
  const banners = await createCategory(app, staff, 'Fabric Banners', subs);
  const subIds = [...frames.subs, ...banners.subs].map((sub) => sub.id);
  categoryId = frames.id;
  // Enough products, in categories and sub-categories, for the planner to weigh its plans as it
  // would in a real shop; in batches, as each row also fills the search tables.
  for (let first = 1; first <= 4000; first += 500) {
    await app.db.execute(sql`
      insert into products (name, slug, sku, stock, category_id, sub_category_id, description,
        price_cents, image, additional_images, units_sold)
      select 'Frame ' || i, 'frame-' || i, 'FR-' || i, 5,
        case when i % 8 < 4 then ${frames.id}::int else ${banners.id}::int end,
        (${sql.param(subIds)}::int[])[i % 8 + 1], '', 1000 + i * 7 % 5000, 'products/frame.webp',
        '[]'::jsonb, i % 40
      from generate_series(${first}::int, ${first + 499}::int) as i`);
  }
  await app.db.execute(sql`analyze products`);
});

afterAll(async () => {
  await app.close();
});

// The embedded database runs every statement unnamed, planned for its values each time: only
// PostgreSQL keeps prepared statements and their plans.
describe.runIf(process.env.TEST_DATABASE_URL)('the catalogue statements on PostgreSQL', () => {
  it('plan the product page once per connection', async () => {
    const plans = await app.db.transaction(async (tx) => {
      const repository = new ProductsRepository(tx);
      for (let i = 1; i <= 10; i++) {
        const page = await repository.withRelated(`frame-${i * 251}`, 8);
        expect(page?.related).toHaveLength(8);
      }
      return plansOf(tx, 'products_with_related_%');
    });
    expect(plans.custom + plans.generic).toBe(10);
    expect(plans.generic).toBeGreaterThanOrEqual(4);
  });

  it('plan a list once per connection, not again for every page', async () => {
    // One transaction holds one connection, so its prepared statements are the ones counted.
    const plans = await app.db.transaction(async (tx) => {
      const search = new ProductSearchRepository(tx);
      for (let page = 0; page < 10; page++) {
        const rows = await search.list({
          sort: 'price_asc',
          categoryId,
          limit: 6,
          offset: page * 97,
          total: IN_CATEGORY,
        });
        expect(rows).toHaveLength(6);
      }
      return plansOf(tx, 'product_list_price_asc_%');
    });
    // PostgreSQL plans a statement for its first five runs' values, then keeps one plan for all
    // values if it is as good: from then on no list is planned again.
    expect(plans.custom + plans.generic).toBe(10);
    expect(plans.generic).toBeGreaterThanOrEqual(4);
  });

  it('plan a search once per connection, a mistyped one too, whatever its number of words', async () => {
    const plans = await app.db.transaction(async (tx) => {
      const search = new ProductSearchRepository(tx);
      // Right, and mistyped: one statement answers both, loose only when as typed finds nothing.
      const searches = [['fram'], ['farme', '12'], ['frmae', '1', '2'], ['fraem'], ['rfame', '3']];
      for (const [i, words] of [...searches, ...searches, ...searches].entries()) {
        await search.search({
          shape: 'staff',
          words,
          sort: 'newest',
          limit: 6,
          offset: (i % 2) * 6,
        });
      }
      return plansOf(tx, 'product_search_staff_newest_%');
    });
    // A search past its last page runs again for the count, so the statement ran more than
    // fifteen times; whatever the count, only the first five are planned for their values.
    expect(plans.custom).toBeLessThanOrEqual(5);
    expect(plans.generic).toBeGreaterThanOrEqual(10);
  });
});

/** How often the statements named like `pattern` were planned for their values or kept a plan. */
async function plansOf(db: Pick<App['db'], 'execute'>, pattern: string) {
  const result = (await db.execute(sql`
    select coalesce(sum(generic_plans), 0)::int as generic,
      coalesce(sum(custom_plans), 0)::int as custom
    from pg_prepared_statements where name like ${pattern}`)) as unknown as {
    rows: { generic: number; custom: number }[];
  };
  return result.rows[0]!;
}

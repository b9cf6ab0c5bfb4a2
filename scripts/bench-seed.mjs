// A shop with history for the benchmarks, written straight into PostgreSQL with INSERT … SELECT:
// a catalogue of products named as a real one is (families, sizes, finishes, so that searches
// match tens of products, not all or none), customers, and a year of orders with their lines,
// payments and refunds. The database triggers fill the search table and the day totals as they
// would for orders placed one by one.
//
// As a command (`npm run bench:seed -- postgres://…/db`): migrates that database with the built
// server, then seeds it with 10,000 products, 5,000 customers and 100,000 orders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const HISTORY = { products: 10_000, customers: 5_000, orders: 100_000, reviews: 100_000 };

const CATEGORIES = [
  'Backlit Frames',
  'Fabric Banners',
  'Pop-Up Displays',
  'Lighting',
  'Signs and Holders',
  'Flags',
  'Cases and Bags',
  'Accessories',
];
const SUB_CATEGORIES = ['Indoor', 'Outdoor', 'Tabletop', 'Hanging'];
export const FAMILIES = [
  'Snap Frame',
  'Fabric Banner',
  'Pop-Up Display',
  'Light Box',
  'Sign Holder',
  'Feather Flag',
  'Carry Bag',
  'Frame Clip',
  'Poster Rail',
  'Tension Fabric Wall',
  'Counter Display',
  'LED Strip',
  'Menu Board',
  'Teardrop Flag',
  'Display Case',
  'Lamp Kit',
  'Wall Frame',
  'Roll-Up Banner',
  'Pillar Wrap',
  'Edge Lit Panel',
  'Acrylic Sign',
  'Hanging Banner',
  'Shipping Crate',
  'Corner Connector',
  'Magnetic Frame',
  'Table Throw',
  'Arch Frame',
  'Backlit Panel',
  'Sidewalk Sign',
  'Beach Flag',
  'Brochure Case',
  'Power Supply',
];
export const SIZES = ['A0', 'A1', 'A2', 'A3', 'A4', 'B1', 'B2', '24x36', '30x40', '36x48'];
export const FINISHES = ['Silver', 'Black', 'White', 'Gold', 'Oak', 'Walnut', 'Chrome', 'Red'];
const EDITIONS = ['', 'Pro', 'Lite', 'XL'];
const FEATURES = [
  'Aluminium profile with rounded corners.',
  'Tool-free set-up in five minutes.',
  'Double-sided print with UV-resistant inks.',
  'LED backlight with even illumination.',
  'Comes with a padded carry bag.',
  'Fire-rated fabric, B1 certified.',
  'Wall-mounted or free-standing.',
  'Replacement graphics available.',
  'Magnetic front for quick changes.',
  'Two-year warranty on the frame.',
];
export const FIRST_NAMES = [
  'Ada',
  'Grace',
  'Alan',
  'Edsger',
  'Barbara',
  'Donald',
  'Margaret',
  'Ken',
  'Frances',
  'Dennis',
  'Radia',
  'John',
  'Katherine',
  'Tim',
  'Hedy',
  'Claude',
];
export const LAST_NAMES = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Hamilton',
  'Thompson',
  'Allen',
  'Ritchie',
  'Perlman',
  'Backus',
  'Johnson',
  'Berners-Lee',
  'Lamarr',
  'Shannon',
  'Kay',
  'Wirth',
  'Cerf',
  'Goldberg',
  'Sutherland',
  'Engelbart',
  'Hoare',
  'Milner',
];

/** Categories with four sub-categories each, and `count` products spread over them. */
export async function seedCatalog(sql, count = HISTORY.products) {
  const categories = await sql`
    insert into categories (name, description)
    select name, 'Benchmark category.' from unnest(${CATEGORIES}::text[]) as name
    returning id`;
  const categoryIds = categories.map((row) => row.id);
  await sql`
    insert into sub_categories (category_id, name, position)
    select c, s.name, s.position - 1
    from unnest(${categoryIds}::int[]) as c,
      unnest(${SUB_CATEGORIES}::text[]) with ordinality as s(name, position)`;
  await sql`
    insert into products (name, slug, sku, stock, category_id, sub_category_id, description,
      compare_at_price_cents, price_cents, image, units_sold, created_at, updated_at)
    select name, lower(regexp_replace(name, '[^A-Za-z0-9]+', '-', 'g')) || '-' || i,
      'BN-' || i, i % 60, category_id,
      (select id from sub_categories s where s.category_id = p.category_id
        order by position offset (i / 7) % 4 limit 1),
      'A ' || lower(finish) || ' ' || lower(family) || ' in ' || size ||
        ' for trade shows, shops and events. ' || feature,
      case when i % 5 = 0 then price_cents + price_cents / 4 end, price_cents,
      'products/' || substr(md5(i::text), 1, 24) || '-800.webp', (i * 37) % 1000,
      now() - i * interval '1 minute', now()
    from (
      select i, f.family, z.size, n.finish, e.edition, t.feature,
        (${categoryIds}::int[])[1 + (i % ${FAMILIES.length}) % ${categoryIds.length}] as category_id,
        concat_ws(' ', f.family, z.size, n.finish, nullif(e.edition, '')) as name,
        1500 + (i * 7919) % 150000 as price_cents
      from generate_series(1, ${count}::int) as i
      cross join lateral (select (${FAMILIES}::text[])[1 + i % ${FAMILIES.length}] as family) f
      cross join lateral (
        select (${SIZES}::text[])[1 + (i / ${FAMILIES.length}) % ${SIZES.length}] as size) z
      cross join lateral (
        select (${FINISHES}::text[])[1 + (i / ${FAMILIES.length * SIZES.length}) % ${FINISHES.length}]
          as finish) n
      cross join lateral (
        select (${EDITIONS}::text[])[
          1 + (i / ${FAMILIES.length * SIZES.length * FINISHES.length}) % ${EDITIONS.length}
        ] as edition) e
      cross join lateral (select (${FEATURES}::text[])[1 + i % ${FEATURES.length}] as feature) t
    ) as p`;
}

/**
 * `customers` customers registered over the last year, and `orders` orders from them over the
 * same year (newest first in number), one or two lines each, each with its captured payment;
 * most delivered, some cancelled or refunded (with their refunds), the newest still in progress.
 */
export async function seedHistory(
  sql,
  { customers = HISTORY.customers, orders = HISTORY.orders } = {},
) {
  await sql`
    insert into users (first_name, last_name, username, email, password_hash, phone, address,
      city, state, postcode, country, created_at, updated_at)
    select (${FIRST_NAMES}::text[])[1 + i % ${FIRST_NAMES.length}],
      (${LAST_NAMES}::text[])[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
      'customer' || i, 'customer' || i || '@example.com',
      '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaA$not-a-real-hash-nobody-signs-in-with-it',
      '+1 404-555-' || lpad((i % 10000)::text, 4, '0'), i || ' Peachtree St NE', 'Atlanta', 'GA',
      '30303', 'US', now() - (i % 365) * interval '1 day' - i * interval '1 second', now()
    from generate_series(1, ${customers}::int) as i`;
  const [{ first_user: firstUser }] = await sql`
    select min(id) as first_user from users where username like 'customer%'`;
  const [{ first_product: firstProduct, products }] = await sql`
    select min(id) as first_product, count(*)::int as products from products`;
  const seconds = Math.floor((365 * 86_400) / orders);

  await sql`
    create temporary table plan as
    select i, ${firstUser}::int + i % ${customers}::int as user_id,
      ${firstProduct}::int + ((i::bigint * 7919) % ${products}::int)::int as p1, 1 + i % 3 as q1,
      case when i % 2 = 0 then ${firstProduct}::int + ((i::bigint * 104729) % ${products}::int)::int end as p2,
      i % 10 = 0 as rush,
      now() - i * ${seconds}::int * interval '1 second' as placed,
      case
        when i % 50 = 0 then 'cancelled'
        when i % 50 = 1 then 'refunded'
        when i < ${orders}::int / 50 then 'paid'
        when i < ${orders}::int * 3 / 100 then 'in_production'
        when i < ${orders}::int / 20 then 'shipped'
        else 'delivered'
      end as status,
      'BLS-' || upper(lpad(to_hex((i * 2654435761::bigint) % 16777216), 6, '0')) as tracking_no,
      'DEMO-BENCH-' || i as payment_ref
    from generate_series(1, ${orders}::int) as i`;
  await sql`
    alter table plan add column subtotal integer, add column rush_fee integer,
      add column price1 integer, add column price2 integer`;
  await sql`
    update plan set price1 = (select price_cents from products where id = p1),
      price2 = (select price_cents from products where id = p2)`;
  await sql`
    update plan set subtotal = price1 * q1 + coalesce(price2, 0),
      rush_fee = case when rush then greatest(5000, (price1 * q1 + coalesce(price2, 0)) / 4)
        else 0 end`;
  await sql`
    insert into payments (user_id, provider, provider_order_id, amount_cents, currency, rush,
      status, capture_id, captured_cents, created_at, updated_at)
    select user_id, 'demo', payment_ref, subtotal + rush_fee, 'USD', rush,
      case when status in ('cancelled', 'refunded') then 'refunded' else 'captured' end,
      'CAPTURE-' || payment_ref, subtotal + rush_fee, placed, placed
    from plan`;
  await sql`
    insert into orders (tracking_no, user_id, payment_id, payment_order_id, payment_method, status,
      first_name, last_name, address, city, state, postcode, country, phone, email, rush,
      subtotal_cents, rush_fee_cents, total_cents, currency, carrier, shipment_tracking_number,
      shipped_at, created_at, updated_at)
    select plan.tracking_no, plan.user_id, payments.id, plan.payment_ref, 'Demo', plan.status,
      u.first_name, u.last_name, u.address, u.city, u.state, u.postcode, u.country, u.phone,
      u.email, plan.rush, plan.subtotal, plan.rush_fee, plan.subtotal + plan.rush_fee, 'USD',
      case when plan.status in ('shipped', 'delivered') then 'UPS' end,
      case when plan.status in ('shipped', 'delivered') then '1Z' || plan.i end,
      case when plan.status in ('shipped', 'delivered') then plan.placed + interval '2 days' end,
      plan.placed, plan.placed
    from plan
    join payments on payments.provider_order_id = plan.payment_ref
    join users u on u.id = plan.user_id`;
  await sql`
    insert into order_lines (order_id, product_id, name, sku, unit_price_cents, quantity)
    select o.id, p.id, p.name, p.sku, line.price, line.quantity
    from plan
    join orders o on o.payment_order_id = plan.payment_ref
    cross join lateral (values (plan.p1, plan.price1, plan.q1), (plan.p2, plan.price2, 1))
      as line(product_id, price, quantity)
    join products p on p.id = line.product_id`;
  await sql`
    insert into order_refunds (order_id, provider_refund_id, amount_cents, created_at)
    select o.id, 'REFUND-' || plan.payment_ref,
      case when plan.status = 'delivered' then o.total_cents / 10 else o.total_cents end,
      plan.placed + interval '3 days'
    from plan
    join orders o on o.payment_order_id = plan.payment_ref
    where plan.status in ('cancelled', 'refunded') or (plan.status = 'delivered' and plan.i % 97 = 0)`;
  await sql`drop table plan`;
}

/**
 * `reviews` approved reviews, ten per product from ten customers, mostly four and five stars, and
 * each product's rating figures counted from them as the reviews module counts them (the score
 * is the domain's Bayesian average: 5 reviews of 3.5 stars as the prior).
 */
export async function seedReviews(sql, { reviews = HISTORY.reviews } = {}) {
  const [{ first_user: firstUser, customers }] = await sql`
    select min(id) as first_user, count(*)::int as customers from users
    where username like 'customer%'`;
  const [{ first_product: firstProduct, products }] = await sql`
    select min(id) as first_product, count(*)::int as products from products`;
  await sql`
    insert into product_reviews (product_id, user_id, rating, title, body, status, created_at,
      updated_at)
    select ${firstProduct}::int + i % ${products}::int,
      ${firstUser}::int + ((i / ${products}::int) + (i % ${products}::int) * 31) % ${customers}::int,
      (array[1, 2, 3, 4, 4, 4, 5, 5, 5, 5])[1 + get_byte(decode(md5(i::text), 'hex'), 0) % 10],
      'Review ' || i, 'A review of the product, number ' || i || '.', 'approved',
      now() - (i % 365) * interval '1 day', now() - (i % 365) * interval '1 day'
    from generate_series(0, ${reviews}::int - 1) as i`;
  await sql`
    update products set rating_count = r.n, rating_sum = r.total, rating_stars = r.stars,
      rating_score = (5 * 3.5 + r.total)::float8 / (5 + r.n)
    from (
      select product_id, count(*)::int as n, sum(rating)::int as total,
        array[count(*) filter (where rating = 1), count(*) filter (where rating = 2),
          count(*) filter (where rating = 3), count(*) filter (where rating = 4),
          count(*) filter (where rating = 5)]::int[] as stars
      from product_reviews where status = 'approved' group by product_id
    ) r
    where products.id = r.product_id`;
}

/** Fresh planner statistics and visibility maps, as autovacuum would leave them. */
export async function settle(sql) {
  await sql`vacuum analyze`;
}

async function seedFromCommandLine() {
  const { startServer, stopServer } = await import('./bench-support.mjs');
  const postgres = (await import('postgres')).default;
  const url = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('usage: npm run bench:seed -- postgres://user@host:5432/database');
    process.exit(2);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'backlit-bench-seed-'));
  try {
    // The server migrates the database at start.
    await stopServer(await startServer(Number(process.env.BENCH_PORT ?? 3290), url, dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const started = performance.now();
    await seedCatalog(sql);
    await seedHistory(sql);
    await seedReviews(sql);
    await settle(sql);
    console.log(
      `seeded ${HISTORY.products} products, ${HISTORY.customers} customers, ` +
        `${HISTORY.orders} orders and ${HISTORY.reviews} reviews in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await sql.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await seedFromCommandLine();

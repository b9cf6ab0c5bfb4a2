import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_DIR } from '../config';
import { makeTempDir } from '../test/app';
import { createThrowawayDatabase } from '../test/db';
import { pgliteTemplate } from '../test/templates';
import { connectPostgres, PGLITE_OPTIONS, wrapPglite, type DatabaseClient } from './client';
import {
  addresses,
  cartItems,
  orderDayTotals,
  orderNameWords,
  orders,
  products,
  productSearch,
  productWords,
  users,
} from './schema';

const RENAMING_MIGRATION = '0008_names_that_say_what_they_mean';
const SEARCH_AND_HISTORY_MIGRATION = '0011_search_and_history';

/**
 * A copy of the migrations folder whose journal stops just before `tag`: migrating with it leaves
 * a database as the previous release had it.
 */
async function migrationsBefore(tag: string) {
  const temp = await makeTempDir('backlit-migrations-');
  await cp(DEFAULT_MIGRATIONS_DIR, temp.dir, { recursive: true });
  const journalFile = path.join(temp.dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at, `${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return temp;
}

/** One of each row the migration renames columns of, written with the old column names. */
async function writeRowsUnderOldNames(database: DatabaseClient) {
  const { db } = database;
  await db.execute(sql`
    insert into users (id, firstname, lastname, companyname, username, email, password_hash,
      phone, address, address2, city, state, codepostal, country)
    overriding system value
    values (1, 'Ada', 'Lovelace', 'Analytical Engines', 'ada', 'ada@example.com', 'hash',
      '+1 404 555 0100', '1 Main St', 'Suite 2', 'Atlanta', 'GA', '30318', 'US')`);
  await db.execute(sql`
    insert into categories (id, name) overriding system value values (1, 'Backlit Frames')`);
  await db.execute(sql`
    insert into products (id, name, slug, sku, stock, category_id, selling_price_cents,
      original_price_cents)
    overriding system value
    values (1, 'Snap Frame', 'snap-frame', 'SF-1', 5, 1, 15900, 12900)`);
  await db.execute(sql`
    insert into cart_items (user_id, product_id, product_qty) values (1, 1, 3)`);
  await db.execute(sql`
    insert into payments (id, user_id, provider, provider_order_id, amount_cents, currency, rush,
      status)
    overriding system value
    values (1, 1, 'demo', 'DEMO-1', 38700, 'USD', false, 'captured')`);
  await db.execute(sql`
    insert into orders (tracking_no, user_id, payment_id, payment_order_id, payement_method,
      firstname, lastname, companyname, streetaddress, streetaddressoptional, city, state_contry,
      zip, country, phone, email, ordernotes, subtotal_cents, total_cents, currency)
    values ('BLS-ABCDEF', 1, 1, 'DEMO-1', 'Demo', 'Ada', 'Lovelace', 'Analytical Engines',
      '1455 Northside Dr NW', 'Dock 3', 'Atlanta', 'GA', '30318', 'US', '+1 404 555 0100',
      'ada@example.com', 'Loading dock, please.', 38700, 38700, 'USD')`);
  await db.execute(sql`
    insert into addresses (user_id, firstname, lastname, companyname, streetaddress,
      streetaddressoptional, city, state_code, zip, country, phone, is_default)
    values (1, 'Grace', 'Hopper', 'Navy Displays', '100 Queen St W', 'Unit 4', 'Toronto', 'ON',
      'M5H 2N2', 'CA', '+1 416 555 0100', true)`);
}

async function existingConstraintsAndIndexes(
  database: DatabaseClient,
  names: string[],
): Promise<string[]> {
  const result = await database.db.execute<{ name: string }>(sql`
    select conname as name from pg_constraint where conname in ${names}
    union all
    select indexname as name from pg_indexes where indexname in ${names}`);
  // Both drivers answer { rows }; the shared Database type does not say so.
  const { rows } = result as unknown as { rows: { name: string }[] };
  return rows.map((row) => row.name).sort();
}

/** Migrates to the release before the renames, writes data, then applies the renaming migration. */
async function exerciseRenames(database: DatabaseClient) {
  const previous = await migrationsBefore(RENAMING_MIGRATION);
  try {
    await database.migrate(previous.dir);
  } finally {
    await previous.remove();
  }
  await writeRowsUnderOldNames(database);

  await database.migrate(DEFAULT_MIGRATIONS_DIR);

  const { db } = database;
  expect(await db.select().from(users)).toEqual([
    expect.objectContaining({
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Analytical Engines',
      address: '1 Main St',
      address2: 'Suite 2',
      state: 'GA',
      postcode: '30318',
    }),
  ]);
  expect(await db.select().from(products)).toEqual([
    expect.objectContaining({ priceCents: 12_900, compareAtPriceCents: 15_900 }),
  ]);
  expect(await db.select().from(cartItems)).toEqual([expect.objectContaining({ quantity: 3 })]);
  expect(await db.select().from(orders)).toEqual([
    expect.objectContaining({
      paymentMethod: 'Demo',
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Analytical Engines',
      address: '1455 Northside Dr NW',
      address2: 'Dock 3',
      state: 'GA',
      postcode: '30318',
      orderNotes: 'Loading dock, please.',
    }),
  ]);
  expect(await db.select().from(addresses)).toEqual([
    expect.objectContaining({
      firstName: 'Grace',
      lastName: 'Hopper',
      companyName: 'Navy Displays',
      address: '100 Queen St W',
      address2: 'Unit 4',
      state: 'ON',
      postcode: 'M5H 2N2',
    }),
  ]);

  // The index and the checks follow their columns' new names, and still hold.
  expect(
    await existingConstraintsAndIndexes(database, [
      'products_price_cents_idx',
      'products_price_cents_check',
      'cart_items_quantity_check',
      'products_original_price_cents_idx',
      'products_original_price_cents_check',
      'cart_items_product_qty_check',
    ]),
  ).toEqual(['cart_items_quantity_check', 'products_price_cents_check']);
  // A later migration replaced the price index by one that also orders ties by id (dropped for a
  // while, when the shop's lists were sorted in memory, and made again).
  expect(await existingConstraintsAndIndexes(database, ['products_price_cents_id_idx'])).toEqual([
    'products_price_cents_id_idx',
  ]);
  await expect(
    db.insert(products).values({
      name: 'Free Frame',
      slug: 'free-frame',
      sku: 'FF-1',
      categoryId: 1,
      priceCents: 0,
    }),
  ).rejects.toThrow();
}

describe('the migration that renames columns to what they mean', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('keeps every row of a PGlite database, under the new names', async () => {
    const database = wrapPglite(
      await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: await pgliteTemplate('empty') }),
    );
    cleanups.push(database.close);
    await exerciseRenames(database);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps every row of a PostgreSQL database, under the new names',
    async () => {
      const { url, drop } = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!);
      cleanups.push(drop);
      const database = connectPostgres(url);
      cleanups.unshift(database.close);
      await exerciseRenames(database);
    },
  );
});

/** A shop as the release before the search and history migration left it, then migrated. */
async function exerciseSearchAndHistory(database: DatabaseClient) {
  const previous = await migrationsBefore(SEARCH_AND_HISTORY_MIGRATION);
  try {
    await database.migrate(previous.dir);
  } finally {
    await previous.remove();
  }
  const { db } = database;
  await db.execute(sql`
    insert into users (id, first_name, last_name, username, email, password_hash, phone, address,
      city, postcode, country)
    overriding system value
    values (1, 'Ada', 'Lovelace', 'ada', 'ada@example.com', 'hash', '+1 404 555 0100',
      '1 Main St', 'Atlanta', '30318', 'US')`);
  await db.execute(sql`
    insert into categories (id, name) overriding system value values (1, 'Backlit Frames')`);
  await db.execute(sql`
    insert into sub_categories (id, category_id, name) overriding system value
    values (1, 1, 'Snap Frames')`);
  await db.execute(sql`
    insert into products (id, name, slug, sku, stock, category_id, sub_category_id, description,
      price_cents)
    overriding system value
    values (1, 'Snap Frame A1', 'snap-frame-a1', 'SF-A1', 5, 1, 1, 'Silver aluminium.', 12900)`);
  for (const [id, day, status, refund] of [
    [1, '2026-03-02T10:00:00Z', 'paid', null],
    [2, '2026-03-02T23:59:59Z', 'paid', 1000],
    [3, '2026-03-03T00:00:00Z', 'refunded', 12900],
  ] as const) {
    await db.execute(sql`
      insert into payments (id, user_id, provider, provider_order_id, amount_cents, currency,
        rush, status)
      overriding system value
      values (${id}, 1, 'demo', ${`DEMO-${id}`}, 12900, 'USD', false, 'captured')`);
    await db.execute(sql`
      insert into orders (id, tracking_no, user_id, payment_id, payment_order_id, payment_method,
        status, first_name, last_name, address, city, state, postcode, country, phone, email,
        subtotal_cents, total_cents, currency, created_at)
      overriding system value
      values (${id}, ${`BLS-00000${id}`}, 1, ${id}, ${`DEMO-${id}`}, 'Demo', ${status}, 'Ada',
        'Lovelace', '1 Main St', 'Atlanta', 'GA', '30318', 'US', '+1 404 555 0100',
        'ada@example.com', 12900, 12900, 'USD', ${day})`);
    if (refund !== null) {
      await db.execute(sql`
        insert into order_refunds (order_id, provider_refund_id, amount_cents)
        values (${id}, ${`REFUND-${id}`}, ${refund})`);
    }
  }

  await database.migrate(DEFAULT_MIGRATIONS_DIR);

  expect(await db.select().from(productSearch)).toEqual([
    expect.objectContaining({
      productId: 1,
      categoryId: 1,
      subCategoryId: 1,
    }),
  ]);
  // The words of the name, SKU, category and sub-category (stemmed, and as written: "frames"),
  // not of the description.
  expect(await db.select().from(productWords).orderBy(productWords.word)).toEqual(
    ['a1', 'backlit', 'frame', 'frames', 'sf', 'snap'].map((word) => ({ word })),
  );
  expect(
    await db.select().from(orderDayTotals).orderBy(orderDayTotals.day, orderDayTotals.status),
  ).toEqual([
    { day: '2026-03-02', status: 'paid', orders: 2, totalCents: 25_800, refundedCents: 1000 },
    { day: '2026-03-03', status: 'refunded', orders: 1, totalCents: 12_900, refundedCents: 12_900 },
  ]);
  expect(await db.select().from(orderNameWords).orderBy(orderNameWords.word)).toEqual([
    { word: 'ada' },
    { word: 'lovelace' },
  ]);
}

describe('the migration that adds search and day totals', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('fills them from the products and orders of a PGlite database', async () => {
    const database = wrapPglite(
      await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: await pgliteTemplate('empty') }),
    );
    cleanups.push(database.close);
    await exerciseSearchAndHistory(database);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'fills them from the products and orders of a PostgreSQL database',
    async () => {
      const { url, drop } = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!);
      cleanups.push(drop);
      const database = connectPostgres(url);
      cleanups.unshift(database.close);
      await exerciseSearchAndHistory(database);
    },
  );
});

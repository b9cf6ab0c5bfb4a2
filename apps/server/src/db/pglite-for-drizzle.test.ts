import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, integer, interval, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../test/templates';
import { pgliteForDrizzle } from './pglite-for-drizzle';

const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  local: timestamp('local').notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  ats: timestamp('ats', { withTimezone: true }).array().notNull(),
});

const row = {
  id: 1,
  at: new Date('2026-11-30T14:05:06.789Z'),
  local: new Date('2026-03-08T02:30:00.000Z'),
  day: '2026-02-28',
  span: '1 day 02:00:00',
  ats: [new Date('2026-01-01T00:00:00.000Z'), new Date('2026-06-30T23:59:59.999Z')],
};

describe('PGlite as Drizzle is given it', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create({ loadDataDir: await pgliteTemplate('empty') });
    await client.exec(`create table moments (id int primary key, at timestamptz not null,
      local timestamp not null, day date not null, span interval not null,
      ats timestamptz[] not null)`);
    await drizzle({ client: pgliteForDrizzle(client) })
      .insert(moments)
      .values(row);
  }, 30_000);
  afterAll(() => client.close());

  /** The statements prepared in the database that read `table`. */
  async function preparedOn(table: string) {
    const { rows } = await client.query<{ statement: string }>(
      `select statement from pg_prepared_statements where statement like $1`,
      [`%"${table}"%`],
    );
    return rows.map((prepared) => prepared.statement);
  }

  it('reads dates, times, intervals and arrays of them as Drizzle reads them from PostgreSQL', async () => {
    const db = drizzle({ client: pgliteForDrizzle(client) });
    expect(await db.select().from(moments)).toEqual([row]);
    const inTransaction = await db.transaction((tx) =>
      tx.select().from(moments).where(eq(moments.id, 1)),
    );
    expect(inTransaction).toEqual([row]);
  });

  it('prepares a statement once, and runs it again by name, in a transaction or not', async () => {
    const db = drizzle({ client: pgliteForDrizzle(client) });
    const byId = (id: number) =>
      db.select({ day: moments.day }).from(moments).where(eq(moments.id, id));
    expect(await byId(1)).toEqual([{ day: row.day }]);
    expect(await byId(2)).toEqual([]);
    expect(
      await db.transaction((tx) =>
        tx.select({ day: moments.day }).from(moments).where(eq(moments.id, 1)),
      ),
    ).toEqual([{ day: row.day }]);
    // Another view of the same database finds the statement prepared.
    expect(
      await drizzle({ client: pgliteForDrizzle(client) })
        .select({ day: moments.day })
        .from(moments)
        .where(eq(moments.id, 1)),
    ).toEqual([{ day: row.day }]);
    const prepared = await preparedOn('moments');
    expect(prepared.filter((statement) => statement.startsWith('select "day"'))).toHaveLength(1);
  });

  it('prepares again what DISCARD ALL took away', async () => {
    const db = drizzle({ client: pgliteForDrizzle(client) });
    const count = () => db.$count(moments);
    expect(await count()).toBe(1);
    await client.exec('discard all');
    // Found gone, prepared again and run once more.
    expect(await count()).toBe(1);
    await client.exec('discard all');
    // In a transaction nothing can be tried again: the error aborted it. The next one prepares.
    const inTransaction = () => db.transaction(async (tx) => tx.$count(moments));
    expect(((await inTransaction().catch((error: Error) => error)) as Error).cause).toMatchObject({
      code: '26000',
    });
    expect(await inTransaction()).toBe(1);
  });

  it('reads a table whose columns changed under a prepared statement', async () => {
    const view = pgliteForDrizzle(client);
    await client.exec('create table notes (id int)');
    await client.exec('insert into notes values (1)');
    expect((await view.query('select * from notes')).rows).toEqual([{ id: 1 }]);
    await client.exec(`alter table notes add column body text default 'x'`);
    expect((await view.query('select * from notes')).rows).toEqual([{ id: 1, body: 'x' }]);
  });

  it('fails as PGlite fails: with the code, and a transaction rolled back', async () => {
    const db = drizzle({ client: pgliteForDrizzle(client) });
    const failure = await db
      .transaction(async (tx) => {
        await tx.update(moments).set({ span: '2 days' }).where(eq(moments.id, 1));
        await tx.insert(moments).values(row);
      })
      .catch((error: unknown) => error);
    // Drizzle wraps what the driver threw.
    expect((failure as Error).cause).toMatchObject({
      code: '23505',
      query: expect.stringContaining('insert'),
    });
    expect(await db.select({ span: moments.span }).from(moments)).toEqual([{ span: row.span }]);
  });

  it('keeps at most a thousand statements prepared, closing the least recently run', async () => {
    const view = pgliteForDrizzle(client);
    for (let n = 0; n <= 1000; n++) await view.query(`select ${n} as "many"`);
    await view.query('select 1 as "one more"');
    const prepared = await preparedOn('many');
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    expect(rows[0]!.n).toBeLessThanOrEqual(1000);
    expect(prepared).not.toContain('select 0 as "many"');
    expect(prepared).toContain('select 1000 as "many"');
  });

  it('leaves a statement given its own parameter types to PGlite', async () => {
    const view = pgliteForDrizzle(client);
    const { rows } = await view.query('select $1 as "typed"', ['7'], { paramTypes: [23] });
    expect(rows).toEqual([{ typed: 7 }]);
    expect(await preparedOn('typed')).toEqual([]);
  });

  it('applies a query’s own parsers', async () => {
    const view = pgliteForDrizzle(client);
    const { rows } = await view.query<{ n: string }>('select 41 + 1 as n', [], {
      parsers: { 23: (value) => `#${value}` },
    });
    expect(rows).toEqual([{ n: '#42' }]);
  });
});

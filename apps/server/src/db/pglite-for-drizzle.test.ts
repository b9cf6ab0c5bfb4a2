import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
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
  /** The options each query and each query in a transaction reached PGlite with. */
  const reached: (QueryOptions | undefined)[] = [];

  beforeAll(async () => {
    client = await PGlite.create({ loadDataDir: await pgliteTemplate('empty') });
    await client.exec(`create table moments (id int primary key, at timestamptz not null,
      local timestamp not null, day date not null, span interval not null,
      ats timestamptz[] not null)`);
    const query = client.query.bind(client);
    client.query = (text, params, options) => {
      reached.push(options);
      return query(text, params, options);
    };
    const transaction = client.transaction.bind(client);
    client.transaction = (work) =>
      transaction((tx) => {
        const txQuery = tx.query;
        const watched: Transaction = Object.assign(Object.create(tx) as Transaction, {
          query: ((text, params, options) => {
            reached.push(options);
            return txQuery(text, params, options);
          }) satisfies Transaction['query'],
        });
        return work(watched);
      });
  }, 30_000);
  afterAll(() => client.close());

  it('reads dates, times, intervals and arrays of them as Drizzle reads them from PostgreSQL', async () => {
    const db = drizzle({ client: pgliteForDrizzle(client) });
    await db.insert(moments).values(row);
    expect(await db.select().from(moments)).toEqual([row]);
    const inTransaction = await db.transaction((tx) =>
      tx.select().from(moments).where(eq(moments.id, 1)),
    );
    expect(inTransaction).toEqual([row]);
  });

  it('sends no parsers of Drizzle’s with its queries, in a transaction or not', async () => {
    const db = drizzle({ client: pgliteForDrizzle(client) });
    reached.length = 0;
    await db.select().from(moments);
    await db.transaction((tx) => tx.select().from(moments));
    // One select, then the transaction's select (its BEGIN and COMMIT are PGlite's own).
    expect(reached).toHaveLength(2);
    for (const options of reached) {
      expect(options?.rowMode).toBe('array');
      expect(options?.parsers).toBeUndefined();
    }
  });

  it('still sends a query’s own parsers when they are not Drizzle’s', async () => {
    const view = pgliteForDrizzle(client);
    const { rows } = await view.query<{ n: string }>('select 41 + 1 as n', [], {
      parsers: { 23: (value) => `#${value}` },
    });
    expect(rows).toEqual([{ n: '#42' }]);
  });
});

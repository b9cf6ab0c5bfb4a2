import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../test/db';
import { connectPostgres, type DatabaseClient } from './client';
import { databaseFault } from './database-fault';

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the PostgreSQL pool (needs TEST_DATABASE_URL)',
  () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0)) await cleanup();
    });

    async function connect(): Promise<{ database: DatabaseClient; pool: pg.Pool }> {
      const { url, drop } = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!);
      cleanups.push(drop);
      const database = connectPostgres(url);
      cleanups.unshift(() => database.close());
      return { database, pool: (database.db as unknown as { $client: pg.Pool }).$client };
    }

    it('gets back a connection lost before a transaction began, and serves on', async () => {
      const { database, pool } = await connect();
      // The connection breaks as soon as the transaction has it, before its BEGIN is answered.
      pool.once('acquire', (client) => {
        (
          client as unknown as { connection: { stream: { destroy(): void } } }
        ).connection.stream.destroy();
      });
      const failed = await database.db
        .transaction(async (tx) => tx.execute(sql`select 1`))
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(databaseFault(failed)?.kind).toBe('unreachable');

      // Nothing is left lent out: the pool can still hand out all of its connections.
      await expect.poll(() => pool.totalCount).toBe(0);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          database.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_sleep(0.05)`);
            return 'ok';
          }),
        ),
      );
      expect(answers).toEqual(Array(10).fill('ok'));
    });
  },
);

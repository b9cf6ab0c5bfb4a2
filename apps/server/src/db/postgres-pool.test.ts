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

    it('gives a COPY its own settings and the connection back with the usual ones', async () => {
      const { database, pool } = await connect();
      const settings = async () =>
        (
          await pool.query<{ jit: string; timeout: string; workers: string }>(
            `select current_setting('jit') as jit, current_setting('statement_timeout') as timeout,
               current_setting('max_parallel_workers_per_gather') as workers`,
          )
        ).rows;
      // One connection, so that the settings read after are the COPY's connection's.
      (pool as unknown as { options: { max: number } }).options.max = 1;
      const usual = await settings();
      const text = await database.copyOut!(
        `select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather')`,
      );
      let csv = '';
      for await (const chunk of text) csv += String(chunk);
      expect(csv).toBe('off,0\n');
      expect(await settings()).toEqual(usual);
    });
  },
);

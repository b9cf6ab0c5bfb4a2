import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, createThrowawayDatabase } from '../test/db';
import { startTcpProxy } from '../test/tcp-proxy';
import { connectPostgres, type DatabaseClient } from './client';
import { databaseFault } from './database-fault';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The error `query` fails with: real ones, provoked for real, as the shop would meet them. */
async function failureOf(query: Promise<unknown>): Promise<unknown> {
  return query.then(
    () => {
      throw new Error('the query succeeded');
    },
    (error: unknown) => error,
  );
}

describe('databaseFault', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  const track = (database: DatabaseClient) => {
    cleanups.push(() => database.close());
    return database;
  };
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('says nothing of a query that is wrong rather than a database that is away', async () => {
    const database = track(await createTestDatabase());
    expect(databaseFault(await failureOf(database.db.execute(sql`select * from nowhere`)))).toBe(
      undefined,
    );
    expect(databaseFault(new Error('Connection terminated unexpectedly, or so'))).toBe(undefined);
    expect(databaseFault('ECONNREFUSED')).toBe(undefined);
  });

  it('calls a refused connection unreachable', async () => {
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as { port: number };
    closed.close();
    const database = track(connectPostgres(`postgres://shop@127.0.0.1:${port}/shop`));

    const error = await failureOf(database.db.execute(sql`select 1`));
    expect(databaseFault(error)).toEqual({ kind: 'unreachable', reason: 'ECONNREFUSED' });
  });

  it('calls a server that never answers the connection, and a pool with none free, unreachable', async () => {
    const held = new Set<Socket>();
    const silent = createServer((socket) => held.add(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    cleanups.push(async () => {
      for (const socket of held) socket.destroy();
      silent.close();
    });
    const { port } = silent.address() as { port: number };
    const pool = new pg.Pool({
      connectionString: `postgres://shop@127.0.0.1:${port}/shop`,
      max: 1,
      connectionTimeoutMillis: 300,
    });
    cleanups.push(() => pool.end());

    const [opening, waiting] = await Promise.all([
      failureOf(pool.query('select 1')),
      failureOf(pool.query('select 1')),
    ]);
    expect(databaseFault(opening)).toEqual({
      kind: 'unreachable',
      reason: 'Connection terminated due to connection timeout',
    });
    expect(databaseFault(waiting)).toEqual({
      kind: 'unreachable',
      reason: 'timeout exceeded when trying to connect',
    });
  });

  describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL (needs TEST_DATABASE_URL)', () => {
    async function throwaway() {
      const { url, drop } = await createThrowawayDatabase(TEST_DATABASE_URL!);
      cleanups.push(drop);
      return url;
    }

    it('calls a statement cancelled by the statement timeout a timeout', async () => {
      const url = await throwaway();
      const database = track(connectPostgres(url, { connectMs: 2000, statementMs: 100 }));
      const error = await failureOf(database.db.execute(sql`select pg_sleep(1)`));
      expect(databaseFault(error)).toEqual({ kind: 'timeout', reason: '57014' });
    });

    it('calls a connection the server ends (a shutdown) unreachable', async () => {
      const url = await throwaway();
      const database = track(connectPostgres(url));
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      cleanups.unshift(() => admin.end());

      const sleeping = failureOf(database.db.execute(sql`select pg_sleep(5)`));
      // Once the sleep is running, end its backend as a stopping server ends every session.
      await expect
        .poll(async () => {
          const { rowCount } = await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
             where query = 'select pg_sleep(5)' and datname = current_database()`,
          );
          return rowCount;
        })
        .toBe(1);
      expect(databaseFault(await sleeping)).toEqual({ kind: 'unreachable', reason: '57P01' });
    });

    it('calls a connection reset mid-query unreachable, and gives up on a silent one', async () => {
      const url = await throwaway();
      const { hostname, port } = new URL(url);
      const proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
      cleanups.push(() => proxy.close());
      const statementMs = 200;
      const database = track(connectPostgres(proxy.via(url), { connectMs: 1000, statementMs }));

      const sleeping = failureOf(database.db.execute(sql`select pg_sleep(0.15)`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await proxy.cut();
      expect(databaseFault(await sleeping)).toEqual({
        kind: 'unreachable',
        reason: 'Connection terminated unexpectedly',
      });

      await proxy.restore();
      await database.db.execute(sql`select 1`);
      proxy.silence();
      const started = performance.now();
      const lost = await failureOf(database.db.execute(sql`select 1`));
      expect(databaseFault(lost)).toEqual({ kind: 'unreachable', reason: 'Query read timeout' });
      // Given up a second after the server would have cancelled it itself, not minutes later.
      expect(performance.now() - started).toBeLessThan(statementMs + 2000);
    });
  });
});

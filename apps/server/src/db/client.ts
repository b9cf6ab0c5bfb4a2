import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { DEFAULT_DATABASE_TIMEOUTS, type Config, type DatabaseTimeouts } from '../config';
import { migrateJobQueue } from './job-queue-schema';
import type pg from 'pg';
import { copyOutOf, type CopyOut } from './copy-out';
import { pgliteForDrizzle } from './pglite-for-drizzle';
import { createPostgresPool } from './postgres-pool';
import * as schema from './schema';

/** What services query: the same Drizzle API whichever driver sits underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseClient {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Streams COPY's CSV of a query: PostgreSQL only (the embedded one copies to files alone). */
  copyOut: CopyOut | undefined;
  /**
   * Applies the migrations in `migrationsDir` that this database has not seen yet, then creates or
   * upgrades the job queue's tables.
   */
  migrate(migrationsDir: string): Promise<void>;
  /**
   * Calls `onMessage` with the payload of each NOTIFY on `channel` (delivered when the notifying
   * transaction commits); resolves to a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other process runs its own start-up work on this database: several
   * instances starting at once migrate, create the staff account and seed the demo catalogue
   * one after the other, each finding what the one before did. On PostgreSQL a session advisory
   * lock held on a connection of its own (released by the server if the process dies); the
   * embedded database belongs to one process and needs none.
   */
  startUpAlone<T>(work: () => Promise<T>): Promise<T>;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

/**
 * Settings every database session starts with. Searches accept a word as a near miss of a
 * product's or order's word from this trigram word similarity on (pg_trgm's default, 0.6, misses
 * most one-letter typos in words of five or six letters: "banenr" scores 0.43 against "banner").
 */
const SESSION_SETTINGS = { 'pg_trgm.word_similarity_threshold': '0.4' };

/**
 * The embedded database's buffer cache. PGlite's own default (160 MB) is memory its WebAssembly
 * heap takes once used and never gives back, which made the embedded shop's resident memory
 * twice the PostgreSQL one's; 16 MB holds a shop's catalogue and recent orders, and a page not
 * in it is read from the data folder through the operating system's file cache.
 */
const PGLITE_SETTINGS = { shared_buffers: '16MB', wal_buffers: '1MB' };

/**
 * How every PGlite of ours opens: with the extensions the migrations create (PGlite ships each
 * as a bundle of its own), its memory settings and the session settings.
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm, fuzzystrmatch },
  postgresqlconf: Object.entries({ ...PGLITE_SETTINGS, ...SESSION_SETTINGS }).map(
    ([name, value]) => `${name} = ${value}`,
  ),
} satisfies PGliteOptions;

/** PGlite in `<dataDir>/db` unless DATABASE_URL points at a PostgreSQL server. */
export async function createDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseTimeouts'>,
): Promise<DatabaseClient> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl, config.databaseTimeouts);
  const dir = path.join(config.dataDir, 'db');
  await mkdir(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir, PGLITE_OPTIONS));
}

export function wrapPglite(client: PGlite): DatabaseClient {
  const db = drizzlePglite({ client: pgliteForDrizzle(client), schema });
  return {
    kind: 'pglite',
    db,
    copyOut: undefined,
    migrate: async (migrationsFolder) => {
      await migratePglite(db, { migrationsFolder });
      await migrateJobQueue(db);
    },
    startUpAlone: (work) => work(),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return () => (client.closed ? Promise.resolve() : stop());
    },
    // The client may already be closed, e.g. by a test simulating a lost database.
    close: once(async () => {
      if (!client.closed) await client.close();
    }),
  };
}

export function connectPostgres(
  url: string,
  timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
): DatabaseClient {
  const settings = { sessionSettings: SESSION_SETTINGS };
  const pool = createPostgresPool(url, 10, timeouts, { statementTimeout: true, ...settings });
  const db = drizzlePostgres({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    copyOut: copyOutOf(pool),
    // On a connection of its own without the statement timeout: a migration may rightly take
    // longer than any request should.
    migrate: async (migrationsFolder) => {
      const migrator = createPostgresPool(url, 1, timeouts, {
        statementTimeout: false,
        ...settings,
      });
      try {
        const migrating = drizzlePostgres({ client: migrator, schema });
        await migratePostgres(migrating, { migrationsFolder });
        await migrateJobQueue(migrating);
      } finally {
        await migrator.end();
      }
    },
    listen: (channel, onMessage) => listenOn(pool, channel, onMessage),
    startUpAlone: async (work) => {
      // Without the statement timeout: waiting for another instance's start-up may take a while.
      const lockPool = createPostgresPool(url, 1, timeouts, { statementTimeout: false });
      try {
        const holder = await lockPool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
          return await work();
        } finally {
          // Ending the session releases the lock, whether or not the unlock got through.
          holder.release(true);
        }
      } finally {
        await lockPool.end();
      }
    },
    close: once(() => pool.end()),
  };
}

/**
 * The advisory lock key of start-up work: any fixed number, the same in every instance, apart
 * from the keys pg-boss takes for its own schema.
 */
const START_UP_LOCK = 0x6261636b; // "back"

/**
 * LISTEN on a connection of its own, taken again after it breaks (an outage, a restart of the
 * server): notifications only speed things up, so while it is down nothing is lost but time.
 */
async function listenOn(
  pool: pg.Pool,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.PoolClient | undefined;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    try {
      const client = await pool.connect();
      current = client;
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      client.once('end', () => {
        current = undefined;
        setTimeout(() => void connect(), LISTEN_RETRY_MS).unref();
      });
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch {
      setTimeout(() => void connect(), LISTEN_RETRY_MS).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    current?.release(true);
  };
}

/** How soon a broken LISTEN connection is tried again. */
const LISTEN_RETRY_MS = 1_000;

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= action());
}

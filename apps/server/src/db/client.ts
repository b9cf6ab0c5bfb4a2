import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { DEFAULT_DATABASE_TIMEOUTS, type Config, type DatabaseTimeouts } from '../config';
import { createPostgresPool } from './postgres-pool';
import * as schema from './schema';

/** What services query: the same Drizzle API whichever driver sits underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseClient {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Applies the migrations in `migrationsDir` that this database has not seen yet. */
  migrate(migrationsDir: string): Promise<void>;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

/** PGlite in `<dataDir>/db` unless DATABASE_URL points at a PostgreSQL server. */
export async function createDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseTimeouts'>,
): Promise<DatabaseClient> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl, config.databaseTimeouts);
  const dir = path.join(config.dataDir, 'db');
  await mkdir(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir));
}

export function wrapPglite(client: PGlite): DatabaseClient {
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
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
  const pool = createPostgresPool(url, 10, timeouts, { statementTimeout: true });
  const db = drizzlePostgres({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    // On a connection of its own without the statement timeout: a migration may rightly take
    // longer than any request should.
    migrate: async (migrationsFolder) => {
      const migrator = createPostgresPool(url, 1, timeouts, { statementTimeout: false });
      try {
        await migratePostgres(drizzlePostgres({ client: migrator }), { migrationsFolder });
      } finally {
        await migrator.end();
      }
    },
    close: once(() => pool.end()),
  };
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= action());
}

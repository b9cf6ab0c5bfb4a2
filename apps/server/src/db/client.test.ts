import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_TIMEOUTS, DEFAULT_MIGRATIONS_DIR } from '../config';
import { createThrowawayDatabase } from '../test/db';
import { makeTempDir } from '../test/app';
import { pgliteTemplate } from '../test/templates';
import { createDatabase, type DatabaseClient } from './client';
import { users } from './schema';

const customer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'Ada@Example.com',
  passwordHash: 'not-a-real-hash',
  phone: '+1 404 555 0100',
  address: '1 Main St',
  city: 'Atlanta',
  state: 'GA',
  postcode: '30318',
  country: 'US',
};

async function appliedMigrations(database: DatabaseClient): Promise<number> {
  // drizzle's own bookkeeping table: one row per applied migration.
  const [row] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql`drizzle.__drizzle_migrations`);
  return row?.count ?? -1;
}

/** What a start, a stop and a second start do to one database. */
async function exerciseRestart(open: () => Promise<DatabaseClient>) {
  const first = await open();
  await first.migrate(DEFAULT_MIGRATIONS_DIR);
  const migrations = await appliedMigrations(first);
  expect(migrations).toBeGreaterThan(0);
  const [saved] = await first.db.insert(users).values(customer).returning();
  expect(saved).toMatchObject({
    roleAs: 0,
    affiliations: { GIGA: false, EDPA: false, ASI: false },
    companyName: null,
  });
  // E-mail and username are unique whatever their case.
  await expect(
    first.db.insert(users).values({ ...customer, username: 'other', email: 'ada@example.COM' }),
  ).rejects.toThrow();
  await expect(
    first.db.insert(users).values({ ...customer, username: 'ADA', email: 'other@example.com' }),
  ).rejects.toThrow();
  await first.close();

  const second = await open();
  await second.migrate(DEFAULT_MIGRATIONS_DIR);
  expect(await appliedMigrations(second)).toBe(migrations);
  const rows = await second.db.select().from(users);
  expect(rows).toEqual([saved]);
  await second.close();
}

// Each test opens and migrates a fresh embedded database, twice for a restart: tens of seconds
// on a busy two-core machine.
const OPEN_AND_MIGRATE_MS = 60_000;

describe('createDatabase', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  /**
   * A data directory straight after initdb, as a first start leaves it, without the seconds of
   * initdb: the settings are the shop's to apply whenever it opens the database, new or not.
   */
  async function dataDirAfterInitdb() {
    const temp = await makeTempDir();
    cleanups.push(temp.remove);
    const fresh = new PGlite(path.join(temp.dir, 'db'), {
      loadDataDir: await pgliteTemplate('empty'),
    });
    await fresh.close();
    return temp;
  }

  it(
    'keeps PGlite data in DATA_DIR/db across restarts, migrating only once',
    async () => {
      const temp = await dataDirAfterInitdb();
      await exerciseRestart(async () => {
        const database = await createDatabase({
          dataDir: temp.dir,
          databaseUrl: undefined,
          databaseTimeouts: DEFAULT_DATABASE_TIMEOUTS,
        });
        expect(database.kind).toBe('pglite');
        return database;
      });
    },
    OPEN_AND_MIGRATE_MS,
  );

  it(
    'opens PGlite with a small buffer cache and the search settings',
    async () => {
      const temp = await dataDirAfterInitdb();
      const database = await createDatabase({
        dataDir: temp.dir,
        databaseUrl: undefined,
        databaseTimeouts: DEFAULT_DATABASE_TIMEOUTS,
      });
      cleanups.push(database.close);
      const [settings] = (
        (await database.db.execute(sql`
        select current_setting('shared_buffers') as buffers,
          current_setting('pg_trgm.word_similarity_threshold') as threshold`)) as unknown as {
          rows: { buffers: string; threshold: string }[];
        }
      ).rows;
      // PGlite's own default is 160MB, kept by its heap once used.
      expect(settings).toEqual({ buffers: '16MB', threshold: '0.4' });
    },
    OPEN_AND_MIGRATE_MS,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps PostgreSQL data across restarts, migrating only once',
    async () => {
      const { url, drop } = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!);
      cleanups.push(drop);
      await exerciseRestart(async () => {
        const database = await createDatabase({
          dataDir: '/nonexistent',
          databaseUrl: url,
          databaseTimeouts: DEFAULT_DATABASE_TIMEOUTS,
        });
        expect(database.kind).toBe('postgres');
        return database;
      });
    },
  );
});

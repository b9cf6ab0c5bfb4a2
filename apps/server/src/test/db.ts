import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DEFAULT_MIGRATIONS_DIR } from '../config';
import { connectPostgres, PGLITE_OPTIONS, wrapPglite, type DatabaseClient } from '../db/client';
import { pgliteTemplate } from './templates';

/**
 * A freshly migrated database of its own, gone when closed: in-memory PGlite by default, or a
 * throwaway database on the PostgreSQL server that TEST_DATABASE_URL points at.
 */
export async function createTestDatabase(): Promise<DatabaseClient & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return wrapPglite(
      await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: await pgliteTemplate('migrated') }),
    );
  }
  const { url, drop } = await createThrowawayDatabase(serverUrl);
  const database = connectPostgres(url);
  await database.migrate(DEFAULT_MIGRATIONS_DIR);
  let dropped: Promise<void> | undefined;
  return {
    ...database,
    url,
    close: () => (dropped ??= database.close().then(drop)),
  };
}

/** An empty database named test_<random> on the server of `serverUrl`. */
export async function createThrowawayDatabase(serverUrl: string) {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  // The queries report a lost connection themselves; the event alone would end the test run.
  admin.on('error', () => {});
  await admin.connect();
  // Identifiers cannot be bound as parameters; the name is ours, made of hex digits only.
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

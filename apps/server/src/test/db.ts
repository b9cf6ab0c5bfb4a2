import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_MIGRATIONS_DIR } from '../config';
import { connectPostgres, wrapPglite, type DatabaseClient } from '../db/client';
import { takePglite } from './pglite-pool';
import { postgresTemplate } from './templates';

/** A test's database; `lose` ends it for good mid-test, as an outage would. */
export type TestDatabase = DatabaseClient & { url?: string; lose: () => Promise<void> };

/**
 * A migrated database of the test's own, with no rows but the migrations' own: in-memory PGlite
 * by default (emptied for the next file when closed), or a throwaway database on the PostgreSQL
 * server that TEST_DATABASE_URL points at (dropped when closed).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { client, release } = await takePglite();
    let released: Promise<void> | undefined;
    return {
      ...wrapPglite(client),
      close: () => (released ??= release()),
      // A closed PGlite is not handed out again.
      lose: () => client.close(),
    };
  }
  const template = postgresTemplate();
  const { url, drop } = await createThrowawayDatabase(serverUrl, template);
  const database = connectPostgres(url);
  if (!template) await database.migrate(DEFAULT_MIGRATIONS_DIR);
  let dropped: Promise<void> | undefined;
  const close = () => (dropped ??= database.close().then(drop));
  return { ...database, url, close, lose: close };
}

/**
 * A database named test_<random> on the server of `serverUrl`: empty, or a copy of `template`.
 */
export async function createThrowawayDatabase(serverUrl: string, template?: string) {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  // The queries report a lost connection themselves; the event alone would end the test run.
  admin.on('error', () => {});
  await admin.connect();
  // Identifiers cannot be bound as parameters; both names are ours, made of hex digits only.
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

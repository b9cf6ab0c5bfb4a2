import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DEFAULT_MIGRATIONS_DIR } from '../config';
import { connectPostgres, PGLITE_OPTIONS, wrapPglite, type DatabaseClient } from '../db/client';
import { pgliteTemplate, postgresTemplate } from './templates';

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
  const template = postgresTemplate();
  const { url, drop } = await createThrowawayDatabase(serverUrl, template);
  const database = connectPostgres(url);
  if (!template) await database.migrate(DEFAULT_MIGRATIONS_DIR);
  let dropped: Promise<void> | undefined;
  return {
    ...database,
    url,
    close: () => (dropped ??= database.close().then(drop)),
  };
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

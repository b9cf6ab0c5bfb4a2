import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'tsup';
import type { TestProject } from 'vitest/node';
import { DEFAULT_MIGRATIONS_DIR } from '../config';
import { connectPostgres, PGLITE_OPTIONS, wrapPglite, type DatabaseClient } from '../db/client';
import { buildTestApp } from './app';
import { createThrowawayDatabase } from './db';

/** Git-ignored; kept between runs so initdb (seconds) runs only when PGlite or a migration changes. */
const CACHE_DIR = fileURLToPath(
  new URL('../../node_modules/.cache/pglite-templates/', import.meta.url),
);

/**
 * Makes (or finds) the PGlite templates every test database starts from, and on PostgreSQL a
 * migrated database the run copies for each test file; see templates.ts.
 */
export default async function setup(project: TestProject) {
  const dir = path.join(CACHE_DIR, await templateKey());
  const empty = path.join(dir, 'empty.tar');
  const migrated = path.join(dir, 'migrated.tar');
  if (!(await exists(migrated))) {
    await removeStaleTemplates();
    await makeTemplates(dir, empty, migrated);
  }
  project.provide('emptyPgliteTemplate', empty);
  project.provide('migratedPgliteTemplate', migrated);
  const worker = await buildPreflightWorker();
  project.provide('preflightWorker', worker.file);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? await makePostgresTemplate(serverUrl) : undefined;
  if (template) project.provide('migratedPostgresTemplate', template.name);
  return async () => {
    await template?.drop();
    await worker.remove();
  };
}

/**
 * The artwork check's process code, built as the production build makes it (see setup.ts). Under
 * node_modules, where Node finds the packages it imports; a folder of this run's own.
 */
async function buildPreflightWorker() {
  await mkdir(CACHE_DIR, { recursive: true });
  const outDir = await mkdtemp(path.join(CACHE_DIR, '..', 'preflight-worker-'));
  await build({
    config: false,
    entry: {
      'preflight-worker': fileURLToPath(
        new URL('../modules/artwork/preflight/preflight-worker.ts', import.meta.url),
      ),
    },
    outDir,
    format: 'esm',
    target: 'node20',
    platform: 'node',
    // As the production build: the workspace's domain package compiled in, the rest imported.
    skipNodeModulesBundle: true,
    noExternal: [/^@backlit\//],
    // No package.json says "module" this far down node_modules: the extension does.
    outExtension: () => ({ js: '.mjs' }),
    silent: true,
  });
  return {
    file: path.join(outDir, 'preflight-worker.mjs'),
    remove: () => rm(outDir, { recursive: true, force: true }),
  };
}

/**
 * A migrated database of this run's own on the server: copying it (CREATE DATABASE … TEMPLATE)
 * takes a fraction of running every migration again for each file. Dropped when the run ends.
 */
async function makePostgresTemplate(serverUrl: string) {
  const { url, name, drop } = await createThrowawayDatabase(serverUrl);
  const database = connectPostgres(url);
  try {
    await database.migrate(DEFAULT_MIGRATIONS_DIR);
    await createJobQueues(database);
  } finally {
    // A database with a connection open cannot be copied.
    await database.close();
  }
  return { name, drop };
}

async function makeTemplates(dir: string, empty: string, migrated: string) {
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(PGLITE_OPTIONS);
  await writeAtomically(empty, await client.dumpDataDir('none'));
  const database = wrapPglite(client);
  await database.migrate(DEFAULT_MIGRATIONS_DIR);
  await createJobQueues(database);
  await writeAtomically(migrated, await client.dumpDataDir('none'));
  await database.close();
}

/**
 * Starts the app once on a migrated database and closes it, the database left open: its start
 * creates every job queue, a table each, as a shop's database has them after its first start.
 * Each test database then starts with them instead of creating some thirty tables again.
 */
async function createJobQueues(database: DatabaseClient) {
  const app = await buildTestApp({}, { ...database, close: async () => {} });
  await app.ready();
  // Ready starts the job queue without waiting for it; this waits for that same start.
  await app.jobs.start();
  await app.close();
}

/** Templates of older migrations are 80 MB of nothing. */
async function removeStaleTemplates() {
  await rm(CACHE_DIR, { recursive: true, force: true });
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  // The package does not export its package.json; it sits one level above the entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(entry), '..', 'package.json')));
  // The job queue's tables are part of a migrated database too, and so are its queues.
  hash.update(await readFile(createRequire(import.meta.url).resolve('pg-boss/package.json')));
  for (const file of await jobDefinitionFiles()) hash.update(await readFile(file));
  for (const entry of await readdir(DEFAULT_MIGRATIONS_DIR, { recursive: true })) {
    const file = path.join(DEFAULT_MIGRATIONS_DIR, entry);
    if ((await stat(file)).isFile()) hash.update(entry).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the queues are defined: the job queue itself and each module's `<module>.jobs.ts`. */
async function jobDefinitionFiles(): Promise<string[]> {
  const src = fileURLToPath(new URL('../', import.meta.url));
  const modules = await readdir(path.join(src, 'modules'), { recursive: true });
  return [
    path.join(src, 'platform', 'jobs.ts'),
    // In one order everywhere: the order of a folder's entries is the file system's.
    ...modules
      .filter((file) => file.endsWith('.jobs.ts'))
      .sort()
      .map((file) => path.join(src, 'modules', file)),
  ];
}

/** Parallel runs may race to fill the cache; a rename never leaves a half-written file. */
async function writeAtomically(file: string, data: Blob) {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, Buffer.from(await data.arrayBuffer()));
  await rename(temp, file);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

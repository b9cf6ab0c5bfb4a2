import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { loadConfig, type Config, type JobsConfig } from '../config';
import type { DatabaseClient } from '../db/client';
import { createTestDatabase } from './db';

/** Stands in for the web app's build: the placeholder the server fills, and one hashed asset. */
export const FAKE_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="backlit-shop" content="" />
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/**
 * Overrides for an app configured as in production, which refuses the demo payment provider:
 * PayPal, at an address nothing listens on (tests of production settings never pay).
 */
export const PRODUCTION_OVERRIDES = {
  nodeEnv: 'production',
  isProduction: true,
  payment: {
    provider: 'paypal',
    clientId: 'production-test-client',
    clientSecret: 'production-test-secret',
    apiBase: 'http://127.0.0.1:9',
    webhookId: undefined,
    sdkUrl: undefined,
  },
} satisfies Partial<Config>;

/** A fresh temporary directory, removed by the returned function. */
export async function makeTempDir(prefix = 'backlit-test-') {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  // Retried: a mail still being written when the app closes can land while the folder goes.
  return { dir, remove: () => rm(dir, { recursive: true, force: true, maxRetries: 5 }) };
}

export async function writeFakeWebBuild(webDir: string): Promise<void> {
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), FAKE_INDEX_HTML);
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log("shop");\n');
  await writeFile(path.join(webDir, 'robots.txt'), 'User-agent: *\n');
}

/**
 * A job sent wakes its queue's worker itself, and `jobsIdle` wakes the workers of jobs a test made
 * due: polling is only the safety net here, and each poll is a statement per queue (some thirty),
 * which every live app would keep sending.
 */
export const TEST_JOBS: JobsConfig = {
  pollIntervalSeconds: 30,
  maintenanceIntervalSeconds: 30,
  reconcileAfterSeconds: 5,
};

/**
 * The real app on its own migrated database, with a temporary DATA_DIR and a fake web build, all
 * of which go away when the app is closed. `overrides` replace configuration fields; pass a
 * `database` to keep a handle on it.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  database?: DatabaseClient,
  options: { logStream?: { write(line: string): void } } = {},
): Promise<App> {
  const temp = await makeTempDir();
  const webDir = path.join(temp.dir, 'web');
  await writeFakeWebBuild(webDir);
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATA_DIR: path.join(temp.dir, 'data'),
    }),
    webDir,
    jobs: TEST_JOBS,
    ...overrides,
  };
  const db = database ?? (await createTestDatabase());
  try {
    const app = await buildApp(config, db, options);
    app.addHook('onClose', temp.remove);
    return app;
  } catch (error) {
    await db.close();
    await temp.remove();
    throw error;
  }
}

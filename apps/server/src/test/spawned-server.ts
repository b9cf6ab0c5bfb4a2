import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createThrowawayDatabase } from './db';
import { pgliteTemplate } from './templates';

/** Starting the real server as its own process, as an operator would. */

const MAIN = path.join(import.meta.dirname, '..', 'main.ts');
/**
 * tsx reads the tsconfig of the directory it starts in, and the repository's root has none: the
 * server's own says how its e-mail templates' JSX compiles.
 */
const TSCONFIG = path.join(import.meta.dirname, '..', '..', 'tsconfig.json');

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TSX_TSCONFIG_PATH: TSCONFIG,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => output };
}

export async function waitForHealth(url: string, exited: Promise<unknown>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let stopped = false;
  void exited.then(() => (stopped = true));
  while (Date.now() < deadline && !stopped) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(stopped ? 'the server exited' : 'the server did not become healthy');
}

/** Where the spawned server keeps its data: an initialised PGlite, or a throwaway PostgreSQL. */
export async function storageEnv(
  dataDir: string,
  cleanups: (() => Promise<void>)[],
): Promise<Record<string, string>> {
  if (process.env.TEST_DATABASE_URL) {
    const { url, drop } = await createThrowawayDatabase(process.env.TEST_DATABASE_URL);
    cleanups.push(drop);
    return { DATA_DIR: dataDir, DATABASE_URL: url };
  }
  // Skip initdb (seconds) but not the migrations: the server still applies them at start.
  const db = new PGlite(path.join(dataDir, 'db'), { loadDataDir: await pgliteTemplate('empty') });
  await db.close();
  return { DATA_DIR: dataDir };
}

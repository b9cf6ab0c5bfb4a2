import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from './test/app';
import { createThrowawayDatabase } from './test/db';
import { pgliteTemplate } from './test/templates';

const MAIN = path.join(import.meta.dirname, 'main.ts');

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, exited: Promise<unknown>, timeoutMs: number) {
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
async function storageEnv(
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

describe('main', () => {
  const cleanups: (() => Promise<void>)[] = [];
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  // A first start transpiles with tsx, creates a PGlite database and hashes a password: on a busy
  // 2-core machine that can take well over 20 s, so the wait is generous.
  it('starts, serves, and on SIGTERM finishes and exits 0', { timeout: 75_000 }, async () => {
    const temp = await makeTempDir();
    cleanups.push(temp.remove);
    const port = await freePort();
    const server = startServer({ ...(await storageEnv(temp.dir, cleanups)), PORT: String(port) });
    children.push(server.child);

    await waitForHealth(`http://127.0.0.1:${port}/api/health`, server.exited, 60_000).catch(
      (error: Error) => {
        throw new Error(`${error.message}:\n${server.output()}`);
      },
    );
    // A new shop without ADMIN_EMAIL: the generated staff password is printed once and saved.
    expect(server.output()).toMatch(/Password: [\w-]{24}/);
    expect(server.output().match(/A staff account was created/g)).toHaveLength(1);
    const credentials = path.join(temp.dir, 'admin-credentials.txt');
    expect((await stat(credentials)).mode & 0o777).toBe(0o600);
    const stoppingAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppingAt).toBeLessThan(10_000);
  });

  it('refuses bad configuration with a readable message and exit code 1', async () => {
    const server = startServer({ PORT: 'abc' });
    children.push(server.child);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'Invalid configuration:\n  PORT: must be a whole number between 0 and 65535 (got "abc")',
    );
  });

  it('says so and exits 1 when the port is taken', { timeout: 75_000 }, async () => {
    const temp = await makeTempDir();
    cleanups.push(temp.remove);
    const blocker = createServer().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    cleanups.push(async () => void blocker.close());
    const { port } = blocker.address() as { port: number };

    const server = startServer({ ...(await storageEnv(temp.dir, cleanups)), PORT: String(port) });
    children.push(server.child);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `Cannot listen on 127.0.0.1:${port}: something else is using it`,
    );
  });
});

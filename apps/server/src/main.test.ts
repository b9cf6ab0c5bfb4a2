import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from './test/app';
import { freePort, startServer, storageEnv, waitForHealth } from './test/spawned-server';

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

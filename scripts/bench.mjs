// `npm run bench`: load-tests the built server on a fresh embedded database and checks budgets.
// Traffic goes to 127.0.0.1 only; every run is bounded in time.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'backlit-bench-'));

/** Budget per route: p99 latency in ms with 10 connections, and no error or non-2xx answer. */
const routes = [
  { path: '/api/health', p99: 50 },
  { path: '/', p99: 50 },
  { path: '/allproducts', p99: 50 },
];

const server = spawn('node', ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

let failed = false;
try {
  await waitForHealth();
  for (const { path, p99 } of routes) {
    const result = await autocannon({ url: base + path, connections: 10, duration: 5 });
    const bad = result.errors + result.timeouts + result.non2xx;
    const ok = bad === 0 && result.latency.p99 <= p99;
    failed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${path.padEnd(16)} ${Math.round(result.requests.average)} req/s  ` +
        `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms (budget ${p99})  bad answers ${bad}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

// `npm run bench`: load-tests the built server (built first when missing or stale) on a fresh
// embedded database with the demo catalogue and checks budgets. Traffic goes to 127.0.0.1 only;
// every run is bounded in time. The script ends with a markdown table of the routes, which
// docs/benchmarks.md holds as printed.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printTable, startServer, stopServer } from './bench-support.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const connections = 10;
const seconds = 5;

/** Budget per route: p99 latency in ms with 10 connections, and no error or non-2xx answer. */
const routes = [
  { path: '/api/health', p99: 50 },
  { path: '/', p99: 50 },
  { path: '/allproducts', p99: 50 },
];

const dataDir = mkdtempSync(join(tmpdir(), 'backlit-bench-'));
let server;
let failed = false;
try {
  server = await startServer(port, undefined, dataDir, { SEED_DEMO: 'true' });
  const rows = [];
  for (const { path, p99 } of routes) {
    const result = await autocannon({ url: base + path, connections, duration: seconds });
    const bad = result.errors + result.timeouts + result.non2xx;
    const ok = bad === 0 && result.latency.p99 <= p99;
    failed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${path.padEnd(16)} ${Math.round(result.requests.average)} req/s  ` +
        `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms (budget ${p99})  bad answers ${bad}`,
    );
    rows.push([
      `\`${path}\``,
      Math.round(result.requests.average).toLocaleString('en-US'),
      result.latency.p50,
      result.latency.p99,
      bad,
      `p99 ≤ ${p99}, no bad answer`,
    ]);
  }
  const right = (label) => ({ label, align: 'right' });
  printTable(
    `bench, ${connections} connections, ${seconds} s a route`,
    ['route', right('req/s'), right('p50 ms'), right('p99 ms'), right('bad answers'), 'target'],
    rows,
  );
} finally {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

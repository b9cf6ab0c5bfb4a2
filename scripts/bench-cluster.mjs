// `npm run bench:cluster`: requests/s through HAProxy with one instance in rotation and with
// three (the cluster of `npm run cluster`, demo catalogue, on PostgreSQL, Redis and a local S3
// server), and one instance without HAProxy, for the proxy's own cost. Each round is a cached
// catalogue list and a product page (JSON), and the health check (one database query each). The
// script ends with a markdown table of the rounds, which docs/benchmarks.md holds as printed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { createBenchDatabase, printTable } from './bench-support.mjs';
import { buildWhatIsStale } from './build-state.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 4560);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

buildWhatIsStale();
const { startCluster } = await tsImport('../apps/server/cluster/cluster.ts', import.meta.url);
const database = await createBenchDatabase(serverUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'backlit-bench-cluster-'));
const cluster = await startCluster({
  port,
  databaseUrl: database.url,
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  dataDir,
  env: { SEED_DEMO: 'true', REDIS_PREFIX: `bench-${Date.now()}:` },
});

try {
  const [{ slug }] = await database.sql`select slug from products order by id limit 1`;
  const paths = [
    ['catalogue list', '/api/fetchProducts/all?page=1&per_page=12', 'catalogue list (cached)'],
    ['product page', `/api/product/${slug}`, 'product page (cached)'],
    ['health (database)', '/api/health', 'health (one query)'],
  ];
  const rounds = [['3 instances, HAProxy', cluster.url, '3 instances through HAProxy']];
  rounds.push(['1 instance, HAProxy', cluster.url, '1 instance through HAProxy']);
  rounds.push(['1 instance, direct', cluster.instances[0].url, '1 instance, no HAProxy']);
  console.log(`${CONNECTIONS} connections, ${SECONDS} s a round`);
  const rows = [];
  for (const [label, base, row] of rounds) {
    const cells = [row];
    if (label === '1 instance, HAProxy') {
      for (const name of ['app2', 'app3']) {
        await cluster.setInRotation(name, false);
        await cluster.waitFor(name, 'MAINT');
      }
    }
    for (const [what, path] of paths) {
      const result = await autocannon({
        url: base + path,
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      const errors = result.errors + result.non2xx;
      console.log(
        `${label.padEnd(22)} ${what.padEnd(18)} ${Math.round(result.requests.average)
          .toLocaleString('en-US')
          .padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms` +
          (errors > 0 ? `  ${errors} errors` : ''),
      );
      cells.push(
        `${Math.round(result.requests.average).toLocaleString('en-US')} req/s, p99 ` +
          `${result.latency.p99} ms${errors > 0 ? `, ${errors} errors` : ''}`,
      );
    }
    rows.push(cells);
  }
  printTable(
    `bench:cluster, ${CONNECTIONS} connections, ${SECONDS} s a round`,
    ['round', ...paths.map(([, , column]) => column)],
    rows,
  );
} finally {
  await cluster.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

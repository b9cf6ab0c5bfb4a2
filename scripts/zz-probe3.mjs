import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { FAMILIES, SIZES, FINISHES } from './bench-seed.mjs';
import { startServer, stopServer } from './bench-support.mjs';
const url = 'postgres://postgres@127.0.0.1:5432/benchkeep';
const pools = (process.env.POOLS ?? '10,4').split(',');
const rounds = Number(process.env.ROUNDS ?? 3);
function searchPaths() {
  const words = [];
  FAMILIES.forEach((family, i) => {
    const size = SIZES[i % SIZES.length]; const finish = FINISHES[i % FINISHES.length];
    words.push(family, `${family} ${size}`, `${family} ${finish}`, `${family} ${size} ${finish}`);
    words.push(family.slice(0, Math.max(4, family.indexOf(' ') + 3)));
    const [first, ...rest] = family.toLowerCase().split(' ');
    words.push([`${first.slice(0, 1)}${first[2]}${first[1]}${first.slice(3)}`, ...rest].join(' '));
  });
  for (const size of SIZES) for (const finish of FINISHES) words.push(`${size} ${finish}`);
  const paths = [];
  for (const q of words) for (const page of [1, 2]) for (const sort of ['default', 'price_asc', 'latest']) for (const perPage of [6, 12, 24])
    paths.push(`/api/fetchProducts/all?q=${encodeURIComponent(q)}&page=${page}&sort=${sort}&per_page=${perPage}`);
  let seed = 42; const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = paths.length - 1; i > 0; i--) { const j = Math.floor(random() * (i + 1)); [paths[i], paths[j]] = [paths[j], paths[i]]; }
  return paths;
}
const paths = searchPaths();
let next = 0;
const requests = [{ setupRequest: (r) => ({ ...r, path: paths[next++ % paths.length] }) }];
const servers = {};
let port = 3300;
for (const p of pools) servers[p] = { port: port, child: await startServer(port++, url, mkdtempSync(join(tmpdir(), 'probe-')), { PROBE_POOL: p, ...(process.env.NODE_OPTS ? { NODE_OPTIONS: process.env.NODE_OPTS } : {}) }) };
for (const p of pools) await autocannon({ url: `http://127.0.0.1:${servers[p].port}`, connections: 50, duration: 3, requests });
const res = Object.fromEntries(pools.map((p) => [p, []]));
for (let r = 0; r < rounds; r++) for (const p of pools) {
  // Only one server under load at a time; the others idle.
  const a = await autocannon({ url: `http://127.0.0.1:${servers[p].port}`, connections: 50, duration: Number(process.env.SECS ?? 5), requests });
  res[p].push(a);
  console.log(`pool ${p} round ${r}: ${a.requests.average.toFixed(0)} req/s p50 ${a.latency.p50} p90 ${a.latency.p90} p99 ${a.latency.p99} max ${a.latency.max} non2xx ${a.non2xx}`);
}
for (const p of pools) await stopServer(servers[p].child);

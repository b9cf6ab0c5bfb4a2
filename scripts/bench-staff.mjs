// `npm run bench:staff`: the back-office's calls on a shop with history — 10,000 products, 5,000
// customers and 100,000 orders on PostgreSQL — one staff member at a time, as staff use them:
// the order list (first and last pages, one status), the order search (number, e-mail, name,
// surname, a mistyped name), an order's page, the dashboard over a year, deleting a product, and
// the CSV export of every order (time and the server's memory). 127.0.0.1 only; bounded in time.
//
// Targets (exit 1 on a miss): every call's median ≤ 15 ms (each call made 30 times after 5
// warm-up calls); the CSV export of 100,000 orders ≤ 400 ms, the server's resident memory at
// most 50 MB above what it was before the export, on each of 3 exports back to back. The script
// ends with a markdown table of the results, which docs/benchmarks.md holds as printed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HISTORY, LAST_NAMES, seedCatalog, seedHistory, settle } from './bench-seed.mjs';
import {
  BENCH_ADMIN,
  createBenchDatabase,
  printTable,
  signIn,
  startServer,
  stopServer,
  summary,
} from './bench-support.mjs';

const CALL_TARGET_MS = 15;
const CSV_TARGET_MS = 400;
const CSV_RSS_TARGET_MB = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP = 5;

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 3230);
const base = `http://127.0.0.1:${port}`;

const database = await createBenchDatabase(serverUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'backlit-bench-staff-'));
let server;
let failed = false;
const check = (ok, line) => {
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
};

try {
  server = await startServer(port, database.url, dataDir); // runs the migrations
  const seeding = performance.now();
  await seedCatalog(database.sql);
  await seedHistory(database.sql);
  await settle(database.sql);
  console.log(
    `seeded ${HISTORY.products} products, ${HISTORY.customers} customers, ` +
      `${HISTORY.orders} orders in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const token = await signIn(base, BENCH_ADMIN);
  const get = (path) => call('GET', path, token);

  const { total } = await get('/api/orders');
  const lastPage = Math.ceil(total / 20);
  const delivered = (await get('/api/orders?status=delivered')).total;
  const [someone] = await database.sql`
    select tracking_no, email, first_name, last_name, id from orders
    order by id desc offset 777 limit 1`;
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const typo = `${someone.last_name.slice(0, 2)}${someone.last_name[3]}${someone.last_name[2]}${someone.last_name.slice(4)}`;

  // Each call with the table row it goes in.
  const calls = [
    ['list', 'order list, page 1', '/api/orders'],
    ['list', `order list, last page (${lastPage})`, `/api/orders?page=${lastPage}`],
    [
      'list',
      'order list, delivered, last page',
      `/api/orders?status=delivered&page=${Math.ceil(delivered / 20)}`,
    ],
    ['search', 'order search: order number', `/api/orders?q=${someone.tracking_no}`],
    ['search', 'order search: e-mail', `/api/orders?q=${encodeURIComponent(someone.email)}`],
    [
      'search',
      'order search: full name',
      `/api/orders?q=${encodeURIComponent(`${someone.first_name} ${someone.last_name}`)}`,
    ],
    ['search', `order search: surname (${LAST_NAMES[1]})`, `/api/orders?q=${LAST_NAMES[1]}`],
    [
      'search',
      `order search: mistyped surname (${typo})`,
      `/api/orders?q=${encodeURIComponent(typo)}`,
    ],
    ['order', 'order page', `/api/orders/${someone.id}`],
    ['dashboard', 'dashboard, a year', `/api/admin/dashboard?from=${yearAgo}&to=${today}`],
  ];
  /** The calls' medians in ms, by row. */
  const medians = { list: [], search: [], order: [], dashboard: [] };
  console.log('');
  for (const [row, label, path] of calls) {
    const times = await timed(() => get(path));
    medians[row].push(times.p50);
    check(times.p50 <= CALL_TARGET_MS, `${label.padEnd(44)} ${summary(times)}`);
  }

  // Deleting a product sets its order lines' product_id to null: a look-up per product.
  const victims = await database.sql`
    select p.id from products p where exists (select 1 from order_lines l where l.product_id = p.id)
    order by p.id desc limit ${RUNS + WARM_UP}`;
  const ids = victims.map((row) => row.id);
  const deletions = await timed(() => call('DELETE', `/api/delete-product/${ids.shift()}`, token));
  check(
    deletions.p50 <= CALL_TARGET_MS,
    `${'delete a product that was ordered'.padEnd(44)} ${summary(deletions)}`,
  );

  console.log('');
  const csvRuns = [];
  for (let round = 1; round <= 3; round++) {
    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 5);
    const started = performance.now();
    const response = await fetch(`${base}/api/orders/export.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    const ms = performance.now() - started;
    clearInterval(sampler);
    const rows = await database.sql`select count(*)::int as n from orders`;
    const growth = peak - before;
    csvRuns.push({ ms, growth, bytes, orders: rows[0].n });
    check(
      response.ok && ms <= CSV_TARGET_MS && growth <= CSV_RSS_TARGET_MB,
      `CSV export ${round}: ${rows[0].n} orders, ${(bytes / 1e6).toFixed(1)} MB in ` +
        `${ms.toFixed(0)} ms (target ≤ ${CSV_TARGET_MS}); server RSS ${before.toFixed(0)} → ` +
        `${peak.toFixed(0)} MB, +${growth.toFixed(0)} MB (target ≤ ${CSV_RSS_TARGET_MB})`,
    );
  }

  const ms = (values) => `${values.map((value) => value.toFixed(1)).join(' / ')} ms`;
  const each = `≤ ${CALL_TARGET_MS} ms each`;
  const last = csvRuns.at(-1);
  printTable(
    `bench:staff, ${HISTORY.orders.toLocaleString('en-US')} orders, each call ${RUNS} times ` +
      `after ${WARM_UP}`,
    ['measure', 'result (median of calls)', 'target'],
    [
      ['order list: page 1 / last / delivered, last', ms(medians.list), each],
      [
        'order search (number, e-mail, name, surname, mistyped)',
        `${Math.min(...medians.search).toFixed(1)}–${Math.max(...medians.search).toFixed(1)} ms`,
        each,
      ],
      ["an order's page", ms(medians.order), `≤ ${CALL_TARGET_MS} ms`],
      ['dashboard over a year', ms(medians.dashboard), `≤ ${CALL_TARGET_MS} ms`],
      ['deleting an ordered product', ms([deletions.p50]), `≤ ${CALL_TARGET_MS} ms`],
      [
        `CSV export of ${last.orders.toLocaleString('en-US')} orders ` +
          `(${(last.bytes / 1e6).toFixed(1)} MB), 3 back to back`,
        `${csvRuns.map((e) => e.ms.toFixed(0)).join(', ')} ms; ` +
          `${csvRuns.map((e) => signed(e.growth)).join(', ')} MB`,
        `≤ ${CSV_TARGET_MS} ms, ≤ +${CSV_RSS_TARGET_MB} MB`,
      ],
    ],
  );
} finally {
  if (server) await stopServer(server);
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

/** `RUNS` calls one after the other, after `WARM_UP` untimed ones; their times in ms. */
async function timed(action) {
  for (let i = 0; i < WARM_UP; i++) await action();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await action();
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p90: at(0.9), max: sorted.at(-1) };
}

async function call(method, path, token) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return answer;
}

/** Whole MB with their sign: +16, +0, −3. */
function signed(mb) {
  const whole = Math.round(mb);
  return `${whole < 0 ? '−' : '+'}${Math.abs(whole)}`;
}

/** A process's resident memory in MB, from Linux's /proc. */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

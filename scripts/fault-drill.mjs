// `npm run drill:database`: PostgreSQL goes away for 15 s while 20 customers browse and check out.
// The built server (npm run build) reaches a throw-away database through a TCP relay that this
// script cuts: every relayed connection is reset and new ones are refused, as when PostgreSQL
// stops, then it relays again. Prints answer times and statuses before, during and after the
// outage, how fast /api/health noticed, how soon the shop served again, and whether any order a
// customer was told about is missing.
//
// Promises checked (exit 1 on a miss): every answer within 3 s, only 2xx or 503 with Retry-After
// (no 500, no connection error), /api/health 503 within 1 s, serving again within 5 s of the
// database's return, no order lost. The script ends with a markdown table of the phases, which
// docs/benchmarks.md holds as printed.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase, printTable, startServer, stopServer } from './bench-support.mjs';

const CLIENTS = Number(process.env.DRILL_CLIENTS ?? 20);
const OUTAGE_S = Number(process.env.DRILL_OUTAGE_S ?? 15);
const BEFORE_S = 5;
const AFTER_S = 10;
const PASSWORD = 'Drill-customer-password-42';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 3230);
const base = `http://127.0.0.1:${port}`;

/** before → outage → after; each request and health probe belongs to the phase it started in. */
let phase = 'before';

const database = await createBenchDatabase(serverUrl);
const relay = await startRelay(new URL(database.url));
const dataDir = mkdtempSync(join(tmpdir(), 'backlit-fault-drill-'));
let server;
let failed = false;
const check = (ok, line) => {
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
};

try {
  const throughRelay = new URL(database.url);
  throughRelay.host = `127.0.0.1:${relay.port}`;
  server = await startServer(port, throughRelay.toString(), dataDir, { PAYMENT_PROVIDER: 'demo' });
  const productId = await insertProduct(database.sql);
  const tokens = await customers(database.sql, CLIENTS);

  const calls = [];
  const health = [];
  const placed = [];
  let running = true;
  const shoppers = tokens.map((token) => shop(token, productId, calls, placed, () => running));
  const healthChecks = watchHealth(health, () => running);

  await sleep(BEFORE_S * 1000);
  phase = 'outage';
  const cutAt = performance.now();
  await relay.cut();
  await sleep(OUTAGE_S * 1000);
  phase = 'after';
  const restoredAt = performance.now();
  await relay.restore();
  await sleep(AFTER_S * 1000);
  running = false;
  await Promise.all([...shoppers, healthChecks]);

  for (const name of ['before', 'outage', 'after']) {
    const inPhase = calls.filter((call) => call.phase === name);
    console.log(
      `${name.padEnd(7)} ${String(inPhase.length).padStart(6)} requests  ${statusCounts(inPhase)}  ` +
        `answer ${timings(inPhase.map((call) => call.ms))}`,
    );
  }
  const healthDuring = health.filter((probe) => probe.phase === 'outage');
  console.log(
    `health during the outage: ${statusCounts(healthDuring)}  answer ${timings(healthDuring.map((p) => p.ms))}`,
  );
  const firstBusyHealth = healthDuring.find((probe) => probe.status === 503);
  const backAt = calls
    .filter((call) => call.at >= restoredAt && call.status < 300)
    .reduce((first, call) => Math.min(first, call.at + call.ms), Infinity);
  const healthyAt = health
    .filter((probe) => probe.at >= restoredAt && probe.status === 200)
    .reduce((first, probe) => Math.min(first, probe.at + probe.ms), Infinity);

  const slowest = Math.max(...calls.map((call) => call.ms));
  const unexpected = calls.filter((call) => call.status >= 300 && call.status !== 503);
  const busyWithoutRetryAfter = calls.filter((call) => call.status === 503 && !call.retryAfter);
  check(slowest <= 3000, `slowest answer ${slowest.toFixed(0)} ms (promise: ≤ 3000 ms)`);
  check(
    unexpected.length === 0,
    `${unexpected.length} answers other than 2xx or 503 ${statusCounts(unexpected)}`,
  );
  check(
    busyWithoutRetryAfter.length === 0,
    `${busyWithoutRetryAfter.length} 503s without Retry-After`,
  );
  check(
    firstBusyHealth !== undefined && Math.max(...healthDuring.map((p) => p.ms)) <= 1000,
    `/api/health said 503 ${firstBusyHealth ? `${((firstBusyHealth.at - cutAt) / 1000).toFixed(2)} s into the outage` : 'never'}, ` +
      `each answer within ${Math.max(...healthDuring.map((p) => p.ms)).toFixed(0)} ms (promise: ≤ 1000 ms)`,
  );
  check(
    backAt - restoredAt <= 5000,
    `first order step served ${((backAt - restoredAt) / 1000).toFixed(2)} s after the database returned, ` +
      `health 200 after ${((healthyAt - restoredAt) / 1000).toFixed(2)} s (promise: ≤ 5 s)`,
  );
  const rows = await database.sql`select tracking_no from orders`;
  const stored = new Set(rows.map((row) => row.tracking_no));
  const lost = placed.filter((trackingNo) => !stored.has(trackingNo));
  check(
    lost.length === 0,
    `${placed.length} orders confirmed to customers, ${rows.length} in the database, ${lost.length} lost`,
  );

  const seconds = { before: BEFORE_S, outage: OUTAGE_S, after: AFTER_S };
  const row = (label, list) => {
    const { median, p99, max } = quantiles(list.map((item) => item.ms));
    return [label, list.length.toLocaleString('en-US'), answers(list), median, p99, max];
  };
  printTable(
    `drill:database, ${CLIENTS} customers, the database cut for ${OUTAGE_S} s`,
    ['phase', 'requests', 'answers', 'median', 'p99', 'max'],
    [
      ...['before', 'outage', 'after'].map((name) =>
        row(
          `${seconds[name]} s ${name}`,
          calls.filter((call) => call.phase === name),
        ),
      ),
      row('`/api/health`, outage', healthDuring),
    ],
  );
} finally {
  if (server) await stopServer(server);
  await relay.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

/** A TCP relay to PostgreSQL that can be cut (reset everything, refuse new connections). */
async function startRelay(target) {
  const sockets = new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const relay = (client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let listener = createServer(relay).listen(0, '127.0.0.1');
  await once(listener, 'listening');
  const relayPort = listener.address().port;
  const stop = async () => {
    if (!listener.listening) return;
    const closed = once(listener, 'close');
    listener.close();
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port: relayPort,
    cut: stop,
    close: stop,
    async restore() {
      listener = createServer(relay).listen(relayPort, '127.0.0.1');
      await once(listener, 'listening');
    },
  };
}

async function insertProduct(sql) {
  const [category] = await sql`
    insert into categories (name, description) values ('Drill Frames', 'Fault drill products.')
    returning id`;
  const [product] = await sql`
    insert into products (name, slug, sku, stock, category_id, description, price_cents)
    values ('Drill Frame', 'drill-frame', 'DRILL-1', 1000000, ${category.id}::int,
      'A frame bought while the database comes and goes.', 24900)
    returning id`;
  return product.id;
}

/** `count` customer accounts written straight to the database (sign-up is rate-limited), signed in. */
async function customers(sql, count) {
  const { hash } = await import('@node-rs/argon2');
  const passwordHash = await hash(PASSWORD);
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const email = `drill${i}@example.com`;
    await sql`
      insert into users (first_name, last_name, username, email, password_hash, phone, address,
        city, state, postcode, country)
      values ('Drill', 'Customer', ${`drill${i}`}, ${email}, ${passwordHash}, '+1 404-555-0134',
        '1455 Northside Dr NW', 'Atlanta', 'GA', '30318', 'US')`;
    const answer = await call('POST', '/api/login', undefined, { email, password: PASSWORD });
    if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
    tokens.push(answer.body.token);
  }
  return tokens;
}

/** Browse and buy in a loop; a 503 makes the customer wait a little before the next try. */
async function shop(token, productId, calls, placed, isRunning) {
  let n = 0;
  const step = async (method, path, body) => {
    const answer = await call(method, path, token, body);
    calls.push(answer);
    if (answer.status === 503) await sleep(100);
    return answer.status < 300 ? answer : undefined;
  };
  while (isRunning()) {
    n++;
    if (!(await step('GET', `/api/fetchProducts/all?page=${1 + (n % 20)}`))) continue;
    if (!(await step('GET', '/api/product/drill-frame'))) continue;
    if (!(await step('POST', '/api/add-to-cart', { product_id: productId, product_qty: 1 })))
      continue;
    const payment = await step('POST', '/api/checkout/payment', {
      rush: false,
      country: 'US',
      state: 'GA',
    });
    if (!payment) continue;
    const order = await step('POST', '/api/place-order', {
      firstname: 'Drill',
      lastname: 'Customer',
      country: 'US',
      streetaddress: '1455 Northside Dr NW',
      city: 'Atlanta',
      state_contry: 'GA',
      zip: '30318',
      phone: '+1 404-555-0134',
      email: 'drill@example.com',
      rush: false,
      terms: true,
      payment_order_id: payment.body.order_id,
    });
    if (order) placed.push(order.body.tracking_no);
  }
}

async function watchHealth(health, isRunning) {
  while (isRunning()) {
    const started = performance.now();
    const asked = phase;
    const response = await fetch(`${base}/api/health`).catch(() => undefined);
    health.push({
      phase: asked,
      at: started,
      ms: performance.now() - started,
      status: response?.status ?? 0,
    });
    await sleep(250);
  }
}

async function call(method, path, token, body) {
  const started = performance.now();
  const asked = phase;
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const answer = await response.json().catch(() => undefined);
    return {
      phase: asked,
      at: started,
      ms: performance.now() - started,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: answer,
    };
  } catch (error) {
    return {
      phase: asked,
      at: started,
      ms: performance.now() - started,
      status: 0,
      error: String(error),
    };
  }
}

function statusCounts(list) {
  const counts = {};
  for (const item of list)
    counts[item.status || 'error'] = (counts[item.status || 'error'] ?? 0) + 1;
  return (
    Object.entries(counts)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ') || 'none'
  );
}

/** Answers by kind for a table cell: 2xx together, other statuses each, connection errors. */
function answers(list) {
  const counts = new Map();
  for (const item of [...list].sort((a, b) => (a.status || 999) - (b.status || 999))) {
    const kind = !item.status ? 'error' : item.status < 300 ? '2xx' : String(item.status);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return (
    [...counts].map(([kind, count]) => `${count.toLocaleString('en-US')} × ${kind}`).join(', ') ||
    'none'
  );
}

/** Median, p99 and max of answer times, each as a table cell. */
function quantiles(ms) {
  if (ms.length === 0) return { median: '—', p99: '—', max: '—' };
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) =>
    `${Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]).toLocaleString('en-US')} ms`;
  return { median: at(0.5), p99: at(0.99), max: at(1) };
}

function timings(ms) {
  if (ms.length === 0) return '-';
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return `median ${at(0.5).toFixed(0)} ms  p99 ${at(0.99).toFixed(0)} ms  max ${sorted.at(-1).toFixed(0)} ms`;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

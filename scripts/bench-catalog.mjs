// `npm run bench:catalog`: the shop's product list under load, on PostgreSQL, against a bare
// Fastify route that answers the same bytes — so the figure says what our stack costs on top of
// the HTTP server itself. Traffic goes to 127.0.0.1 only; every run is bounded in time.
//
// Phases (the server is restarted between catalogues, so its answer cache starts empty):
//   1. 100 products:     page 1.
//   2. 10,000 products:  A/B/A/B rounds of the shop (A) against the bare route (B) over 50 pages
//                        spread over the whole catalogue, then page 1 alone and page 1600 alone.
// The A/B rounds rotate through pages (every connection walks the same list) rather than hammering
// one URL, so shallow and deep pages both count; each page's bytes are fetched from the shop once
// and served by the bare route as they are.
//
// Targets (exit 1 on a miss): shop/bare ≥ 0.35 in requests/s, shop p99 ≤ 30 ms at 50 connections,
// page 1600 and the 10,000-product catalogue within 20 % of page 1 of the 100-product one.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase, startServer, stopServer } from './bench-support.mjs';

if (process.argv[2] === '--bare') await serveBare();
else await main();

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const port = Number(process.env.BENCH_PORT ?? 3210);
  const barePort = port + 1;
  const base = `http://127.0.0.1:${port}`;
  const connections = 50;
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);

  const database = await createBenchDatabase(serverUrl);
  const { sql } = database;
  const dataDir = mkdtempSync(join(tmpdir(), 'backlit-bench-catalog-'));

  let server;
  let bare;
  let failed = false;
  const check = (ok, line) => {
    failed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  };

  try {
    server = await startServer(port, database.url, dataDir); // runs the migrations
    const [category] = await sql`
      insert into categories (name, description) values ('Bench Frames', 'Benchmark products.')
      returning id`;
    await insertProducts(sql, category.id, 1, 100);
    await stopServer(server);

    // Phase 1: 100 products.
    server = await startServer(port, database.url, dataDir);
    await expectTotal(base, 100);
    await run(`${base}/api/fetchProducts/all?page=1`, 3); // warm-up
    const small = await run(`${base}/api/fetchProducts/all?page=1`, seconds);
    report('100 products, page 1', small);
    await stopServer(server);

    // Phase 2: 10,000 products.
    await insertProducts(sql, category.id, 101, 10_000);
    await sql`analyze products`;
    server = await startServer(port, database.url, dataDir);
    await expectTotal(base, 10_000);
    const pages = Array.from({ length: 50 }, (_, i) => 1 + Math.round((i * 1665) / 49));
    const answers = [];
    for (const page of pages) {
      const response = await fetch(`${base}/api/fetchProducts/all?page=${page}`);
      if (!response.ok) throw new Error(`page ${page} answered ${response.status}`);
      answers.push({
        path: `/api/fetchProducts/all?page=${page}`,
        contentType: response.headers.get('content-type'),
        body: Buffer.from(await response.arrayBuffer()).toString('base64'),
      });
    }
    bare = await startBare(barePort, answers);
    const requests = pages.map((page) => ({ path: `/api/fetchProducts/all?page=${page}` }));
    await run(base, 2, requests); // warm-up: every page loaded once
    await run(`http://127.0.0.1:${barePort}`, 2, requests);
    const rounds = { shop: [], bare: [] };
    for (let round = 1; round <= 2; round++) {
      const a = await run(base, seconds, requests);
      report(`A${round} shop, 50 pages of 10,000 products`, a);
      rounds.shop.push(a);
      const b = await run(`http://127.0.0.1:${barePort}`, seconds, requests);
      report(`B${round} bare Fastify, same bytes`, b);
      rounds.bare.push(b);
    }
    // Not a target: the same stack's cheapest route, to show what every request costs anyway.
    report('shop /api/health (for comparison)', await run(`${base}/api/health`, seconds));
    const first = await run(`${base}/api/fetchProducts/all?page=1`, seconds);
    report('10,000 products, page 1', first);
    const deep = await run(`${base}/api/fetchProducts/all?page=1600`, seconds);
    report('10,000 products, page 1600', deep);

    console.log('');
    const shopRps = mean(rounds.shop.map((r) => r.requests.average));
    const bareRps = mean(rounds.bare.map((r) => r.requests.average));
    const ratio = shopRps / bareRps;
    check(
      ratio >= 0.35,
      `shop/bare ${ratio.toFixed(2)} (${Math.round(shopRps)} vs ${Math.round(bareRps)} req/s; target ≥ 0.35)`,
    );
    const p99 = Math.max(
      ...rounds.shop.map((r) => r.latency.p99),
      first.latency.p99,
      deep.latency.p99,
    );
    check(p99 <= 30, `shop p99 ${p99} ms at ${connections} connections (target ≤ 30 ms)`);
    const deepRatio = deep.requests.average / first.requests.average;
    check(deepRatio >= 0.8, `page 1600 / page 1: ${deepRatio.toFixed(2)} in req/s (target ≥ 0.80)`);
    const sizeRatio = first.requests.average / small.requests.average;
    check(
      sizeRatio >= 0.8,
      `10,000 / 100 products, page 1: ${sizeRatio.toFixed(2)} in req/s (target ≥ 0.80)`,
    );
    const bad = [...rounds.shop, ...rounds.bare, small, first, deep].reduce(
      (sum, r) => sum + r.errors + r.timeouts + r.non2xx,
      0,
    );
    check(bad === 0, `bad answers: ${bad}`);
  } finally {
    if (server) await stopServer(server);
    if (bare) await stopServer(bare);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;

  function run(target, duration, requests) {
    return autocannon({ url: target, connections, duration, ...(requests ? { requests } : {}) });
  }
}

/** Products first..last of one category, in one INSERT … SELECT. */
async function insertProducts(sql, categoryId, first, last) {
  await sql`
    insert into products (name, slug, sku, stock, category_id, description, compare_at_price_cents,
      price_cents, image, additional_images, units_sold, created_at, updated_at)
    select 'Bench Frame ' || i, 'bench-frame-' || i, 'BENCH-' || i, i % 50, ${categoryId}::int,
      'A foldable backlit frame with a printed fabric banner, number ' || i || '. Setup in 5 minutes.',
      case when i % 4 = 0 then 2000 + i % 90000 + 500 end, 2000 + i % 90000,
      'products/' || substr(md5(i::text), 1, 24) || '-800.webp', '[]'::jsonb, (i * 37) % 1000,
      now() - i * interval '1 minute', now()
    from generate_series(${first}::int, ${last}::int) as i`;
}

async function expectTotal(base, total) {
  const answer = await (await fetch(`${base}/api/fetchProducts/all`)).json();
  if (answer.product_data?.total !== total) {
    throw new Error(`expected ${total} products, the shop says ${answer.product_data?.total}`);
  }
}

function report(label, result) {
  console.log(
    `${label.padEnd(42)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
      `bad ${result.errors + result.timeouts + result.non2xx}`,
  );
}

function mean(values) {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The bare route in its own process, so it does not share an event loop with autocannon. */
async function startBare(port, answers) {
  const child = fork(new URL(import.meta.url).pathname, ['--bare'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send({ port, answers });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('the bare server stopped')));
  });
  return child;
}

async function serveBare() {
  const { default: Fastify } = await import('fastify');
  const { port, answers } = await new Promise((resolve) => process.once('message', resolve));
  const byUrl = new Map(
    answers.map((answer) => [answer.path, { ...answer, body: Buffer.from(answer.body, 'base64') }]),
  );
  const app = Fastify({ logger: false });
  app.get('/api/fetchProducts/all', (request, reply) => {
    const answer = byUrl.get(request.url);
    if (!answer) return reply.code(404).send();
    return reply.header('content-type', answer.contentType).send(answer.body);
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.send('listening');
  process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
}

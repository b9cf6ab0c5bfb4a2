// `npm run bench:ssr`: server-rendered storefront pages under load, beside the JSON API that
// serves the same data. The built server on an embedded database with the demo catalogue,
// 127.0.0.1 only, 10 connections, every run bounded in time (BENCH_SECONDS, default 5).
//
// Phases, one product and one listing each:
//   1. the JSON API (`/api/product/{slug}`, `/api/fetchProducts/all`), from its answer cache;
//   2. the page's HTML from the rendered-page cache (the same URL again and again), plain and
//      in brotli as a browser asks for it (sent from the kept compressed copy);
//   3. the page's HTML rendered afresh every time (a query parameter the page ignores makes each
//      request a new cache key); past the server's render turns a page answers the plain
//      index.html, so the answers rendered and those left to the browser are counted;
//   4. the JSON API again while phase 3's uncached renders run beside it: what rendering costs
//      the API on the same process.
// Figures are requests/s and p99 latency; nothing is asserted (the lead compares runs on a quiet
// machine). The script ends with a markdown table of them, which docs/benchmarks.md holds as
// printed.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { printTable, startServer, stopServer } from './bench-support.mjs';

/** What a browser sends that changes the answer: it takes brotli. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const port = Number(process.env.BENCH_PORT ?? 3220);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;

const dataDir = mkdtempSync(join(tmpdir(), 'backlit-bench-ssr-'));
console.log(`${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(2))}`);
const server = await startServer(port, undefined, dataDir, { SEED_DEMO: 'true' });
try {
  const listing = await (await fetch(`${base}/api/fetchProducts/all`)).json();
  const slug = listing.product_data.products[0].slug;
  const pages = [
    { name: 'product', row: 'a product', html: `/product/${slug}`, json: `/api/product/${slug}` },
    {
      name: 'listing',
      row: 'the all-products list',
      html: '/allproducts',
      json: '/api/fetchProducts/all?per_page=6',
    },
  ];
  const rows = [];
  for (const page of pages) {
    const html = await fetch(base + page.html);
    if (!(await html.text()).includes('id="page-state"')) {
      throw new Error(`${page.html} is not server-rendered: build the web app first`);
    }
    await run(page.json, 1); // warm-up
    const json = await run(page.json, seconds);
    report(`${page.name}: JSON API`, json);
    const cached = await run(page.html, seconds);
    report(`${page.name}: HTML, cached`, cached);
    // As browsers ask for it: the page is sent compressed, from the kept copy.
    const brotli = await run(page.html, seconds, BROWSER);
    report(`${page.name}: HTML, cached, brotli`, brotli);
    const fresh = uncached(page.html);
    const rendered = await run(fresh, seconds);
    report(`${page.name}: HTML, rendered each time`, rendered, fresh);
    const beside = uncached(page.html);
    const [api] = await Promise.all([run(page.json, seconds), run(beside, seconds)]);
    report(`${page.name}: JSON API beside uncached renders`, api, beside);
    rows.push([
      page.row,
      `${rate(json)} req/s, p99 ${json.latency.p99} ms`,
      `${rate(cached)}, p99 ${cached.latency.p99} ms; ${rate(brotli)}, p99 ${brotli.latency.p99} ms`,
      `${rate(rendered)} req/s, p99 ${rendered.latency.p99} ms`,
      `${rate(api)} req/s, p99 ${api.latency.p99} ms`,
    ]);
  }
  printTable(
    `bench:ssr, ${connections} connections, ${seconds} s a round`,
    [
      'page',
      'JSON API',
      'HTML, cached (plain; brotli)',
      'HTML, rendered each time',
      'JSON API beside uncached renders',
    ],
    rows,
  );
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * A path that is a new rendered-page cache key on every request, counting the answers that were
 * rendered and those the server left to the browser (no turn to render them).
 */
function uncached(path) {
  let n = 0;
  const next = () => `${path}${path.includes('?') ? '&' : '?'}bench=${++n}`;
  return Object.assign(next, { rendered: 0, shell: 0 });
}

function run(path, duration, headers = {}) {
  const requests =
    typeof path === 'function'
      ? [
          {
            setupRequest: (request) => ({ ...request, path: path() }),
            onResponse: (_status, body) => {
              if (body.includes('id="page-state"')) path.rendered++;
              else path.shell++;
            },
          },
        ]
      : undefined;
  return autocannon({
    url: base + (typeof path === 'function' ? '/' : path),
    connections,
    duration,
    headers,
    ...(requests ? { requests } : {}),
  });
}

/** Requests per second, as a table cell. */
function rate(result) {
  return Math.round(result.requests.average).toLocaleString('en-US');
}

function report(label, result, pages) {
  const errors = result.errors + result.non2xx;
  const rendered = pages ? `  ${pages.rendered} rendered, ${pages.shell} left to the browser` : '';
  console.log(
    `${label.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s` +
      `  p99 ${String(result.latency.p99).padStart(4)} ms${errors ? `  ${errors} errors` : ''}` +
      rendered,
  );
}

// `npm run lighthouse`: a Lighthouse run of the home page (or `--path`) with the default mobile settings
// (Moto G Power form factor, simulated slow 4G and 4x CPU slowdown), in Debian's chromium.
//
// Starts the built shop (apps/server/dist + apps/web/dist, `npm run build` first) on a fresh
// embedded database with the demo catalogue, or audits BASE_URL when it is set. Prints the category
// scores and the key metrics of each run and their median; exits 1 when a page's median
// performance score is below the target (at least 95). Ends with a markdown table of the pages
// (median score with its range, the largest paint of each run), which docs/benchmarks.md holds as
// printed.
//
//   npm run lighthouse                      one run of the home page
//   npm run lighthouse -- --runs 3          three runs, median reported
//   npm run lighthouse -- --json lh.json    also writes the median run's full report (JSON; with
//                                           several pages lh-1.json, lh-2.json…)
//   BASE_URL=https://shop.example npm run lighthouse
//   npm run lighthouse -- --path /allproducts   another page than home; --path again for more,
//                                               --path product for the shop list's first product
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printTable } from './bench-support.mjs';

const TARGET_PERFORMANCE = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
];

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Math.max(1, Number(argument('--runs') ?? process.env.LIGHTHOUSE_RUNS ?? 1));
const reportFile = argument('--json');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let server;
let dataDir;
let chrome;
try {
  const baseUrl = process.env.BASE_URL ?? (await startShop());
  const paths = argumentsOf('--path');
  if (paths.length === 0) paths.push('/');
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

  const rows = [];
  let version;
  for (const [index, path] of paths.entries()) {
    const url = new URL(path === 'product' ? await firstProduct(baseUrl) : path, baseUrl).href;
    const results = [];
    for (let run = 1; run <= runs; run++) {
      // Default config: mobile form factor with simulated throttling.
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const summary = { ...summarize(lhr), lhr };
      results.push(summary);
      console.log(`run ${run}/${runs}: ${format(summary)}`);
    }

    const median = medianRun(results);
    version = median.version;
    console.log(`\n${url} (Lighthouse ${median.version}, mobile, simulated throttling)`);
    console.log(`median of ${runs}: ${format(median)}\n`);
    if (reportFile) {
      const file =
        paths.length > 1 ? reportFile.replace(/(\.json)?$/, `-${index + 1}$1`) : reportFile;
      writeFileSync(file, JSON.stringify(median.lhr, null, 1));
    }
    if (median.scores.performance < TARGET_PERFORMANCE) {
      console.error(`performance ${median.scores.performance} is below ${TARGET_PERFORMANCE}`);
      process.exitCode = 1;
    }
    rows.push([pageName(path), scoreCell(results, median), paintCell(results)]);
  }
  printTable(
    `lighthouse ${version}, mobile (simulated slow 4G, 4× CPU slowdown), ` +
      `${runs} run${runs === 1 ? '' : 's'} a page`,
    ['page', 'performance', 'LCP (runs)'],
    rows,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await chrome?.kill();
  if (server) await stop(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

function argument(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** Every value given to `name` (`--path / --path /allproducts`). */
function argumentsOf(name) {
  return process.argv.flatMap((arg, i) =>
    arg === name && i + 1 < process.argv.length ? [process.argv[i + 1]] : [],
  );
}

/** The page of the first product on the shop's list. */
async function firstProduct(baseUrl) {
  const response = await fetch(new URL('/api/fetchProducts/all', baseUrl));
  if (!response.ok) throw new Error(`the product list answered ${response.status}`);
  const [product] = (await response.json()).product_data.products;
  if (!product) throw new Error('the shop lists no product');
  return `/product/${product.slug}`;
}

/** A page's name in the table. */
function pageName(path) {
  if (path === '/') return 'home';
  if (path === 'product') return 'a product';
  return `\`${path}\``;
}

/** The median run's performance score, with the range of the runs. */
function scoreCell(results, median) {
  const scores = results.map((result) => result.scores.performance);
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  return results.length === 1 ? `${low}` : `${median.scores.performance} (${low}–${high})`;
}

/** The median largest paint in seconds, with each run's in order. */
function paintCell(results) {
  const seconds = (ms) => (ms / 1000).toFixed(1);
  const paints = results.map((result) => result.lcpMs);
  const middle = [...paints].sort((a, b) => a - b)[Math.floor((paints.length - 1) / 2)];
  return results.length === 1
    ? `${seconds(middle)} s`
    : `${seconds(middle)} s (${paints.map(seconds).join(', ')})`;
}

/** The built server on a free-for-us port and a throw-away data folder; resolves to its URL. */
async function startShop() {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 3180);
  dataDir = mkdtempSync(join(tmpdir(), 'backlit-lighthouse-'));
  server = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // A staff account the run never uses, so the server does not print a generated password.
      ADMIN_EMAIL: 'lighthouse@example.com',
      ADMIN_PASSWORD: 'lighthouse-password-not-secret',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`the shop exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return base;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the shop did not become healthy within 60 s');
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function summarize(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? 'n/a']),
  );
  const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
  return { scores, metrics, lcpMs, version: lhr.lighthouseVersion };
}

/** The run with the median performance score (the lower middle one for an even count). */
function medianRun(results) {
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function format({ scores, metrics }) {
  const categoryText = CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ');
  const metricText = Object.entries(metrics)
    .map(([label, value]) => `${label} ${value}`)
    .join(', ');
  return `${categoryText} | ${metricText}`;
}

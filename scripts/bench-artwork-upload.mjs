// `npm run bench:upload`: how fast a customer's 1 GB print file goes up through the resumable
// (tus) upload on loopback, as the web app sends it (64 MB PATCH requests, one after the other),
// and what the server holds in memory meanwhile. The built server runs on the embedded database
// in a temporary folder (removed after); a customer buys a printed banner, then uploads a file
// of 1 GiB (a PDF header, then a pattern) to its line, three times (each replaces the last).
//
// Reported per round: the transfer (the PATCHes, until the last answers) in MB/s, and the
// finish (type check, the file kept in storage) included in the last PATCH's time; then the
// median and the spread, the server's resident memory before and its peak during the uploads
// (read from /proc every 50 ms), and the machine's load average. Each round also sends the same
// file to a bare Node server that only writes it to disk: the machine's ceiling at that moment. Target (exit 1 on a miss): the median ≥ 100 MB/s and
// the server's peak within 300 MB of its resident memory before the first upload. The script ends
// with a markdown table of the results, which docs/benchmarks.md holds as printed.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_ADMIN, printTable, signIn, startServer, stopServer } from './bench-support.mjs';

const FILE_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_MB_S = 100;
const RSS_BUDGET_MB = 300;
const port = Number(process.env.BENCH_PORT ?? 3240);
const base = `http://127.0.0.1:${port}`;
const MB = 1024 * 1024;

let failed = false;
const check = (ok, line) => {
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
};

async function api(method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${json.message}`);
  return json;
}

/** A signed-in customer with a paid order of one printed banner; answers the line to upload to. */
async function orderWithPrintedLine() {
  const staff = await signIn(base, BENCH_ADMIN);
  const category = `Bench banners ${Date.now()}`;
  await api('POST', '/api/store-category', staff, { name: category, subCategories: [] });
  const { categories } = await api('GET', '/api/view-category', staff);
  const { product } = await api('POST', '/api/store-product', staff, {
    name: 'Bench Banner',
    sku: `BENCH-UP-${Date.now()}`,
    stock: '10',
    category_id: String(categories.find((entry) => entry.name === category).id),
    description: 'A printed banner for the upload benchmark.',
    originalPrice: '149.00',
    print_size: 'mlb-85x200',
  });
  const customer = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    companyname: 'Analytical Engines',
    username: `bench${Date.now()}`,
    email: `bench-${Date.now()}@example.com`,
    password: 'Lantern-Quokka-Velvet-1987',
    phone: '+1 404 555 0100',
    address: '1 Main St',
    city: 'Atlanta',
    state: 'GA',
    codepostal: '30318',
    country: 'US',
  };
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(customer),
  });
  if (!registered.ok) throw new Error(`register answered ${registered.status}`);
  const token = (await registered.json()).token;
  await api('POST', '/api/add-to-cart', token, { product_id: product.id, product_qty: 1 });
  const payment = await api('POST', '/api/checkout/payment', token, {
    rush: false,
    country: 'US',
    state: 'GA',
  });
  const order = await api('POST', '/api/place-order', token, {
    firstname: 'Ada',
    lastname: 'Lovelace',
    companyname: 'Analytical Engines',
    country: 'US',
    streetaddress: '1455 Northside Dr NW',
    city: 'Atlanta',
    state_contry: 'GA',
    zip: '30318',
    phone: '+1 404-555-0134',
    email: customer.email,
    terms: true,
    payment_order_id: payment.order_id,
  });
  const artwork = await api('GET', `/api/orders/${order.order_id}/artwork`, token);
  return { token, orderId: order.order_id, lineId: artwork.lines[0].line_id };
}

/** One 64 MB piece of the file: a PDF header first, so the type check accepts it. */
function pieceOf(offset, size, pattern) {
  if (offset !== 0) return pattern.subarray(0, size);
  const piece = Buffer.from(pattern.subarray(0, size));
  piece.write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 0, 'latin1');
  return piece;
}

/** A tus request over its own connection; answers the status and headers once it is answered. */
function tus(method, path, headers, body, to = base) {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${to}${path}`,
      { method, headers: { 'tus-resumable': '1.0.0', ...headers } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

async function uploadOnce({ token, orderId, lineId }, pattern) {
  const metadata = [
    `filename ${Buffer.from('bench.pdf').toString('base64')}`,
    `lines ${Buffer.from(String(lineId)).toString('base64')}`,
  ].join(',');
  const created = await tus('POST', `/api/orders/${orderId}/artwork/uploads`, {
    authorization: `Bearer ${token}`,
    'upload-length': String(FILE_BYTES),
    'upload-metadata': metadata,
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${created.body}`);
  const location = created.headers.location;
  const started = performance.now();
  let last;
  for (let offset = 0; offset < FILE_BYTES; offset += CHUNK_BYTES) {
    const size = Math.min(CHUNK_BYTES, FILE_BYTES - offset);
    const body = pieceOf(offset, size, pattern);
    const pieceStarted = performance.now();
    const answer = await tus(
      'PATCH',
      location,
      {
        authorization: `Bearer ${token}`,
        'content-type': 'application/offset+octet-stream',
        'content-length': String(size),
        'upload-offset': String(offset),
      },
      body,
    );
    const expected = offset + size === FILE_BYTES ? 200 : 204;
    if (answer.status !== expected) {
      throw new Error(`PATCH at ${offset} answered ${answer.status}: ${answer.body}`);
    }
    last = performance.now() - pieceStarted;
  }
  const seconds = (performance.now() - started) / 1000;
  return { seconds, lastPieceMs: last };
}

/** The server's resident memory now, in MB (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024;
}

/**
 * The highest resident memory of `pid` while `work` runs, read every 50 ms: the process's own
 * peak (VmHWM) would be its start-up's, when the embedded database migrates.
 */
async function peakRssDuring(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The machine's own ceiling at the moment: a bare Node server in a process of its own that
 * writes each PATCH body to a file, sent the same 1 GB the same way. On a shared machine the
 * shop's figure means little without it.
 */
const BARE_SERVER = `
const { createServer } = require('node:http');
const { createWriteStream, openSync } = require('node:fs');
const file = process.argv[1];
openSync(file, 'w');
createServer((req, res) => {
  const out = createWriteStream(file, { flags: 'r+', start: Number(req.headers['upload-offset']) });
  req.pipe(out);
  out.on('finish', () => { res.statusCode = 204; res.end(); });
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.send('ready'));
`;

async function bareUpload(pattern) {
  const child = spawn(
    process.execPath,
    ['-e', BARE_SERVER, join(dataDir, 'bare'), String(port + 1)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  await once(child, 'message');
  try {
    const started = performance.now();
    for (let offset = 0; offset < FILE_BYTES; offset += CHUNK_BYTES) {
      const size = Math.min(CHUNK_BYTES, FILE_BYTES - offset);
      const answer = await tus(
        'PATCH',
        '/bare',
        { 'content-length': String(size), 'upload-offset': String(offset) },
        pattern.subarray(0, size),
        `http://127.0.0.1:${port + 1}`,
      );
      if (answer.status !== 204) throw new Error(`bare server answered ${answer.status}`);
    }
    return FILE_BYTES / MB / ((performance.now() - started) / 1000);
  } finally {
    child.kill();
    await once(child, 'exit');
    rmSync(join(dataDir, 'bare'), { force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(2))}`);
const dataDir = mkdtempSync(join(tmpdir(), 'backlit-bench-upload-'));
let server;
try {
  server = await startServer(port, undefined, dataDir, { PAYMENT_PROVIDER: 'demo' });
  const line = await orderWithPrintedLine();
  const pattern = Buffer.alloc(CHUNK_BYTES);
  for (let index = 0; index < pattern.length; index += 1) {
    pattern[index] = (index * 131 + (index >> 9)) & 0xff;
  }
  const before = rssMb(server.pid);
  const rates = [];
  const bareRates = [];
  const { peak } = await peakRssDuring(server.pid, async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { seconds, lastPieceMs } = await uploadOnce(line, pattern);
      const rate = FILE_BYTES / MB / seconds;
      rates.push(rate);
      const bare = await bareUpload(pattern);
      bareRates.push(bare);
      console.log(
        `round ${round}: ${FILE_BYTES / MB} MB in ${seconds.toFixed(2)} s = ${rate.toFixed(0)} MB/s ` +
          `(last piece and finish ${lastPieceMs.toFixed(0)} ms); bare Node server ${bare.toFixed(0)} MB/s; ` +
          `load average ${loadavg()[0].toFixed(2)}`,
      );
    }
  });
  console.log(
    `median ${median(rates).toFixed(0)} MB/s (min ${Math.min(...rates).toFixed(0)}, max ` +
      `${Math.max(...rates).toFixed(0)}); server RSS before ${before.toFixed(0)} MB, peak during ` +
      `the uploads ${peak.toFixed(0)} MB; bare Node server median ${median(bareRates).toFixed(0)} MB/s; load average ${loadavg().map((n) => n.toFixed(2))}`,
  );
  check(median(rates) >= TARGET_MB_S, `1 GB upload median ≥ ${TARGET_MB_S} MB/s`);
  check(
    peak - before <= RSS_BUDGET_MB,
    `server peak within ${RSS_BUDGET_MB} MB of its resident memory before (+${(peak - before).toFixed(0)} MB)`,
  );
  const size = FILE_BYTES % (1024 * MB) ? `${FILE_BYTES / MB} MB` : `${FILE_BYTES / 1024 / MB} GB`;
  const spread = (values) =>
    `${median(values).toFixed(0)} MB/s (${Math.min(...values).toFixed(0)} – ` +
    `${Math.max(...values).toFixed(0)})`;
  printTable(
    `bench:upload, ${size} through the resumable upload on loopback`,
    [
      `${size} in ${CHUNK_BYTES / MB} MB requests, ${ROUNDS} rounds`,
      'shop',
      'bare Node server writing to disk',
    ],
    [
      ['median (min – max)', spread(rates), spread(bareRates)],
      [
        'server memory',
        `${before.toFixed(0)} MB before, ${peak < before ? '−' : '+'}${Math.abs(peak - before).toFixed(0)} MB`,
        '—',
      ],
    ],
  );
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
process.exit(failed ? 1 : 0);

// `npm run bench:images`: the server's memory (RSS) while staff upload product photos of the
// largest size the shop accepts (40 megapixels, under 10 MB), several uploads at once, each with
// 8 photos (the most a product has). Runs the built server (apps/server/dist) on the embedded
// database in a temporary DATA_DIR and samples its RSS from /proc every 50 ms.
//
// Idle is the RSS once the server is ready and has handled one small photo (so libvips is
// loaded). Then rounds of 1, 2, 4 and 8 simultaneous uploads (BENCH_UPLOADS="1,2,4,8" to choose),
// each reporting the lowest, peak, median and spread (10th to 90th percentile) of the samples
// while its uploads run, the RSS after it, how long it took and how uploads were answered (200
// saved, 503 busy: try again later). Idle holds garbage from start-up that the first upload's
// garbage collection frees, so "low" can be well under it.
//
// Target (exit 1 on a miss): the peak of every round stays within +400 MB of idle. The script ends
// with a markdown table of the rounds, which docs/benchmarks.md holds as printed.
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_ADMIN, printTable, startServer, stopServer } from './bench-support.mjs';

const sharp = createRequire(join(process.cwd(), 'apps/server/package.json'))('sharp');

const ROUNDS = (process.env.BENCH_UPLOADS ?? '1,2,4,8').split(',').map(Number);
const PHOTOS_PER_UPLOAD = 8;
const BUDGET_MB = 400;
// 7744 × 5164 = 39,990,016 pixels: just under the 40-megapixel limit.
const WIDTH = 7744;
const HEIGHT = 5164;
const port = Number(process.env.BENCH_PORT ?? 3247);
const base = `http://127.0.0.1:${port}`;

if (!existsSync('apps/server/dist/main.js')) {
  console.error('Build the server first: npm run build -w @backlit/server');
  process.exit(1);
}

// Another server on the port would answer the health check and be measured instead.
await new Promise((resolve, reject) => {
  const probe = createServer()
    .once('error', () => reject(new Error(`Port ${port} is in use: set BENCH_PORT`)))
    .listen(port, '127.0.0.1', () => probe.close(resolve));
});

const dataDir = mkdtempSync(join(tmpdir(), 'backlit-bench-images-'));
let server;
let failed = false;
try {
  console.log(`making ${PHOTOS_PER_UPLOAD} photos of ${WIDTH} × ${HEIGHT} …`);
  const photos = await Promise.all(Array.from({ length: PHOTOS_PER_UPLOAD }, () => bigPhoto()));
  const sizes = photos.map((photo) => (photo.length / 1024 / 1024).toFixed(1)).join(', ');
  console.log(`photo sizes (MB): ${sizes}`);

  server = await startServer(port, undefined, dataDir);
  const token = await signIn();
  const categoryId = await createCategory(token);
  // A small photo loads libvips and warms the pipeline, so idle means "ready", not "never used",
  // without leaving a large photo's memory behind.
  const small = await sharp(photos[0]).resize(1200).jpeg().toBuffer();
  await upload(token, categoryId, [small], 'warm-up');
  await sleep(10_000);
  const idle = median(await sampleFor(server.pid, 2000));
  console.log(`idle: ${idle.toFixed(0)} MB`);

  console.log(
    'uploads  low MB  peak MB  +peak MB  median MB  spread MB (p10–p90)  after MB  seconds  answers',
  );
  const rows = [];
  for (const count of ROUNDS) {
    const sampler = startSampling(server.pid);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: count }, (_, i) => upload(token, categoryId, photos, `${count}-${i}`)),
    );
    const seconds = (performance.now() - started) / 1000;
    const samples = sampler.stop();
    await sleep(2000);
    const after = median(await sampleFor(server.pid, 500));
    const peak = Math.max(...samples);
    const answers = tally(statuses);
    const ok = peak - idle <= BUDGET_MB && statuses.every((status) => [200, 503].includes(status));
    failed ||= !ok;
    console.log(
      [
        String(count).padStart(7),
        Math.min(...samples)
          .toFixed(0)
          .padStart(7),
        peak.toFixed(0).padStart(8),
        signed(peak - idle).padStart(9),
        median(samples).toFixed(0).padStart(10),
        `${percentile(samples, 0.1).toFixed(0)}–${percentile(samples, 0.9).toFixed(0)}`.padStart(
          21,
        ),
        after.toFixed(0).padStart(9),
        seconds.toFixed(1).padStart(8),
        ` ${answers}${ok ? '' : '  FAIL'}`,
      ].join(' '),
    );
    rows.push([
      count,
      `${peak.toFixed(0)} MB`,
      `${signed(peak - idle)} MB`,
      `${median(samples).toFixed(0)}, ${percentile(samples, 0.1).toFixed(0)}–` +
        `${percentile(samples, 0.9).toFixed(0)} MB`,
      answers,
    ]);
  }
  printTable(
    `bench:images, ${PHOTOS_PER_UPLOAD} photos of ${WIDTH.toLocaleString('en-US')} × ` +
      `${HEIGHT.toLocaleString('en-US')} px an upload, idle ${idle.toFixed(0)} MB`,
    ['simultaneous uploads', 'peak RSS', 'above idle', 'median, p10–p90', 'answered'],
    rows,
  );
} finally {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

/** A photo-like JPEG: smooth noise enlarged, so it decodes to the full size yet stays small. */
async function bigPhoto() {
  const seed = await sharp({
    create: {
      width: 968,
      height: 646,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(seed).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).jpeg({ quality: 85 }).toBuffer();
}

async function signIn() {
  const answer = await call('POST', '/api/login', undefined, {
    email: BENCH_ADMIN.email,
    password: BENCH_ADMIN.password,
  });
  return answer.token;
}

async function createCategory(token) {
  await call('POST', '/api/store-category', token, { name: 'Bench Photos', subCategories: [] });
  const { categories } = await call('GET', '/api/view-category', token);
  return categories.find((category) => category.name === 'Bench Photos').id;
}

/** One product saved with these photos; answers the HTTP status. */
async function upload(token, categoryId, files, name) {
  const form = new FormData();
  for (const [field, value] of Object.entries({
    name: `Bench Frame ${name}`,
    sku: `BENCH-PHOTO-${name}`,
    stock: '10',
    category_id: String(categoryId),
    description: 'A frame with large photos.',
    originalPrice: '99.00',
  })) {
    form.append(field, value);
  }
  files.forEach((photo, i) => {
    const blob = new Blob([photo], { type: 'image/jpeg' });
    form.append(i === 0 ? 'image' : `additional_images[${i - 1}]`, blob, `photo-${i}.jpg`);
  });
  const response = await fetch(`${base}/api/store-product`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.text();
  if (response.status !== 200 && response.status !== 503) {
    console.error(`upload ${name}: ${response.status} ${body.slice(0, 300)}`);
  }
  return response.status;
}

async function call(method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The process's resident set in MB, as the kernel counts it. */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line) throw new Error(`process ${pid} has exited`);
  return Number(line[1]) / 1024;
}

function startSampling(pid) {
  const samples = [rssMb(pid)];
  let lost;
  const timer = setInterval(() => {
    try {
      samples.push(rssMb(pid));
    } catch (error) {
      lost = error;
      clearInterval(timer);
    }
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      if (lost) throw new Error(`the server stopped while measured: ${lost.message}`);
      samples.push(rssMb(pid));
      return samples;
    },
  };
}

async function sampleFor(pid, ms) {
  const sampler = startSampling(pid);
  await sleep(ms);
  return sampler.stop();
}

function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function median(values) {
  return percentile(values, 0.5);
}

function signed(mb) {
  return `${mb < 0 ? '−' : '+'}${Math.abs(mb).toFixed(0)}`;
}

function tally(statuses) {
  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

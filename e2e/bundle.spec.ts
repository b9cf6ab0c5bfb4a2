import { expect, test, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * The entry script: the one file a page's `<script type="module">` names, gzipped. It holds the
 * app's own start-up code (router, route table, providers) and changes with every deploy; the
 * libraries that change only when upgraded (React, React DOM, React Router: 95.6 KB gz) sit in the
 * vendor chunk beside it, which a returning visitor keeps cached across deploys. 9.2 KB measured.
 */
const ENTRY_JS_BUDGET_BYTES = 100 * 1024;

/**
 * What a storefront page's first load costs in gzipped JavaScript on a first visit, with nothing
 * cached: every script the browser requests until the network is idle (the entry, the vendor
 * chunk and the others it imports or the page preloads, the route's chunks and whatever they
 * import), so nothing loaded at first escapes the count. The budgets are what was measured plus
 * about 1 KB, so that a few KB more fails the test and gets looked at.
 *
 * Home: 120.6 KB measured in 6 scripts: the vendor chunk, the entry, the storefront layout, the
 * home page and what they share. It was 129.8 before the layout and the home page stopped merging
 * their classes with tailwind-merge (8.6 KB). 122.2 with the header's search field (a plain form
 * and the icon that opens it on a phone, about 1.3 KB); its suggestions (7.8 KB, with React Query)
 * load only when the field is first focused. 123.2 once staff keep the hero in the database (its
 * loader) and the route table, which every page carries, gained the back-office's quotes, customer
 * groups and production board; a visitor loads no trade-price code (only a signed-in browser does).
 */
const HOME_JS_BUDGET_BYTES = 124 * 1024;

/**
 * A product list or page: 161.6 and 152.6 KB measured, the page 155.8 with the lit preview's slot
 * and about 2 KB more with its "Need it for a show?" button (whose planner loads when it opens) (237 before they stopped loading zod, the
 * dialogs, sonner and the cart's and account's code with their first paint; 152.2 and 151.4 when
 * the build grouped their shared code in one chunk by hand, which the bundler's own copying of
 * small shared chunks replaced). React Query (~13 KB), tailwind-merge (their cards and forms merge
 * classes) and the catalogue's own code are what they add to home's. The list is 163.1 with the
 * header's search field and the page-size choice. A printed product's page
 * holds the lit preview's reserved box and slider (3.2 KB); its drawing code comes apart. The list
 * is 164.4 with the three back-office routes in the route table and the member's price asked for
 * only in a signed-in browser.
 */
const CATALOGUE_JS_BUDGET_BYTES = 165 * 1024;

/**
 * How many script files a product list or page loads: 13 and 12 measured. Each file is a request
 * to start and a module to set up on the main thread (on a slowed phone, about 1 ms each before
 * React can start), so a bundler change that cuts their code back into dozens of small files
 * fails here.
 */
const CATALOGUE_SCRIPT_FILES = 16;

/**
 * Libraries a storefront page must not load before a visitor acts: the answers it shows are
 * checked against their schema by the server, and dialogs and toasts load when first opened.
 */
const NOT_ON_FIRST_LOAD = [
  { library: 'zod', marker: '$ZodType' },
  { library: 'sonner', marker: 'data-sonner-toaster' },
  { library: 'the Radix dialog', marker: '`DialogContent`' },
];

type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
};

function readManifest(): Record<string, ManifestChunk> {
  const manifestUrl = new URL('../apps/web/dist/.vite/manifest.json', import.meta.url);
  return JSON.parse(readFileSync(manifestUrl, 'utf8')) as Record<string, ManifestChunk>;
}

/** The built files that come from `pattern`'s source modules. */
function chunkFilesOf(pattern: RegExp): Set<string> {
  const manifest = readManifest();
  return new Set(
    Object.values(manifest)
      .filter(({ src }) => src !== undefined && pattern.test(src))
      .map(({ file }) => `/${file}`),
  );
}

/** The back-office's layout, pages and features. */
const adminFiles = () => chunkFilesOf(/(^|\/)(admin)(\/|-)/);
/** Pages a storefront visitor reaches only by going there: cart, checkout, account. */
const privatePageFiles = () => chunkFilesOf(/app\/(routes|layouts)\/(account|cart|checkout)/);
/** The lit preview's drawing code, which a page loads when a preview comes into view. */
const LIT_PREVIEW_SOURCE = 'src/features/artwork/components/lit-preview-render.ts';
const litPreviewFiles = () => chunkFilesOf(/features\/artwork\/components\/lit-preview-render/);

/** The manifest's chunks that `key` loads before it runs: itself and its imports, all the way. */
function staticallyLoaded(key: string): Map<string, ManifestChunk> {
  const manifest = readManifest();
  const loaded = new Map<string, ManifestChunk>();
  const walk = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || loaded.has(at)) return;
    loaded.set(at, chunk);
    chunk.imports?.forEach(walk);
  };
  walk(key);
  return loaded;
}

type Script = { gzipped: number; text: string };

/** Every script `path` loads until the network is idle, by path. */
async function scriptsOf(page: Page, path: string): Promise<Map<string, Script>> {
  const scripts = new Map<string, Script>();
  // Each body is read in the background; all of them are awaited before the page is counted, or
  // a late one would be missing from the sum. A script that only arrives after that (a chunk the
  // page fetches later) is not this page's first load and is no longer listened for, so its read
  // cannot outlive the test.
  const reads: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, {
          gzipped: gzipSync(body).length,
          text: body.toString('utf8'),
        });
      }),
    );
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A server-rendered page starts its scripts only after its load, which on a busy machine can
  // come after the first quiet moment: wait for the entry script, then until no new script has
  // come for a second, so that the page's code is counted rather than nothing.
  await expect
    .poll(() => [...scripts.keys()].some((file) => /^\/assets\/index-[\w-]+\.js$/.test(file)), {
      message: `${path} loads its entry script`,
    })
    .toBe(true);
  let seen = -1;
  await expect
    .poll(
      () => {
        const settled = reads.length === seen;
        seen = reads.length;
        return settled;
      },
      { intervals: [1_000], message: `${path} stops loading scripts` },
    )
    .toBe(true);
  page.off('response', onResponse);
  await Promise.all(reads);
  return scripts;
}

function report(path: string, scripts: Map<string, Script>): number {
  const total = [...scripts.values()].reduce((sum, { gzipped }) => sum + gzipped, 0);
  console.log(`${path}: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzipped`);
  return total;
}

/**
 * The entry script `html` names and the modules it preloads: in tags, or for a server-rendered
 * page in the inert list it starts them from after its load.
 */
function scriptsNamedBy(html: string): { entry?: string; preloads: string[] } {
  const listed = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html);
  if (listed) {
    const { entry, preload } = JSON.parse(listed[1]!) as { entry: string; preload: string[] };
    return { entry, preloads: preload };
  }
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
    ([, href]) => href!,
  );
  return { entry, preloads };
}

test('the entry script stays within its budget and the vendor chunk comes preloaded', async ({
  request,
}) => {
  const { entry, preloads } = scriptsNamedBy(await (await request.get('/')).text());
  expect(entry, 'the page names its entry script').toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const script = await (await request.get(entry!)).body();
  const gzipped = gzipSync(script).length;
  console.log(`entry ${entry}: ${(gzipped / 1024).toFixed(1)} KB gzipped`);
  expect(gzipped).toBeLessThanOrEqual(ENTRY_JS_BUDGET_BYTES);

  // The entry imports React and the router from the vendor chunk, which the server-rendered page
  // preloads so that it downloads alongside the entry rather than after it.
  const vendor = preloads.find((href) => /^\/assets\/vendor-[\w-]+\.js$/.test(href));
  expect(vendor, 'the page preloads the vendor chunk').toBeDefined();
  expect(script.toString('utf8')).toContain(`./${vendor!.split('/').pop()}`);
});

test('the home route stays within the JavaScript budget and loads no admin code nor tailwind-merge', async ({
  page,
}) => {
  const admin = adminFiles();
  expect(admin.size, 'the manifest names the admin chunks').toBeGreaterThan(0);

  const scripts = await scriptsOf(page, '/');
  expect([...scripts.keys()].filter((file) => admin.has(file))).toEqual([]);
  expect([...scripts.keys()].filter((file) => litPreviewFiles().has(file))).toEqual([]);
  // The layout and the home page join their classes without tailwind-merge (see lib/cn).
  const merging = [...scripts].filter(([, { text }]) => text.includes('isThemeGetter'));
  expect(
    merging.map(([file]) => file),
    'home loads tailwind-merge',
  ).toEqual([]);
  expect(report('/', scripts)).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});

/** A catalogue page loads no zod, toasts or dialogs, nor the private pages' or admin code. */
async function expectOnlyItsOwnCode(page: Page, path: string) {
  const elsewhere = new Set([...adminFiles(), ...privatePageFiles()]);
  expect(elsewhere.size, 'the manifest names the private pages').toBeGreaterThan(0);
  const scripts = await scriptsOf(page, path);
  expect([...scripts.keys()].filter((file) => elsewhere.has(file))).toEqual([]);
  for (const { library, marker } of NOT_ON_FIRST_LOAD) {
    const holding = [...scripts].filter(([, { text }]) => text.includes(marker));
    expect(
      holding.map(([file]) => file),
      `${path} loads ${library}`,
    ).toEqual([]);
  }
  expect(report(path, scripts)).toBeLessThanOrEqual(CATALOGUE_JS_BUDGET_BYTES);
  expect(scripts.size).toBeLessThanOrEqual(CATALOGUE_SCRIPT_FILES);
}

test('the shop list loads only its own code', async ({ page }) => {
  await expectOnlyItsOwnCode(page, '/allproducts');
});

test('a product page loads only its own code', async ({ page }) => {
  const answer = await page.request.get('/api/fetchProducts/all?per_page=1');
  const { product_data } = (await answer.json()) as {
    product_data: { products: { slug: string }[] };
  };
  await expectOnlyItsOwnCode(page, `/product/${product_data.products[0]!.slug}`);
});

test('the lit preview is in no first-loaded chunk: a printed product page imports it on demand', () => {
  const lit = litPreviewFiles();
  expect(lit.size, 'the manifest names the lit preview').toBe(1);
  const first = [
    'index.html',
    'src/app/layouts/public/public-layout.tsx',
    'src/app/routes/home.tsx',
  ];
  const product = 'src/app/routes/product.tsx';
  for (const key of [...first, product]) {
    const files = [...staticallyLoaded(key).values()].map(({ file }) => `/${file}`);
    expect(files.length, `the manifest names ${key}`).toBeGreaterThan(0);
    expect(
      files.filter((file) => lit.has(file)),
      `${key} loads the lit preview`,
    ).toEqual([]);
  }
  // …but the product page can load it: a dynamic import from its own code.
  const importers = [...staticallyLoaded(product).values()].filter((chunk) =>
    chunk.dynamicImports?.includes(LIT_PREVIEW_SOURCE),
  );
  expect(importers.length).toBeGreaterThan(0);
});

test('a printed product page loads the lit preview only when its preview comes into view', async ({
  page,
}) => {
  const lit = litPreviewFiles();
  const scripts = await scriptsOf(page, '/product/fabric-banner-for-mlb-85x200');
  expect([...scripts.keys()].filter((file) => lit.has(file))).toEqual([]);
  const loaded = page.waitForResponse((response) => lit.has(new URL(response.url()).pathname));
  await page.getByTestId('lit-preview').scrollIntoViewIfNeeded();
  expect((await loaded).ok()).toBe(true);
});

/** The web font's faces this page has asked for, by the characters they cover. */
async function fontFaces(page: Page) {
  return page.evaluate(() => {
    const faces: { unicodeRange: string; status: string }[] = [];
    document.fonts.forEach(({ unicodeRange, status }) => faces.push({ unicodeRange, status }));
    return faces;
  });
}

test('a page in English loads only the small part of the font, an accented name the rest', async ({
  page,
}) => {
  const fonts: { url: string; size: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'font') return;
    fonts.push({ url: new URL(response.url()).pathname, size: (await response.body()).length });
  });
  await page.goto('/allproducts', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The core file covers printable ASCII; the full Latin one the other Latin characters.
  const core = (ranges: string) => ranges.startsWith('U+20-7E');
  const restOfLatin = (ranges: string) => ranges.includes('U+F8-FF');
  await expect.poll(() => fonts.length).toBe(1);
  expect(fonts[0]!.url).toMatch(/^\/assets\/inter-latin-core-wght-normal-[\w-]+\.woff2$/);
  expect(fonts[0]!.size).toBeLessThanOrEqual(26 * 1024);
  let faces = await fontFaces(page);
  expect(faces.filter(({ unicodeRange }) => core(unicodeRange))).toEqual([
    expect.objectContaining({ status: 'loaded' }),
  ]);
  expect(faces.filter(({ unicodeRange }) => restOfLatin(unicodeRange))).toEqual([
    expect.objectContaining({ status: 'unloaded' }),
  ]);

  // A name with an accent, as a staff member may type one, brings the rest in: still the font.
  await page.evaluate(async () => {
    const name = document.createElement('p');
    name.textContent = 'Montréal Trade Show Kit';
    document.querySelector('main')!.append(name);
    await document.fonts.ready;
  });
  await expect
    .poll(() => fonts.map(({ url }) => url))
    .toContainEqual(expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/));
  faces = await fontFaces(page);
  expect(faces.filter(({ unicodeRange }) => restOfLatin(unicodeRange))).toEqual([
    expect.objectContaining({ status: 'loaded' }),
  ]);
});

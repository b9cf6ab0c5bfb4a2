import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp, makeTempDir } from '../../test/app';
import { createCategory, nextSku, sendForm } from './products.fixtures';

/**
 * The server's side of server-rendered pages: it loads the web build's renderer, fills its answer
 * into index.html, keeps whole pages and drops them when the catalogue changes. The renderer here
 * stands in for the web build's (which these tests do not build): it reads the shop's API through
 * the server exactly as the real one does and prints what it read.
 */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Shop</title>
    <meta name="description" content="The shop's own description" />
    <meta name="backlit-shop" content="" />
    <!--page-head-->
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/home-page.js" data-first-route>
  </head>
  <body>
    <noscript>Needs JavaScript.</noscript>
    <div id="root"><!--page-body--></div>
  </body>
</html>
`;

const RENDERER = `
let renders = 0;
export function createPageRenderer({ fetchApi }) {
  return {
    async render({ url, origin }) {
      if (url === '/cart') return { kind: 'shell', status: 200, noindex: true };
      if (url === '/contact-us') return { kind: 'redirect', status: 302, location: '/contact' };
      if (url === '/faq') {
        renders++;
        return { kind: 'page', status: 200, head: '<title>FAQ</title>', body: '<h1>FAQ ' + renders + '</h1>', state: '{}', chunks: [] };
      }
      if (url.startsWith('/held/')) {
        // Renders until the test lets it finish.
        await new Promise((resolve) => (globalThis.heldRenders ??= []).push(resolve));
        return { kind: 'page', status: 200, head: '', body: '<h1>Held ' + url + '</h1>', state: '{}', chunks: [] };
      }
      if (url.startsWith('/product/')) {
        const { status, body } = await fetchApi('/api/product/' + url.slice('/product/'.length));
        if (status !== 200) return { kind: 'shell', status, noindex: true };
        const { product } = JSON.parse(body);
        renders++;
        return { kind: 'page', status: 200, head: '', body: '<h1>' + product.name + '</h1><p>$' + product.originalPrice + '</p><p>render ' + renders + '</p>', state: '{}', chunks: [] };
      }
      const { status, body } = await fetchApi('/api/fetchProducts/all?per_page=1');
      if (status !== 200) return { kind: 'shell', status: 503, noindex: true };
      const [product] = JSON.parse(body).product_data.products;
      renders++;
      return {
        kind: 'page',
        status: url === '/nope' ? 404 : 200,
        head: '<title>' + product.name + '</title><meta name="description" content="' + product.name + '"/><link rel="canonical" href="' + origin + url + '"/>',
        body: '<h1>' + product.name + '</h1><p>$' + product.originalPrice + '</p><p>render ' + renders + '</p>',
        state: '{"queries":"\\\\u003c/script>"}',
        chunks: ['public-layout', 'product-list'],
      };
    },
  };
}
`;

let app: App;
let staff: SignedIn;
let productId: number;
let categoryId: number;
/** Product A (productId) and product B, each on its own page, in categories of their own. */
let slugA: string;
let slugB: string;
let productB: number;
let removeBuild: () => Promise<void>;

beforeAll(async () => {
  const build = await makeTempDir('backlit-render-');
  removeBuild = build.remove;
  const webDir = path.join(build.dir, 'dist');
  await mkdir(path.join(build.dir, 'dist-server'), { recursive: true });
  await mkdir(webDir, { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(build.dir, 'dist-server', 'entry-server.js'), RENDERER);
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(
    path.join(webDir, '.vite', 'route-chunks.json'),
    JSON.stringify({
      'public-layout': ['/assets/storefront.js'],
      'product-list': ['/assets/product-list.js', '/assets/storefront.js'],
    }),
  );
  app = await buildTestApp({ webDir });
  staff = await signInStaff(app);
  const frames = await createCategory(app, staff, 'Backlit Frames', ['Snap Frames']);
  categoryId = frames.id;
  const saved = await sendForm(app, staff, 'POST', '/api/store-product', {
    name: 'Snap Frame A1',
    sku: nextSku('RP'),
    stock: '4',
    category_id: String(frames.id),
    description: 'Aluminium snap frame.',
    originalPrice: '199.5',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  ({ id: productId, slug: slugA } = (
    saved.json() as { product: { id: number; slug: string } }
  ).product);
  const boxes = await createCategory(app, staff, 'Light Boxes', ['Wall Boxes']);
  const other = await sendForm(app, staff, 'POST', '/api/store-product', {
    name: 'Wall Box B2',
    sku: nextSku('RP'),
    stock: '9',
    category_id: String(boxes.id),
    description: 'Wall-mounted light box.',
    originalPrice: '320',
  });
  expect(other.statusCode, other.body).toBe(200);
  ({ id: productB, slug: slugB } = (
    other.json() as { product: { id: number; slug: string } }
  ).product);
});
afterAll(async () => {
  await app.close();
  await removeBuild();
});

const page = (url: string) => app.inject({ method: 'GET', url });
const renderCount = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);

describe('server-rendered pages', () => {
  it('fills the page into index.html, its head replacing the defaults', async () => {
    const answer = await page('/allproducts');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = answer.body;
    expect(html).toContain('<div id="root"><h1>Snap Frame A1</h1><p>$199.5</p>');
    expect(html).toContain('<title>Snap Frame A1</title>');
    expect(html).not.toContain('<title>Shop</title>');
    expect(html).not.toContain("The shop's own description");
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:3000/allproducts"/>');
    expect(html).not.toContain('<noscript>');
    // The page lists its own routes' code instead of the home page's, to load after its paint.
    expect(html).toContain(
      '</div><script type="application/json" id="page-state">{"queries":"\\u003c/script>"}</script><script type="application/json" id="page-scripts">{"entry":"/assets/index.js","preload":["/assets/storefront.js","/assets/product-list.js"]}</script>',
    );
    expect(html).not.toContain('home-page.js');
    // The shop's details are filled in as on every page.
    expect(html).toMatch(/<meta name="backlit-shop" content="\{&quot;name&quot;/);
  });

  it("shows a staff edit of a product on its page at once, keeping other products' pages", async () => {
    const first = renderCount((await page(`/product/${slugA}`)).body);
    expect(renderCount((await page(`/product/${slugA}`)).body)).toBe(first);
    const other = (await page(`/product/${slugB}`)).body;

    const changed = await sendForm(app, staff, 'PUT', `/api/update-product/${productId}`, {
      name: 'Snap Frame A1',
      sku: nextSku('RP'),
      stock: '4',
      category_id: String(categoryId),
      description: 'Aluminium snap frame.',
      originalPrice: '149',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const after = (await page(`/product/${slugA}`)).body;
    expect(after).toContain('<p>$149</p>');
    expect(renderCount(after)).toBeGreaterThan(first);
    // B's page shows neither A nor A's category: the edit leaves it cached.
    expect((await page(`/product/${slugB}`)).body).toBe(other);
  });

  it("drops only the sold products' pages when stock changes", async () => {
    const pageA = (await page(`/product/${slugA}`)).body;
    const pageB = (await page(`/product/${slugB}`)).body;
    expect((await page(`/product/${slugB}`)).body).toBe(pageB);

    // What a placed order reports once it has taken stock.
    app.catalogCache.stockChanged([productB]);

    expect((await page(`/product/${slugA}`)).body).toBe(pageA);
    expect(renderCount((await page(`/product/${slugB}`)).body)).toBeGreaterThan(renderCount(pageB));
  });

  it('keeps pages without catalogue data through a catalogue change', async () => {
    const faq = (await page('/faq')).body;
    const product = renderCount((await page(`/product/${slugB}`)).body);
    // A category change touches every catalogue answer, so every page showing one.
    await createCategory(app, staff, 'Spare Parts', ['Profiles']);
    expect((await page('/faq')).body).toBe(faq);
    expect(renderCount((await page(`/product/${slugB}`)).body)).toBeGreaterThan(product);
  });

  it('passes on not-found, private pages and redirects as the renderer says', async () => {
    expect((await page('/nope')).statusCode).toBe(404);

    const cart = await page('/cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<meta name="robots" content="noindex" />');
    expect(cart.body).toContain('<div id="root"></div>');
    expect(cart.body).toContain('<title>Shop</title>');
    expect(cart.body).toContain('home-page.js');

    const moved = await page('/contact-us');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/contact');
  });

  it('answers the plain index.html, never an error, to pages past the render line', async () => {
    const faq = (await page('/faq')).body;
    const held = () => ((globalThis as { heldRenders?: (() => void)[] }).heldRenders ??= []);
    // Two render and four wait for their turn...
    const inLine = Array.from({ length: 6 }, (_, i) => page(`/held/${i}`));
    await vi.waitFor(() => expect(held()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));

    // ...so the seventh is left to the browser at once, and a cached page is still answered.
    const turnedAway = await page('/held/6');
    expect(turnedAway.statusCode).toBe(200);
    expect(turnedAway.body).toContain('<div id="root"></div>');
    expect(turnedAway.body).toContain('<title>Shop</title>');
    expect((await page('/faq')).body).toBe(faq);

    let finished = false;
    const answers = Promise.all(inLine).finally(() => (finished = true));
    while (!finished) {
      held()
        .splice(0)
        .forEach((release) => release());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    (await answers).forEach((answer, i) => {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(`<div id="root"><h1>Held /held/${i}</h1></div>`);
    });
    // Its turn came back: the turned-away page renders now.
    const later = page('/held/6');
    await vi.waitFor(() => expect(held()).toHaveLength(1));
    held().splice(0)[0]!();
    expect((await later).body).toContain('<h1>Held /held/6</h1>');
  });

  it('never renders API paths or files', async () => {
    expect((await page('/api/nope')).statusCode).toBe(404);
    expect((await page('/api/nope')).headers['content-type']).toContain('application/json');
  });
});

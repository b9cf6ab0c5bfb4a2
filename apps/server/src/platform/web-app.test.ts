import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ApiErrorSchema, DEFAULT_SHOP_INFO, ShopInfoSchema } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp, FAKE_INDEX_HTML, makeTempDir } from '../test/app';
import { injectShopInfo } from './index-page';

const SHOP_META = /<meta name="backlit-shop" content="([^"]*)" \/>/;

/** What the web app does: read the attribute (the HTML parser unescapes it), parse the JSON. */
function shopFromPage(html: string) {
  const content = SHOP_META.exec(html)?.[1];
  expect(content).toBeDefined();
  const unescaped = content!
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return ShopInfoSchema.parse(JSON.parse(unescaped));
}

describe('the web app', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      shop: { ...DEFAULT_SHOP_INFO, name: `Frames "R" <Us> & Co's </script>` },
    });
  });
  afterAll(() => app.close());

  it.each(['/', '/no/such/page', '/category/Frames?page=2', '/index.html'])(
    'answers %s with index.html so the app can route it',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('fills in the shop details, escaped so no name can break out of the attribute', async () => {
    const response = await app.inject({ method: 'GET', url: '/cart' });
    expect(response.body).not.toContain('</script>"');
    expect(response.body).not.toContain('content=""');
    expect(shopFromPage(response.body)).toEqual(app.config.shop);
  });

  it('answers HEAD like GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/checkout' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets for good, other files for a short while', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the build’s brotli copy of an asset to a browser that accepts it', async () => {
    const assets = path.join(app.config.webDir, 'assets');
    const script = 'console.log("precompressed");\n';
    await writeFile(path.join(assets, 'entry-def456.js'), script);
    await writeFile(path.join(assets, 'entry-def456.js.br'), brotliCompressSync(script));

    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/entry-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: 'GET', url: '/assets/entry-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it.each([
    ['POST', '/cart'],
    ['GET', '/sanctum/nothing'],
    ['GET', '/storage'],
    ['GET', '/api'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(response.json()).status).toBe(404);
  });

  it('never rate-limits page loads', async () => {
    for (let i = 0; i < 130; i++) {
      const response = await app.inject({ method: 'GET', url: `/page-${i}` });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('the web app before it is built', () => {
  let app: App;
  let webDir: string;
  beforeAll(async () => {
    const temp = await makeTempDir();
    webDir = temp.dir;
    app = await buildTestApp({ webDir });
    app.addHook('onClose', temp.remove);
  });
  afterAll(() => app.close());

  it('says how to build it, while the API keeps working', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('The web app is not built yet: run npm run build');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('serves it once built, without a restart', async () => {
    await writeFile(path.join(webDir, 'index.html'), FAKE_INDEX_HTML);
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(shopFromPage(page.body)).toEqual(app.config.shop);
    await rm(path.join(webDir, 'index.html'));
  });
});

describe('a page’s blocking script', () => {
  const script = "document.documentElement.classList.add('dark');\n";
  let app: App;
  beforeAll(async () => {
    const temp = await makeTempDir();
    app = await buildTestApp({ webDir: temp.dir });
    app.addHook('onClose', temp.remove);
    await writeFile(path.join(temp.dir, 'color-scheme.js'), script);
    await writeFile(
      path.join(temp.dir, 'index.html'),
      FAKE_INDEX_HTML.replace('<head>', '<head><script src="/color-scheme.js"></script>'),
    );
  });
  afterAll(() => app.close());

  it('is written into the page and allowed by its hash, never by unsafe-inline', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain(`<script>${script}</script>`);
    expect(page.body).not.toContain('src="/color-scheme.js"');

    const hash = createHash('sha256').update(script).digest('base64');
    const scriptSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    // The API's answers allow no inline script at all.
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(String(api.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('is sent compressed to a browser that takes it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/' });
    const br = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('injectShopInfo', () => {
  const shop = ShopInfoSchema.parse({
    name: 'A',
    tagline: 'B',
    email: 'a@b.co',
    phone: '1',
    address: 'C',
  });

  it.each([
    '<meta name="backlit-shop" content="" />',
    '<meta name="backlit-shop" content="">',
    "<meta content='' name='backlit-shop'>",
    '<META  NAME="backlit-shop"   content=""/>',
  ])('replaces the placeholder %s', (placeholder) => {
    const html = injectShopInfo(`<head>${placeholder}</head>`, shop);
    expect(shopFromPage(html)).toEqual(shop);
  });

  it('leaves a page without the placeholder alone', () => {
    expect(injectShopInfo('<head></head>', shop)).toBe('<head></head>');
  });
});

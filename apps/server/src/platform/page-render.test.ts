import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderedPage } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/app';
import { fillTemplate, readStylesheets } from './page-render';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <!--page-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body><div id="root"><!--page-body--></div></body>
</html>
`;
const CSS = '@font-face{font-family:Inter;src:url(/assets/inter.woff2)}body{color:#123}';
const PAGE: RenderedPage = {
  kind: 'page',
  status: 200,
  head: '<title>A frame</title>',
  body: '<h1>A frame</h1>',
  state: '{}',
  chunks: [],
};

describe('a rendered page’s stylesheet', () => {
  let webDir: string;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ dir: webDir, remove } = await makeTempDir());
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'assets', 'index-abc.css'), CSS);
  });
  afterAll(() => remove());

  it('is written into the page in place of its link, so the page paints from its HTML alone', async () => {
    const sheets = await readStylesheets(webDir, TEMPLATE);
    expect(sheets).toEqual({ '/assets/index-abc.css': CSS });

    const answer = fillTemplate(TEMPLATE, PAGE, {}, sheets);
    expect(answer.kind === 'html' && answer.html).toContain(`<style>${CSS}</style>`);
    expect(answer.kind === 'html' && answer.html).not.toContain('rel="stylesheet"');
  });

  it('stays a link in the page the browser renders, which waits for its script anyway', async () => {
    const sheets = await readStylesheets(webDir, TEMPLATE);
    const answer = fillTemplate(
      TEMPLATE,
      { kind: 'shell', status: 200, noindex: false },
      {},
      sheets,
    );
    expect(answer.kind === 'html' && answer.html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    );
    expect(answer.kind === 'html' && answer.html).not.toContain('<style>');
  });

  it('stays a link when it could close the element holding it, or is not there', async () => {
    await writeFile(path.join(webDir, 'assets', 'index-abc.css'), 'a::after{content:"</style>"}');
    const missing = TEMPLATE.replace('index-abc.css', 'gone.css');
    expect(await readStylesheets(webDir, TEMPLATE)).toEqual({});
    expect(await readStylesheets(webDir, missing)).toEqual({});
    const answer = fillTemplate(TEMPLATE, PAGE, {}, await readStylesheets(webDir, TEMPLATE));
    expect(answer.kind === 'html' && answer.html).toContain('rel="stylesheet"');
    await writeFile(path.join(webDir, 'assets', 'index-abc.css'), CSS);
  });
});

describe('a rendered page’s scripts', () => {
  const template = TEMPLATE.replace(
    '<!--page-head-->',
    `<!--page-head-->
    <link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/home-abc.js" data-first-route>`,
  );
  const routeChunks = {
    storefront: ['/assets/storefront-abc.js'],
    product: ['/assets/product-abc.js'],
  };

  it('are listed inert, entry and preloads with its own routes’ code, for after its first paint', () => {
    const answer = fillTemplate(
      template,
      { ...PAGE, chunks: ['storefront', 'product'] },
      routeChunks,
    );
    const html = answer.kind === 'html' ? answer.html : '';
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|home-abc/);
    const list = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(list![1]!)).toEqual({
      entry: '/assets/index-abc.js',
      preload: ['/assets/vendor-abc.js', '/assets/storefront-abc.js', '/assets/product-abc.js'],
    });
  });

  it('load at once in the page the browser renders', () => {
    const answer = fillTemplate(
      template,
      { kind: 'shell', status: 200, noindex: true },
      routeChunks,
    );
    const html = answer.kind === 'html' ? answer.html : '';
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">');
    expect(html).not.toContain('page-scripts');
  });

  it('are its own routes’ code, not the home page’s, in a page the browser renders', () => {
    const answer = fillTemplate(
      template,
      { kind: 'shell', status: 200, noindex: true, chunks: ['storefront', 'product'] },
      routeChunks,
    );
    const html = answer.kind === 'html' ? answer.html : '';
    expect(html).not.toContain('home-abc');
    const preloads = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)];
    expect(preloads.map(([, href]) => href)).toEqual([
      '/assets/vendor-abc.js',
      '/assets/storefront-abc.js',
      '/assets/product-abc.js',
    ]);
  });
});

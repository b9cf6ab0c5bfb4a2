import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PAGE_SCRIPTS_ELEMENT_ID,
  PAGE_STATE_ELEMENT_ID,
  ROUTE_CHUNKS_FILE,
  type PageRenderer,
  type PageRendererOptions,
  type RenderedPage,
  type ShopInfo,
} from '@backlit/domain';
import type { FastifyInstance } from 'fastify';
import { readingTags, type TagChange } from './read-tags';
import { RenderTurns, type RenderTurnsOptions } from './render-turns';
import { escapeAttribute } from './index-page';

/**
 * The extra tag of every cached page that shows catalogue data: a change that forgets every
 * catalogue answer (a category's) drops them, and only them.
 */
export const CATALOG_PAGES_TAG = 'catalog-pages';

/**
 * What the rendered pages are kept in: the catalogue's own answer cache class (same size bound,
 * lifetime and protection against a change racing a render), fed the catalogue's changes.
 * A page is tagged with the tags of the catalogue answers it read, so a change drops exactly the
 * pages showing what it changed.
 */
export interface PageCache {
  get(
    key: string,
    load: () => Promise<{ value: unknown; tags: readonly string[] }>,
  ): Promise<string>;
  invalidate(tags: Iterable<string>): void;
}

/** A finished answer for a storefront URL. */
export type PageAnswer =
  | { kind: 'html'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

type CreatePageRenderer = (options: PageRendererOptions) => PageRenderer;

/**
 * Loads the web app's server bundle (written by its build next to the browser's files), if it is
 * there: the dev server and the tests' fake builds have none, and their pages render in the browser.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  bundle: string,
): Promise<PageRenderer | undefined> {
  try {
    await access(bundle);
  } catch {
    return undefined;
  }
  const { createPageRenderer } = (await import(pathToFileURL(bundle).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  return createPageRenderer({
    // The pages read the shop's public API in-process: the same answers (and answer cache) a
    // browser gets, without a network round trip.
    fetchApi: async (path) => {
      const answer = await app.inject({
        method: 'GET',
        url: path,
        headers: { accept: 'application/json' },
      });
      return { status: answer.statusCode, body: answer.body };
    },
  });
}

/** The web build's list of each route chunk's files; empty when it has none. */
export async function readRouteChunks(webDir: string): Promise<Record<string, string[]>> {
  try {
    return JSON.parse(await readFile(path.join(webDir, ROUTE_CHUNKS_FILE), 'utf8')) as Record<
      string,
      string[]
    >;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** A stylesheet index.html links from the build's assets: `<link rel="stylesheet" … href="/assets/x.css">`. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="(\/assets\/[\w.-]+\.css)"[^>]*>/g;

/**
 * The text of each stylesheet `template` links, by address, for rendered pages to carry inline.
 * The inline style elements need no change to the policy: style-src already allows them (for
 * Radix's and PayPal's inline styles). A sheet that could close its own element is left linked.
 */
export async function readStylesheets(
  webDir: string,
  template: string,
): Promise<Record<string, string>> {
  const sheets: Record<string, string> = {};
  for (const [, href] of template.matchAll(STYLESHEET_LINK)) {
    try {
      const css = await readFile(path.join(webDir, href!), 'utf8');
      if (!/<\/style/i.test(css)) sheets[href!] = css;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return sheets;
}

/** Signals a render whose answer must not be kept (only whole pages are). */
class Uncached {
  constructor(readonly answer: PageAnswer) {}
}

/**
 * Drops the cached pages a catalogue change affects: those tagged with what it changed, or every
 * page showing catalogue data when it forgot everything.
 */
export function dropChangedPages(cache: PageCache, change: TagChange): void {
  cache.invalidate(change === 'all' ? [CATALOG_PAGES_TAG] : change);
}

/**
 * Two renders at once keep the event loop's turns short; four more waiting add at most some 60 ms
 * to a page, past which the browser renders it sooner.
 */
export const RENDER_TURNS: RenderTurnsOptions = { rendering: 2, waiting: 4 };

/**
 * Renders storefront URLs into index.html, keeping whole pages in `cache`. Renders take turns;
 * one that finds no turn answers index.html as it is, for the browser to render.
 */
export class ServerPages {
  private readonly turns = new RenderTurns(RENDER_TURNS);

  constructor(
    private readonly renderer: PageRenderer,
    private readonly cache: PageCache,
    private readonly origin: string,
    /** Each route chunk's script files, as the web build lists them. */
    private readonly routeChunks: Readonly<Record<string, readonly string[]>>,
    /** The stylesheets a rendered page carries inline, by address (readStylesheets). */
    private readonly stylesheets: Readonly<Record<string, string>> = {},
  ) {}

  async answer(url: string, template: string, shop: ShopInfo): Promise<PageAnswer> {
    // The shop's details show in every page's header and footer: a change to them is a new page.
    const key = `${url}\n${JSON.stringify(shop)}`;
    try {
      const body = await this.cache.get(key, async () => {
        const read = await this.turns.run(() =>
          readingTags(() => this.renderer.render({ url, shop, origin: this.origin })),
        );
        if (!read) {
          throw new Uncached(
            fillTemplate(template, { kind: 'shell', status: 200, noindex: false }),
          );
        }
        const { value: page, tags } = read;
        const answer = fillTemplate(template, page, this.routeChunks, this.stylesheets);
        if (page.kind !== 'page') throw new Uncached(answer);
        return { value: answer, tags: tags.length > 0 ? [CATALOG_PAGES_TAG, ...tags] : [] };
      });
      return JSON.parse(body) as PageAnswer;
    } catch (error) {
      if (error instanceof Uncached) return error.answer;
      throw error;
    }
  }
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;
const HEAD_SLOT = '<!--page-head-->';
const FIRST_ROUTE_PRELOADS = /\s*<link [^>]*data-first-route[^>]*>/g;
/** The template's first-route preloads as one run of lines, where a shell puts its own. */
const FIRST_ROUTE_BLOCK = new RegExp(`(?:${FIRST_ROUTE_PRELOADS.source})+`);
const BODY_SLOT = '<!--page-body-->';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/[\w./-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/[\w./-]+\.js)">/g;

/**
 * index.html with a rendered page in it, or as it is for the browser to render. A rendered page
 * carries `stylesheets` inline: it paints as soon as its HTML is in, without a request for the
 * stylesheet first (on a phone's line a round trip and some 12 KB); the page the browser renders
 * waits for its script anyway and keeps the cached file. A rendered page also names its scripts
 * (the entry, the modules it preloads and its routes' own) only in an inert list, which the
 * web app's `start-scripts.js` turns into requests once the page has loaded and painted.
 */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  routeChunks: Readonly<Record<string, readonly string[]>> = {},
  stylesheets: Readonly<Record<string, string>> = {},
): PageAnswer {
  if (page.kind === 'redirect') return page;
  if (page.kind === 'shell') {
    const robots = page.noindex ? '<meta name="robots" content="noindex" />' : '';
    let html = template.replace(HEAD_SLOT, () => robots).replace(BODY_SLOT, '');
    // The browser renders this page once its routes' code is in: it preloads that code, after the
    // entry's, rather than the home page's, which the template names for want of knowing the URL.
    if (page.chunks) {
      const preloads = page.chunks
        .flatMap((chunk) => routeChunks[chunk] ?? [])
        .map(
          (file) => `\n    <link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
        )
        .join('');
      html = html.replace(FIRST_ROUTE_BLOCK, () => preloads);
    }
    return { kind: 'html', status: page.status, html };
  }
  let html = template;
  // The page's own title and description replace the shop's default ones.
  if (TITLE.test(page.head)) html = html.replace(TITLE, '');
  if (DESCRIPTION.test(page.head)) html = html.replace(DESCRIPTION, '');
  // The page reads without JavaScript, so the "needs JavaScript" notice would be wrong.
  html = html.replace(NOSCRIPT, '');
  // The page preloads its own routes' code, not the home page's (nor what the page loads anyway).
  html = html.replace(FIRST_ROUTE_PRELOADS, '');
  html = html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = stylesheets[href];
    return css === undefined ? link : `<style>${css}</style>`;
  });
  let entry: string | undefined;
  html = html.replace(ENTRY_SCRIPT, (_tag, src: string) => {
    entry = src;
    return '';
  });
  const preloads = new Set<string>();
  html = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.add(href);
    return '';
  });
  for (const file of page.chunks.flatMap((chunk) => routeChunks[chunk] ?? [])) {
    if (file !== entry) preloads.add(file);
  }
  const scripts = entry
    ? `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${JSON.stringify({ entry, preload: [...preloads] })}</script>`
    : '';
  const state = `<script type="application/json" id="${escapeAttribute(PAGE_STATE_ELEMENT_ID)}">${page.state}</script>`;
  html = html
    .replace(HEAD_SLOT, () => page.head)
    .replace(`${BODY_SLOT}</div>`, () => `${page.body}</div>${state}${scripts}`);
  return { kind: 'html', status: page.status, html };
}

import path from 'node:path';
import type { ShopInfo } from '@backlit/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { IMMUTABLE, NO_CACHE, SHORT_CACHE } from './cache-control';
import { AppError } from './errors';
import { allowScriptHashes } from './security-headers';
import { IndexPage } from './index-page';
import { CompressedPages, pageEncoding } from './page-encoding';
import {
  dropChangedPages,
  loadPageRenderer,
  readRouteChunks,
  readStylesheets,
  ServerPages,
  type PageAnswer,
  type PageCache,
} from './page-render';

/** Paths the web app never owns: an unknown one there is a real 404, not a client route. */
const SERVER_PATHS = /^\/(api|storage|sanctum)(\/|$)/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Backlit Shop</title></head>
<body><p>The web app is not built yet: run npm run build</p></body></html>
`;

/** Unknown-path lookups are how scanners probe a site; a person never makes this many. */
const NOT_FOUND_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/**
 * Serves the built single-page app: its files as they are, and index.html for every other GET so
 * the app's own router can show the page. Needs @fastify/rate-limit registered first.
 */
export async function registerWebApp(app: FastifyInstance, config: Config, pageCache: PageCache) {
  const indexPage = new IndexPage(config.webDir, () => app.shop.get());
  if ((await indexPage.get()) === undefined) {
    app.log.warn(`No web app build in ${config.webDir}: pages answer 503 until npm run build`);
  }
  const renderer = await loadPageRenderer(app, serverBundle(config.webDir));
  const pages =
    renderer &&
    new ServerPages(
      renderer,
      pageCache,
      config.publicUrl,
      await readRouteChunks(config.webDir),
      await readStylesheets(config.webDir, (await indexPage.get()) ?? ''),
    );
  const html = new HtmlSender(indexPage);
  app.catalogCache.onChange((change) => dropChangedPages(pageCache, change));
  const assetsDir = path.join(config.webDir, 'assets') + path.sep;

  await app.register(fastifyStatic, {
    root: config.webDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // The web build writes a .br and a .gz copy next to each script and stylesheet: send the one
    // the browser accepts instead of compressing on every request (or not at all).
    preCompressed: true,
    // index.html is served from memory with the shop's details filled in, never raw from disk;
    // directories fall through to it too.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('/'),
    suppressWarning: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : SHORT_CACHE);
    },
  });

  const limitNotFound = app.rateLimit({
    ...NOT_FOUND_RATE_LIMIT,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many requests; try again in ${context.after}.`),
  });

  app.setNotFoundHandler(
    {
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!isClientRoute(request)) await limitNotFound.call(app, request, reply);
      },
    },
    async (request, reply) => {
      if (!isClientRoute(request)) throw noRoute(request);
      const template = await indexPage.get();
      if (template === undefined) return sendNotBuilt(reply);
      if (!pages) return html.send(request, reply, 200, template);
      const answer = await renderPage(request, pages, template, await app.shop.get());
      if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
      return html.send(request, reply, answer.status, answer.html);
    },
  );
}

/** The web build writes the server renderer beside the browser's files, never among them. */
function serverBundle(webDir: string): string {
  return path.join(webDir, '..', 'dist-server', 'entry-server.js');
}

/** A storefront page as HTML; one that fails to render is left to the browser, as before. */
async function renderPage(
  request: FastifyRequest,
  pages: ServerPages,
  template: string,
  shop: ShopInfo,
): Promise<PageAnswer> {
  try {
    return await pages.answer(request.url, template, shop);
  } catch (error) {
    request.log.error({ err: error }, 'Server rendering failed; the browser renders the page');
    return { kind: 'html', status: 200, html: template };
  }
}

/** Sends index.html, filled in or not: compressed, and with its inline scripts allowed. */
class HtmlSender {
  private readonly compressed = new CompressedPages();
  private policy = { base: '', hashes: [] as readonly string[], allowing: '' };

  constructor(private readonly indexPage: IndexPage) {}

  async send(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
    reply
      .code(status)
      .header('cache-control', NO_CACHE)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const base = reply.getHeader('content-security-policy');
    if (typeof base === 'string') {
      const hashes = this.indexPage.scriptHashes;
      if (base !== this.policy.base || hashes !== this.policy.hashes) {
        this.policy = { base, hashes, allowing: allowScriptHashes(base, hashes) };
      }
      reply.header('content-security-policy', this.policy.allowing);
    }
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(html);
    return reply
      .header('content-encoding', encoding)
      .send(await this.compressed.get(html, encoding));
  }
}

function isClientRoute(request: FastifyRequest): boolean {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && !SERVER_PATHS.test(pathOf(request));
}

function noRoute(request: FastifyRequest): AppError {
  const urlPath = pathOf(request);
  const what = urlPath.startsWith('/api/') ? 'No API route' : 'No route';
  return new AppError('NOT_FOUND', `${what} for ${request.method} ${urlPath.slice(0, 200)}`);
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

function sendNotBuilt(reply: FastifyReply) {
  return reply.code(503).header('cache-control', 'no-store').type('text/html').send(NOT_BUILT_PAGE);
}

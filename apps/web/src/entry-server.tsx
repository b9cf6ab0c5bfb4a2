import {
  ORDER_LINK_ROUTE,
  ROBOTS_DISALLOW,
  type PageRenderer,
  type PageRendererOptions,
  type PageRenderRequest,
  type RenderedPage,
} from '@backlit/domain';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/providers';
import { homeStructuredData } from './app/home-structured-data';
import { lazyChunk } from './app/lazy-route';
import { routes } from './app/route-config';
import { isApiError } from './lib/api-error';
import { setApiTransport } from './lib/api-client';
import type { PageState } from './lib/page-state';
import { PageStatus, type PageStatusRecord } from './lib/page-status';
import { createQueryClient, QueryClientOfPage, type ServerLoadContext } from './lib/query-client';
import { scriptJson } from './lib/script-json';

/**
 * Pages that show one visitor's own data or forms that only work with JavaScript: the browser
 * renders them, and search engines are asked to leave them out.
 */
const PRIVATE_PATHS = [
  ...ROBOTS_DISALLOW,
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/verify-email',
  // An order's private page: its token is in the path, and its answer is one shopper's.
  ORDER_LINK_ROUTE,
];

const handler = createStaticHandler(routes);

/** Called once by the server with its in-process API; the answer renders pages. */
export function createPageRenderer({ fetchApi }: PageRendererOptions): PageRenderer {
  setApiTransport(async (path) => {
    const { status, body } = await fetchApi(path);
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  });
  return { render };
}

async function render({ url, shop, origin }: PageRenderRequest): Promise<RenderedPage> {
  const request = new Request(new URL(url, origin));
  const { pathname } = new URL(request.url);
  const chunks = routeChunkNames(pathname);
  if (isPrivate(pathname)) return { kind: 'shell', status: 200, noindex: true, chunks };

  const queryClient = createQueryClient();
  const loadContext: ServerLoadContext = { queryClient };
  const context = await handler.query(request, { requestContext: loadContext });
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  // A page whose data failed shows its error or not-found view; the browser renders that from
  // its own requests, so no error ever has to travel in the page.
  const failed = failedQuery(queryClient);
  if (context.errors) {
    return { kind: 'shell', status: context.statusCode, noindex: true, chunks };
  }
  if (failed !== undefined) {
    return { kind: 'shell', status: isApiError(failed, 404) ? 404 : 503, noindex: true, chunks };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const status: PageStatusRecord = { notFound: false };
  const html = renderToString(
    <StrictMode>
      <AppProviders shop={shop} origin={origin}>
        <QueryClientOfPage value={queryClient}>
          <PageStatus value={status}>
            {/* The browser hydrates the router inside this boundary once its code has loaded. */}
            <Suspense>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Suspense>
          </PageStatus>
        </QueryClientOfPage>
      </AppProviders>
    </StrictMode>,
  );
  const state: PageState = {
    origin,
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
    queries: dehydrate(queryClient),
  };
  const split = splitHead(html);
  const head =
    pathname === '/'
      ? `${split.head}<script type="application/ld+json">${scriptJson(homeStructuredData(shop, origin))}</script>`
      : split.head;
  const { body } = split;
  return {
    kind: 'page',
    status: status.notFound ? 404 : 200,
    head,
    body,
    state: scriptJson(state),
    chunks,
  };
}

/** The names of the route chunks the page at `pathname` is made of (its layouts and its own). */
function routeChunkNames(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => lazyChunk(route.lazy) ?? []);
}

function isPrivate(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return PRIVATE_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function failedQuery(queryClient: QueryClient): unknown {
  return queryClient
    .getQueryCache()
    .getAll()
    .find(({ state }) => state.status === 'error')?.state.error;
}

/**
 * React writes the tags it hoists (`<title>`, `<meta>`, `<link>`) first when it renders into an
 * element rather than a whole document; they belong in `<head>`, where the browser's React finds
 * and keeps them.
 */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

function splitHead(html: string): { head: string; body: string } {
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

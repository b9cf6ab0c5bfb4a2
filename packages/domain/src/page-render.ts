import type { ShopInfo } from './shop';

/**
 * How the server asks the web app's server bundle for a storefront page. The server builds no
 * React itself: it loads the bundle the web build writes, hands it the request and fills the
 * answer into index.html.
 */
export interface PageRenderRequest {
  /** Path and query string, as requested. */
  url: string;
  shop: ShopInfo;
  /** The shop's public origin (`PUBLIC_URL`), for canonical and Open Graph URLs. */
  origin: string;
}

export type RenderedPage =
  | {
      kind: 'page';
      status: 200 | 404;
      /** Title, meta, link and JSON-LD tags for `<head>`. */
      head: string;
      /** The HTML inside `#root`. */
      body: string;
      /** JSON for the browser to hydrate from: safe inside `<script type="application/json">`. */
      state: string;
      /** The names of the route chunks the page needs (see ROUTE_CHUNKS_FILE). */
      chunks: string[];
    }
  | {
      /** Rendered in the browser only: private pages, and pages whose data did not load. */
      kind: 'shell';
      status: number;
      /** Private pages ask search engines to stay out. */
      noindex: boolean;
      /** The route chunks the browser will render the page with, for it to preload. */
      chunks?: string[];
    }
  | { kind: 'redirect'; status: number; location: string };

export interface PageRenderer {
  render(request: PageRenderRequest): Promise<RenderedPage>;
}

/** What the server passes the bundle once: its own API, asked in-process (GET only). */
export interface PageRendererOptions {
  fetchApi: (path: string) => Promise<{ status: number; body: string }>;
}

/**
 * Written by the web build beside index.html: each route chunk's name and its own script file
 * (not the shared chunks it imports), which a rendered page lists among its scripts.
 */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/** The id of the `<script type="application/json">` element the hydration state travels in. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * The id of the `<script type="application/json">` element a rendered page lists its scripts in,
 * for the web app's `public/start-scripts.js` (a plain script, which names it by this value).
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

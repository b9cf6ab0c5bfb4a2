import { PAGE_STATE_ELEMENT_ID } from '@backlit/domain';
import type { HydrationState } from 'react-router';

/** What a server-rendered page hands the browser to hydrate from, as JSON in the page. */
export type PageState = {
  /** The origin the server built absolute URLs with. */
  origin: string;
  /** The router's loader results for the page's routes. */
  router: HydrationState;
  /** React Query's dehydrated cache: the data the page was rendered with. */
  queries: unknown;
};

const text =
  typeof document === 'undefined'
    ? undefined
    : document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;

/**
 * The state of the server-rendered page this browser tab opened; undefined when the page was
 * rendered in the browser (dev server, private pages) and on the server itself.
 */
export const pageState = text ? (JSON.parse(text) as PageState) : undefined;

/** The home route's id, under which the page carries its loader's answer (the hero). */
export const HOME_ROUTE_ID = 'home';

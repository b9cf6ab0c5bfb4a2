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

let read = false;
let state: PageState | undefined;

/**
 * The state of the server-rendered page this browser tab opened, read once; undefined when the
 * page was rendered in the browser (dev server, private pages) and on the server itself.
 */
export function pageState(): PageState | undefined {
  if (!read && typeof document !== 'undefined') {
    read = true;
    const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
    state = text ? (JSON.parse(text) as PageState) : undefined;
  }
  return state;
}

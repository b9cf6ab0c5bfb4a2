import { createContext, use } from 'react';

/** Given by the server renderer: what the rendered page says about itself beyond its HTML. */
export type PageStatusRecord = { notFound: boolean };

export const PageStatus = createContext<PageStatusRecord | undefined>(undefined);

/**
 * Marks the page being rendered on the server as missing, so its answer is a 404 (a mistyped
 * category shows the not-found page from inside the shop's layout). Does nothing in the browser.
 */
export function useMarkNotFound(): void {
  const record = use(PageStatus);
  if (record) record.notFound = true;
}

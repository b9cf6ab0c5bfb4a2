import { createContext, use } from 'react';

/**
 * The shop's public origin, for the absolute URLs of canonical links, Open Graph tags and
 * structured data. The server renders pages with its configured public address and hands the
 * same value to the browser, so hydration sees the same text; without a server render (the dev
 * server, tests) it is the address the browser is on.
 */
export const SiteOrigin = createContext<string | undefined>(undefined);

export function useSiteOrigin(): string {
  return use(SiteOrigin) ?? window.location.origin;
}

/** `path` on the shop's public origin. */
export function useAbsoluteUrl(path: string): string {
  return new URL(path, useSiteOrigin()).href;
}

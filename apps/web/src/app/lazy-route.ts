import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { withChunkTimeout } from '../lib/chunk-load';

/** What a page or layout module in app/routes and app/layouts exports. */
export type RouteModule = {
  Component: ComponentType;
  loader?: LoaderFunction;
};

/**
 * A route's `lazy` function: the module becomes its own chunk, loaded on first visit. It carries
 * the chunk's name, by which the server renderer finds the files to preload for a page (the web
 * build lists them in `.vite/route-chunks.json`).
 */
export function lazyRoute(chunk: string, load: () => Promise<RouteModule>) {
  const lazy = withChunkTimeout(chunk, async (): Promise<RouteModule> => {
    const { Component, loader } = await load();
    // Loaders fill the server renderer's cache before it renders; in the browser a page fetches
    // its own data as it renders, so navigating never waits for a loader.
    return loader && import.meta.env.SSR ? { Component, loader } : { Component };
  });
  return Object.assign(lazy, { chunk });
}

/** The chunk name of a route's `lazy` function made by lazyRoute. */
export function lazyChunk(lazy: unknown): string | undefined {
  return typeof lazy === 'function' && 'chunk' in lazy && typeof lazy.chunk === 'string'
    ? lazy.chunk
    : undefined;
}

import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { withChunkTimeout } from '../lib/chunk-load';

/** What a page or layout module in app/routes and app/layouts exports. */
export type RouteModule = {
  Component: ComponentType;
  loader?: LoaderFunction;
};

/** A route's `lazy` function: the module becomes its own chunk, loaded on first visit. */
export function lazyRoute(chunk: string, load: () => Promise<RouteModule>) {
  return withChunkTimeout(chunk, async (): Promise<RouteModule> => {
    const { Component, loader } = await load();
    // Loaders fill the server renderer's cache before it renders; in the browser a page fetches
    // its own data as it renders, so navigating never waits for a loader.
    return loader && import.meta.env.SSR ? { Component, loader } : { Component };
  });
}

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
    return loader ? { Component, loader } : { Component };
  });
}

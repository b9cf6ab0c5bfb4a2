import { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import { ApiError } from './api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change on retry; network hiccups and 5xx might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}

/** The one cache of server data for the whole app in the browser. */
export const queryClient = createQueryClient();

/**
 * The cache the data routes use: the browser's one, or on the server a fresh one per rendered
 * page, so no visitor's page is built from another request's answers.
 */
export const QueryClientOfPage = createContext<QueryClient>(queryClient);

/** What route loaders receive as context when the server renders a page. */
export type ServerLoadContext = { queryClient: QueryClient };

/**
 * A route loader's work, which only the server renderer runs (see lazy-route): `load` fills the
 * page's cache, and the page renders once it has, so the HTML holds the data. Failures stay in
 * the cache for the renderer to see (prefetches never throw).
 */
export async function preload(
  context: unknown,
  load: (client: QueryClient) => Promise<unknown>,
): Promise<null> {
  // react-router types a loader's context loosely; ours is always the renderer's.
  const { queryClient: client } = context as ServerLoadContext;
  await load(client);
  return null;
}

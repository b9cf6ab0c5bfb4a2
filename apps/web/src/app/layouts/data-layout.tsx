import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { use } from 'react';
import { Outlet } from 'react-router';
import { pageState } from '../../lib/page-state';
import { queryClient, QueryClientOfPage } from '../../lib/query-client';

// A server-rendered page brings the answers it was rendered with: the browser's cache starts from
// them, so hydration shows the same content and asks nothing again. Done here, not in the entry,
// because React Query is not part of the entry's JavaScript.
if (pageState) hydrate(queryClient, pageState.queries as DehydratedState);

/**
 * Gives the routes below it access to server data. It wraps the routes that fetch rather than
 * the whole app because React Query (~7 KB gz) does not fit the home page's JavaScript budget;
 * every instance shares one client, so the cache is the same everywhere.
 */
function DataLayout() {
  return (
    <QueryClientProvider client={use(QueryClientOfPage)}>
      <Outlet />
    </QueryClientProvider>
  );
}

export { DataLayout as Component };

import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client';

/**
 * Gives the routes below it access to server data. It wraps the routes that fetch rather than
 * the whole app because React Query (~7 KB gz) does not fit the home page's JavaScript budget;
 * every instance shares one client, so the cache is the same everywhere.
 */
function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export { DataLayout as Component };

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** The one cache of server data for the whole app. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer will not change on retry; network hiccups and 5xx might.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    },
  },
});

import { TOP_BAR_SEARCH_MIN, TopBarSearchResponseSchema } from '@backlit/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/admin/search?q — orders, products and customers matching what staff typed. */
export async function searchBackOffice(q: string, signal?: AbortSignal) {
  const { status: _status, ...found } = await apiFetch(
    `/api/admin/search?${new URLSearchParams({ q })}`,
    { schema: TopBarSearchResponseSchema, signal },
  );
  return found;
}

export function topBarSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['admin', 'top-bar-search', q] as const,
    queryFn: ({ signal }) => searchBackOffice(q, signal),
    staleTime: 30_000,
  });
}

/** Asks once `q` is long enough; the last answer stays on screen while the next loads. */
export function useTopBarSearch(q: string) {
  return useQuery({
    ...topBarSearchQueryOptions(q),
    enabled: q.length >= TOP_BAR_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}

import { TradeShowsResponseSchema } from '@backlit/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/trade-shows — the shows to come, for the checkout's own "Need it for a show?". */
export function useUpcomingShows(enabled: boolean) {
  return useQuery({
    queryKey: ['checkout', 'shows'] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/trade-shows', { schema: TradeShowsResponseSchema, signal }),
    enabled,
  });
}

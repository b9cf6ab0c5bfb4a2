import { ProductionBoardResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** How often the board asks again: it is left open on a workshop screen. */
export const PRODUCTION_BOARD_POLL_MS = 60_000;

/** GET /api/admin/production — open orders by ship-by day, each with its risks. */
export function productionBoardQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'production'] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/production', { schema: ProductionBoardResponseSchema, signal }),
    refetchInterval: PRODUCTION_BOARD_POLL_MS,
  });
}

export function useProductionBoard() {
  return useQuery(productionBoardQueryOptions());
}

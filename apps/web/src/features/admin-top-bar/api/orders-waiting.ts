import { OrdersWaitingResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** How often the bell asks again: new orders show up within half a minute, without a reload. */
export const ORDERS_WAITING_POLL_MS = 30_000;

/**
 * GET /api/admin/orders-waiting — paid orders not yet in production, and open orders the
 * production board flags at risk.
 */
export function ordersWaitingQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'orders-waiting'] as const,
    queryFn: async ({ signal }) => {
      const answer = await apiFetch('/api/admin/orders-waiting', {
        schema: OrdersWaitingResponseSchema,
        signal,
      });
      return { waiting: answer.count, atRisk: answer.at_risk };
    },
    refetchInterval: ORDERS_WAITING_POLL_MS,
  });
}

export function useOrdersWaiting() {
  return useQuery(ordersWaitingQueryOptions());
}

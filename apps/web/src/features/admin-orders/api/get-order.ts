import { OrderDetailResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const orderKeys = { one: (id: number) => ['admin-order', id] as const };

/** GET /api/orders/{id}: one order with its lines, totals, history, refunds and next moves. */
export async function getOrder(id: number, signal?: AbortSignal) {
  return (await apiFetch(`/api/orders/${id}`, { schema: OrderDetailResponseSchema, signal })).order;
}

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.one(id), queryFn: ({ signal }) => getOrder(id, signal) });

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id));
}

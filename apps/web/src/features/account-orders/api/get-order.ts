import { AccountOrderResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountOrderKeys } from './keys';

/** GET /api/account/orders/{id} — one of the customer's orders with its history. */
export async function getOrder(id: number, signal?: AbortSignal) {
  return (
    await apiFetch(`/api/account/orders/${id}`, { schema: AccountOrderResponseSchema, signal })
  ).order;
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: accountOrderKeys.one(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });
}

export function useAccountOrder(id: number) {
  return useQuery(orderQueryOptions(id));
}

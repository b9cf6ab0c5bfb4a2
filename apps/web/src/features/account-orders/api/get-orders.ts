import { AccountOrdersResponseSchema } from '@backlit/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountOrderKeys } from './keys';

/** GET /api/account/orders?page — the customer's orders, newest first. */
export function getOrders(page: number, signal?: AbortSignal) {
  return apiFetch(`/api/account/orders?page=${page}`, {
    schema: AccountOrdersResponseSchema,
    signal,
  });
}

export function ordersQueryOptions(page: number) {
  return queryOptions({
    queryKey: accountOrderKeys.page(page),
    queryFn: ({ signal }) => getOrders(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAccountOrders(page: number) {
  return useQuery(ordersQueryOptions(page));
}

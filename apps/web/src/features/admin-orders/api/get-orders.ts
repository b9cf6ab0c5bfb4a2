import {
  AdminOrdersResponseSchema,
  type AdminOrdersFilter,
  type AdminOrdersQuery,
} from '@backlit/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const ordersKeys = {
  all: ['admin-orders'] as const,
  page: (query: AdminOrdersQuery) => ['admin-orders', query] as const,
};

/** The filters as a query string (blank ones left out), e.g. `status=paid&q=ada`. */
export function filterSearch(filter: AdminOrdersFilter, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'artwork', 'from', 'to', 'deliver_by', 'q'] as const) {
    const value = filter[key];
    if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
  }
  if (page && page > 1) params.set('page', String(page));
  return params.toString();
}

/** GET /api/orders?page&status&artwork&from&to&deliver_by&q: a page of the matching orders, newest first. */
export function getOrders(query: AdminOrdersQuery, signal?: AbortSignal) {
  return apiFetch(`/api/orders?${filterSearch(query, Number(query.page ?? 1))}`, {
    schema: AdminOrdersResponseSchema,
    signal,
  });
}

export const ordersQueryOptions = (query: AdminOrdersQuery) =>
  queryOptions({
    queryKey: ordersKeys.page(query),
    queryFn: ({ signal }) => getOrders(query, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(query: AdminOrdersQuery) {
  return useQuery(ordersQueryOptions(query));
}

import {
  AdminOrdersResponseSchema,
  OrderDetailResponseSchema,
  type AdminOrdersQuery,
} from '@backlit/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const orderKeys = {
  page: (query: AdminOrdersQuery) => ['admin-orders', query] as const,
  one: (id: number) => ['admin-order', id] as const,
};

/** GET /api/orders: a page of orders, newest first. */
export function useOrders(query: AdminOrdersQuery) {
  return useQuery({
    queryKey: orderKeys.page(query),
    queryFn: ({ signal }) =>
      apiFetch(`/api/orders?page=${query.page ?? 1}`, {
        schema: AdminOrdersResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/orders/{id}: one order with lines, totals, address and payment. */
export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKeys.one(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/orders/${id}`, { schema: OrderDetailResponseSchema, signal })).order,
  });
}

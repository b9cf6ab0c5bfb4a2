import { ViewProductsResponseSchema } from '@backlit/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { adminProductKeys, type ProductListParams } from './keys';

export type AdminProductPage = Omit<z.infer<typeof ViewProductsResponseSchema>, 'status'>;

/** GET /api/view-products?page&q — one page of the catalog, newest first (server default size). */
export async function getProducts(
  { page, q }: ProductListParams,
  signal?: AbortSignal,
): Promise<AdminProductPage> {
  const search = new URLSearchParams({ page: String(page) });
  if (q) search.set('q', q);
  const { status: _status, ...rest } = await apiFetch(`/api/view-products?${search}`, {
    schema: ViewProductsResponseSchema,
    signal,
  });
  return rest;
}

export function productsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: adminProductKeys.list(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    // Paging and searching keep the last table on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: ProductListParams) {
  return useQuery(productsQueryOptions(params));
}

import { EditProductResponseSchema, type AdminProduct } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { adminProductKeys } from './keys';

/** GET /api/edit-product/{id} — one product, for the edit form (404 when it does not exist). */
export async function getProduct(id: number, signal?: AbortSignal): Promise<AdminProduct> {
  const { product } = await apiFetch(`/api/edit-product/${id}`, {
    schema: EditProductResponseSchema,
    signal,
  });
  return product;
}

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // A missing product stays missing: show the not-found message at once.
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}

export function useProduct(id: number) {
  return useQuery({ ...productQueryOptions(id), enabled: id > 0 });
}

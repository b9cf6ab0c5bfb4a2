import { EditCategoryResponseSchema, type Category } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminCategoryKeys } from './keys';

/** GET /api/edit-category/{id} — one category, for the edit form. */
export async function getCategory(id: number, signal?: AbortSignal): Promise<Category> {
  const { category } = await apiFetch(`/api/edit-category/${id}`, {
    schema: EditCategoryResponseSchema,
    signal,
  });
  return category;
}

export function categoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminCategoryKeys.detail(id),
    queryFn: ({ signal }) => getCategory(id, signal),
  });
}

export function useCategory(id: number) {
  return useQuery({ ...categoryQueryOptions(id), enabled: id > 0 });
}

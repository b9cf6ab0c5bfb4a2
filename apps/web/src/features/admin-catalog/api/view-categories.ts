import { ViewCategoriesResponseSchema, type Category } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminCategoryKeys } from './keys';

/** GET /api/view-category — every category with its sub-categories (admin table). */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { categories } = await apiFetch('/api/view-category', {
    schema: ViewCategoriesResponseSchema,
    signal,
  });
  return categories;
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: adminCategoryKeys.list(),
    queryFn: ({ signal }) => getCategories(signal),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

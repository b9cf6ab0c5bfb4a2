import { PublicCategoriesResponseSchema, type PublicCategory } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/getCategory — the shop's categories with product counts (public). */
export async function getPublicCategories(signal?: AbortSignal): Promise<PublicCategory[]> {
  const { categories } = await apiFetch('/api/getCategory', {
    schema: PublicCategoriesResponseSchema,
    signal,
  });
  return categories;
}

export function publicCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'categories'] as const,
    queryFn: ({ signal }) => getPublicCategories(signal),
  });
}

export function usePublicCategories() {
  return useQuery(publicCategoriesQueryOptions());
}

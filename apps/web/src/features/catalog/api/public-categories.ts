import type { PublicCategoriesResponseSchema, PublicCategory } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, type AnswerOf } from '../../../lib/api-client';

/** GET /api/getCategory — the shop's categories with product counts (public). */
export async function getPublicCategories(signal?: AbortSignal): Promise<PublicCategory[]> {
  const { categories } = await apiFetch<AnswerOf<typeof PublicCategoriesResponseSchema>>(
    '/api/getCategory',
    { signal },
  );
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

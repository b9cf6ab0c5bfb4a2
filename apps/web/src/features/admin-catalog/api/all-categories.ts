import { AllCategoriesResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { adminCategoryKeys } from './keys';

export type CategoryOption = z.infer<typeof AllCategoriesResponseSchema>['categories'][number];

/** GET /api/all-category — categories with their sub-categories, for the product form. */
export async function getAllCategories(signal?: AbortSignal): Promise<CategoryOption[]> {
  const { categories } = await apiFetch('/api/all-category', {
    schema: AllCategoriesResponseSchema,
    signal,
  });
  return categories;
}

export function allCategoriesQueryOptions() {
  return queryOptions({
    queryKey: adminCategoryKeys.options(),
    queryFn: ({ signal }) => getAllCategories(signal),
  });
}

export function useAllCategories() {
  return useQuery(allCategoriesQueryOptions());
}

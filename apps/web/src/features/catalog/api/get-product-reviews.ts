import type { ProductReviews, ReviewSort } from '@backlit/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/product/{slug}/reviews — a page of the product's published reviews. */
export function getProductReviews(
  slug: string,
  page: number,
  sort: ReviewSort,
  signal?: AbortSignal,
): Promise<ProductReviews> {
  const search = new URLSearchParams({ page: String(page), sort });
  return apiFetch<ProductReviews>(`/api/product/${encodeURIComponent(slug)}/reviews?${search}`, {
    signal,
  });
}

export function productReviewsQueryOptions(slug: string, page = 1, sort: ReviewSort = 'newest') {
  return queryOptions({
    queryKey: ['catalog', 'product', slug, 'reviews', { page, sort }] as const,
    queryFn: ({ signal }) => getProductReviews(slug, page, sort, signal),
  });
}

export function useProductReviews(slug: string, page: number, sort: ReviewSort) {
  return useQuery({
    ...productReviewsQueryOptions(slug, page, sort),
    placeholderData: keepPreviousData,
  });
}

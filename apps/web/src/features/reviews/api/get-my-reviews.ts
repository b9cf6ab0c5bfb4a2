import { MyReviewsResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const myReviewsKeys = { all: ['my-reviews'] as const };

/** GET /api/my-reviews — the customer's reviews and what they may still review. */
export function getMyReviews(signal?: AbortSignal) {
  return apiFetch('/api/my-reviews', { schema: MyReviewsResponseSchema, signal });
}

export const myReviewsQuery = queryOptions({
  queryKey: myReviewsKeys.all,
  queryFn: ({ signal }) => getMyReviews(signal),
});

export function useMyReviews() {
  return useQuery(myReviewsQuery);
}

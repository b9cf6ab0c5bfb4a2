import { SaveReviewResponseSchema, type ReviewInput } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { myReviewsKeys } from './get-my-reviews';

/** A new review of a product (POST /api/products/{id}/reviews) or an edit (PUT /api/reviews/{id}). */
export type SaveReview =
  | { kind: 'new'; productId: number; body: ReviewInput }
  | { kind: 'edit'; reviewId: number; body: ReviewInput };

export async function saveReview(save: SaveReview) {
  await ensureCsrfCookie();
  const [method, path] =
    save.kind === 'new'
      ? (['POST', `/api/products/${save.productId}/reviews`] as const)
      : (['PUT', `/api/reviews/${save.reviewId}`] as const);
  return apiFetch(path, { method, body: save.body, schema: SaveReviewResponseSchema });
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myReviewsKeys.all }),
  });
}

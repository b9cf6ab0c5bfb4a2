import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { myReviewsKeys } from './get-my-reviews';

/** DELETE /api/reviews/{id} */
export async function deleteReview(id: number): Promise<void> {
  await ensureCsrfCookie();
  await apiFetch(`/api/reviews/${id}`, { method: 'DELETE' });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myReviewsKeys.all }),
  });
}

import type { WishlistItem } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { wishlistKeys } from './get-wishlist';

/** DELETE /api/account/wishlist/{productId} */
export async function removeFromWishlist(productId: number): Promise<void> {
  await ensureCsrfCookie();
  await apiFetch(`/api/account/wishlist/${productId}`, { method: 'DELETE' });
}

/** Removing from the list page: the card goes once the server agrees. */
export function useRemoveFromWishlist(owner: string) {
  const queryClient = useQueryClient();
  const queryKey = wishlistKeys.of(owner);
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (_, productId) =>
      queryClient.setQueryData<WishlistItem[]>(queryKey, (items) =>
        items?.filter((item) => item.product_id !== productId),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

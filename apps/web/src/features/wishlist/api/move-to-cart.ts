import { MessageResponseSchema } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { wishlistKeys } from './get-wishlist';

/** POST /api/account/wishlist/{productId}/move-to-cart — one into the cart, off the list. */
export async function moveToCart(productId: number): Promise<void> {
  await ensureCsrfCookie();
  await apiFetch(`/api/account/wishlist/${productId}/move-to-cart`, {
    method: 'POST',
    schema: MessageResponseSchema,
  });
}

/** `onMoved` lets the app refresh the cart (another feature's). */
export function useMoveToCart(onMoved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveToCart,
    onSuccess: onMoved,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}

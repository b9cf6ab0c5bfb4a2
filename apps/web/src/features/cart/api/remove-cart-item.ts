import type { CartResponse } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { withoutLine } from '../cart-math';
import { cartKeys } from './get-cart';

/** DELETE /api/delete-cartitem/{id} — 200 removed, 404 not found. */
export async function removeCartItem(lineId: number): Promise<void> {
  await ensureCsrfCookie();
  await apiFetch(`/api/delete-cartitem/${lineId}`, { method: 'DELETE' });
}

/**
 * Removing a line: the row says 'Removing' while the request runs (the caller reads
 * `isPending`/`variables`), goes on success, and stays as it was on a refusal, with a message.
 */
export function useRemoveCartItem(owner: string, onRefused: (message: string) => void) {
  const queryClient = useQueryClient();
  const queryKey = cartKeys.of(owner);
  return useMutation({
    mutationFn: ({ lineId }: { lineId: number; name: string }) => removeCartItem(lineId),
    onSuccess: (_, { lineId }) => {
      queryClient.setQueryData<CartResponse>(queryKey, (cart) =>
        cart ? withoutLine(cart, lineId) : cart,
      );
    },
    onError: (error, { name }) => {
      if (isApiError(error, 404)) {
        onRefused(
          `${name} could not be removed: it is no longer in your cart. Refresh to see your cart as it is now.`,
        );
      } else if (isApiError(error) && error.status < 500) {
        // The server's own words, e.g. the wait after too many changes in a row.
        onRefused(`${name} could not be removed. ${error.message}`);
      } else {
        onRefused(`${name} could not be removed. Check your connection and try again.`);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

import { UpdateCartQuantityResponseSchema, type CartResponse } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { changeQuantity, undoQuantityChange } from '../cart-math';
import { cartKeys } from './get-cart';

export type QuantityScope = 'inc' | 'dec';

/** PUT /api/cart-updatequantity/{id}/{inc|dec} — the line's new quantity (0: line removed). */
export async function updateCartQuantity(lineId: number, scope: QuantityScope): Promise<number> {
  await ensureCsrfCookie();
  const { product_qty } = await apiFetch(`/api/cart-updatequantity/${lineId}/${scope}`, {
    method: 'PUT',
    schema: UpdateCartQuantityResponseSchema,
  });
  return product_qty;
}

const mutationKey = ['cart', 'quantity'] as const;

/**
 * Minus and plus: the change shows at once, then goes to the server. A refusal undoes
 * just that change (others clicked meanwhile stay) and says why; the cart is then read again
 * once no change is in flight, so quick clicks do not flicker.
 */
export function useUpdateCartQuantity(owner: string, onRefused: (message: string) => void) {
  const queryClient = useQueryClient();
  const queryKey = cartKeys.of(owner);
  return useMutation({
    mutationKey,
    mutationFn: ({ lineId, scope }: { lineId: number; scope: QuantityScope }) =>
      updateCartQuantity(lineId, scope),
    onMutate: async ({ lineId, scope }) => {
      await queryClient.cancelQueries({ queryKey });
      const cart = queryClient.getQueryData<CartResponse>(queryKey);
      const index = cart?.cart.findIndex((line) => line.id === lineId) ?? -1;
      const line = cart?.cart[index];
      if (cart) queryClient.setQueryData(queryKey, changeQuantity(cart, lineId, delta(scope)));
      return { line, index };
    },
    onError: (error, { scope }, context) => {
      const { line, index } = context ?? {};
      if (line && index !== undefined) {
        queryClient.setQueryData<CartResponse>(queryKey, (cart) =>
          cart ? undoQuantityChange(cart, line, index, delta(scope)) : cart,
        );
      }
      const name = line?.product?.name ?? 'this item';
      onRefused(
        isApiError(error) && error.status < 500
          ? error.message
          : `The quantity of ${name} could not be changed. Check your connection and try again.`,
      );
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

function delta(scope: QuantityScope): number {
  return scope === 'inc' ? 1 : -1;
}

import { CART_MESSAGES, SHOP_BUSY_MESSAGE, type AddToCartInput } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { isApiError, isShopBusy } from '../../../lib/api-error';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { cartOwner } from '../cart-count-store';
import { cartKeys, cartQueryOptions } from './get-cart';

/** `signedOut`: the server no longer knows the session; the shopper has to log in again. */
export type AddToCartResult = { ok: boolean; message: string; signedOut?: boolean };

/**
 * POST /api/add-to-cart, answered with the published messages: 201 'added successfully', any
 * other answer 'added', a refusal the server's reason (e.g. 'Only 3 left in stock.'), a busy
 * shop (503) that it is busy, and any other failed request 'Failed to add product to cart.'.
 */
export async function addToCart(input: AddToCartInput): Promise<AddToCartResult> {
  try {
    await ensureCsrfCookie();
    const body = await apiFetch<{ status?: unknown }>('/api/add-to-cart', {
      method: 'POST',
      // The server reads the quantity with the contract's schema and names what is wrong.
      body: input,
    });
    return {
      ok: true,
      message: body.status === 201 ? CART_MESSAGES.added : CART_MESSAGES.addedOther,
    };
  } catch (error) {
    if (isApiError(error, 401)) {
      return { ok: false, signedOut: true, message: 'Please log in again to add to your cart.' };
    }
    if (isShopBusy(error)) return { ok: false, message: SHOP_BUSY_MESSAGE };
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      const reason = error.validation_errors.product_qty?.[0] ?? error.message;
      return { ok: false, message: reason || CART_MESSAGES.addFailed };
    }
    return { ok: false, message: CART_MESSAGES.addFailed };
  }
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSettled: async () => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      // Fetched even when nothing shows the cart yet: the header's badge follows this answer.
      await queryClient
        .fetchQuery({ ...cartQueryOptions(cartOwner()), staleTime: 0 })
        .catch(() => undefined);
    },
  });
}

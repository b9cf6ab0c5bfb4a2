import type { CartResponse } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { queryClient } from '../../../lib/query-client';
import { setCartCount, takeCartAnswer } from '../cart-count-store';
import { totalQuantity } from '../cart-math';

export const cartKeys = {
  all: ['cart'] as const,
  /**
   * One cart per signed-in account ('' is this browser's signed-out cart), so a shared browser
   * never shows the last shopper's.
   */
  of: (owner: string) => ['cart', owner] as const,
};

/** GET /api/cart — the shopper's lines and subtotal (signed out: this browser's guest cart). */
export async function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return apiFetch<CartResponse>('/api/cart', { signal });
}

export function cartQueryOptions(owner: string) {
  syncCartCount();
  return queryOptions({
    queryKey: cartKeys.of(owner),
    queryFn: ({ signal }) => getCart(signal),
    // The header's badge may have fetched the cart already: start from that answer.
    initialData: () => {
      const answer = takeCartAnswer(owner);
      // The server checked this answer against the cart's schema before sending it.
      if (!answer) return undefined;
      initialAt = answer.at;
      return answer.body as CartResponse;
    },
    initialDataUpdatedAt: () => initialAt,
  });
}
let initialAt: number | undefined;

/** The shopper's cart: the signed-in account's, or signed out this browser's guest cart. */
export function useCart() {
  const session = useAuthSession();
  const owner = session?.username ?? '';
  const query = useQuery(cartQueryOptions(owner));
  return { session, owner, query };
}

let syncing = false;

/** Every cart answer and optimistic change also updates the header's badge. */
function syncCartCount() {
  if (syncing) return;
  syncing = true;
  queryClient.getQueryCache().subscribe((event) => {
    const [scope, owner] = event.query.queryKey;
    if (event.type !== 'updated' || scope !== cartKeys.all[0] || typeof owner !== 'string') return;
    const data = event.query.state.data as CartResponse | undefined;
    if (data) setCartCount(owner, totalQuantity(data.cart));
  });
}

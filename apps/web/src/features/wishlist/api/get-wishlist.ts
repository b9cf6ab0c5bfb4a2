import type { WishlistItem, WishlistResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, type AnswerOf } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';

export const wishlistKeys = {
  all: ['wishlist'] as const,
  of: (owner: string) => ['wishlist', owner] as const,
};

/** GET /api/account/wishlist — newest first. */
export async function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  const { items } = await apiFetch<AnswerOf<typeof WishlistResponseSchema>>(
    '/api/account/wishlist',
    { signal },
  );
  return items;
}

export function wishlistQueryOptions(owner: string) {
  return queryOptions({
    queryKey: wishlistKeys.of(owner),
    queryFn: ({ signal }) => getWishlist(signal),
    staleTime: 60_000,
  });
}

/** The signed-in shopper's wish list; nothing is asked while signed out. */
export function useWishlist() {
  const owner = useAuthSession()?.username ?? '';
  return { owner, ...useQuery({ ...wishlistQueryOptions(owner), enabled: owner !== '' }) };
}

import type { Product, WishlistItem } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToWishlist } from './add-to-wishlist';
import { wishlistKeys } from './get-wishlist';
import { removeFromWishlist } from './remove-from-wishlist';

type Toggle = { product: Product; wished: boolean };

function asItem(product: Product): WishlistItem {
  return {
    product_id: product.id,
    name: product.name,
    slug: product.slug,
    image: product.image,
    price: product.originalPrice,
    stock: product.stock,
    added_at: new Date().toISOString(),
  };
}

/**
 * The heart: the list changes at once and goes back as it was if the server refuses, with
 * `onRefused` telling the shopper why.
 */
export function useToggleWishlist(owner: string, onRefused: (toggle: Toggle) => void) {
  const queryClient = useQueryClient();
  const queryKey = wishlistKeys.of(owner);
  return useMutation({
    mutationFn: ({ product, wished }: Toggle) =>
      wished ? addToWishlist(product.id) : removeFromWishlist(product.id),
    onMutate: async ({ product, wished }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<WishlistItem[]>(queryKey);
      queryClient.setQueryData<WishlistItem[]>(queryKey, (items = []) =>
        wished
          ? [asItem(product), ...items.filter((item) => item.product_id !== product.id)]
          : items.filter((item) => item.product_id !== product.id),
      );
      return { before };
    },
    onError: (_error, toggle, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      onRefused(toggle);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

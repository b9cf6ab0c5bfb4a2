import { useQueryClient } from '@tanstack/react-query';
import { DocumentTitle } from '../../../components/document-title';
import { cartKeys } from '../../../features/cart';
import { refreshCartCount } from '../../../features/cart/header';
import { WishlistPage } from '../../../features/wishlist';

/** `/dashboard-client/wishlist`: saved products, to move into the cart or remove. */
function WishlistRoute() {
  const queryClient = useQueryClient();
  return (
    <section
      aria-labelledby="wishlist-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs"
    >
      <DocumentTitle title="Wish list" />
      <h2 id="wishlist-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Wish list
      </h2>
      <WishlistPage
        onMovedToCart={() => {
          void queryClient.invalidateQueries({ queryKey: cartKeys.all });
          refreshCartCount();
        }}
      />
    </section>
  );
}

export { WishlistRoute as Component };

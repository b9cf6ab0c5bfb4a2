import type { Product } from '@backlit/domain';
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useWishlist } from '../api/get-wishlist';
import { useToggleWishlist } from '../api/toggle-wishlist';

type WishlistToggleProps = {
  product: Product;
  /** On a card's photo (round, floating) or beside the product page's buttons. */
  variant: 'card' | 'page';
};

/**
 * The heart: signed out it leads to login (and back); signed in it adds or removes at once and
 * goes back, with a message, if the shop refuses.
 */
export function WishlistToggle({ product, variant }: WishlistToggleProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { owner, data: items } = useWishlist();
  const toggle = useToggleWishlist(owner, ({ wished }) =>
    toast.error(
      wished
        ? `${product.name} could not be added to your wish list. Please try again.`
        : `${product.name} could not be removed from your wish list. Please try again.`,
    ),
  );
  const wished = items?.some((item) => item.product_id === product.id) ?? false;

  function onClick() {
    if (!owner) {
      void navigate(`/login?${new URLSearchParams({ redirect: `${pathname}${search}` })}`);
      return;
    }
    toggle.mutate({ product, wished: !wished });
  }

  return (
    <button
      type="button"
      onClick={onClick}
      // One name whatever the state (the pressed state says whether it is in the list); the card
      // or page around it says which product.
      aria-pressed={owner ? wished : undefined}
      aria-label="Save to wish list"
      title={wished ? 'In your wish list' : 'Save to wish list'}
      className={cn(
        'grid place-items-center rounded-full text-slate-700 transition-colors hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-glow-500',
        variant === 'card'
          ? 'size-10 bg-white/90 shadow-sm backdrop-blur-sm'
          : 'size-12 border border-slate-300 bg-white shadow-sm hover:border-slate-400',
      )}
    >
      <Heart aria-hidden className={cn('size-5', wished && 'fill-red-600 text-red-600')} />
    </button>
  );
}

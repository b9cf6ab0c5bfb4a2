import { formatDollars } from '@backlit/domain';
import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { LoadError } from '../../../components/ui/load-error';
import { productImageSrcSet, storageUrl } from '../../../lib/product-image';
import { errorMessage } from '../../../lib/server-errors';
import { useWishlist } from '../api/get-wishlist';
import { useMoveToCart } from '../api/move-to-cart';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

/** The wish list: each product with its price and stock, to move into the cart or remove. */
export function WishlistPage({ onMovedToCart }: { onMovedToCart: () => void }) {
  const { owner, data: items, isPending, isError, error, refetch } = useWishlist();
  const remove = useRemoveFromWishlist(owner);
  const move = useMoveToCart(onMovedToCart);

  if (isPending) return <Spinner label="Loading your wish list" />;
  if (isError) {
    return <LoadError what="Your wish list" error={error} onRetry={() => void refetch()} />;
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title="Your wish list is empty"
        text="Tap the heart on any product to keep it here for later."
        action={
          <Button asChild>
            <Link to="/allproducts">Browse products</Link>
          </Button>
        }
      />
    );
  }

  return (
    <ul className="flex flex-col gap-4">
      {items.map((item) => {
        const busy =
          (remove.isPending && remove.variables === item.product_id) ||
          (move.isPending && move.variables === item.product_id);
        return (
          <li
            key={item.product_id}
            className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center"
          >
            {item.image ? (
              <img
                src={storageUrl(item.image)}
                srcSet={productImageSrcSet(item.image)}
                sizes="6rem"
                alt=""
                width={96}
                height={96}
                className="size-24 shrink-0 rounded-lg bg-slate-50 object-contain"
              />
            ) : (
              <span className="grid size-24 shrink-0 place-items-center rounded-lg bg-slate-100 text-xs text-slate-500">
                No photo
              </span>
            )}
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold text-slate-900">
                <Link to={`/product/${item.slug}`} className="hover:text-glow-700 hover:underline">
                  {item.name}
                </Link>
              </h3>
              <p className="mt-1 text-sm font-semibold text-slate-900">
                {formatDollars(item.price)}
              </p>
              <p className={item.stock > 0 ? 'text-sm text-emerald-700' : 'text-sm text-red-700'}>
                {item.stock > 0 ? `In stock (${item.stock})` : 'Out of stock'}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={busy || item.stock <= 0}
                aria-label={`Move to cart: ${item.name}`}
                onClick={() =>
                  move.mutate(item.product_id, {
                    onSuccess: () => toast.success(`${item.name} moved to your cart.`),
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                <ShoppingCart aria-hidden />
                Move to cart
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`Remove ${item.name} from wish list`}
                onClick={() =>
                  remove.mutate(item.product_id, {
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                <Trash2 aria-hidden />
                Remove
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

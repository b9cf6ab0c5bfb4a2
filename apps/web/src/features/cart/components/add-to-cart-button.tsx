import type { Product } from '@backlit/domain';
import { ShoppingCart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAddToCart } from '../api/add-to-cart';
import { requestCartPanel } from '../cart-panel-request';

type AddToCartButtonProps = {
  product: Pick<Product, 'id' | 'name' | 'stock'>;
  quantity: number;
  /** `card`: a compact button in a grid; `dialog`: in the quick view; `page`: the product page. */
  variant?: 'card' | 'dialog' | 'page';
  /** Told once the cart answered (the quick view closes, so the panel is in front). */
  onAdded?: () => void;
};

/**
 * Add to cart, signed in or not (signed out, the line goes to this browser's cart on the server,
 * which joins the account's at sign-in): posts the line, then opens the header's cart panel with
 * the line highlighted and the server's message at its top, or why the line was not added.
 */
export function AddToCartButton({
  product,
  quantity,
  variant = 'page',
  onAdded,
}: AddToCartButtonProps) {
  const add = useAddToCart();
  const compact = variant === 'card';
  const size = compact ? 'sm' : 'lg';
  // On a card the name tells the grid's many buttons apart for screen readers.
  const ariaLabel = compact ? `Add to cart: ${product.name}` : undefined;

  if (product.stock <= 0) {
    return (
      <Button size={size} disabled className={cn(!compact && 'w-full sm:w-auto')}>
        Out of stock
      </Button>
    );
  }

  const submit = () => {
    add.mutate(
      { product_id: product.id, product_qty: quantity },
      {
        onSuccess: (outcome) => {
          onAdded?.();
          requestCartPanel({ productId: product.id, productName: product.name, ...outcome });
        },
      },
    );
  };

  return (
    <Button
      size={size}
      onClick={submit}
      aria-label={ariaLabel}
      disabled={add.isPending}
      aria-busy={add.isPending}
      className={cn(!compact && 'w-full sm:w-auto')}
    >
      <ShoppingCart aria-hidden />
      {add.isPending ? 'Adding…' : 'Add to cart'}
    </Button>
  );
}

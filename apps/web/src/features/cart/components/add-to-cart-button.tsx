import type { Product } from '@backlit/domain';
import { CircleAlert, CircleCheck, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAddToCart, type AddToCartResult } from '../api/add-to-cart';
import { useLoginPathHere } from '../login-path';

type AddToCartButtonProps = {
  product: Pick<Product, 'id' | 'name' | 'stock'>;
  quantity: number;
  /** `card`: a compact button whose result shows as a toast; otherwise the result shows below it. */
  variant?: 'card' | 'dialog' | 'page';
};

/**
 * Add to cart, signed in or not (signed out, the line goes to this browser's cart on the server,
 * which joins the account's at sign-in): posts the line and shows the server's result message
 * with Close, then the header's badge and panel follow.
 */
export function AddToCartButton({ product, quantity, variant = 'page' }: AddToCartButtonProps) {
  const loginPath = useLoginPathHere();
  const add = useAddToCart();
  const [result, setResult] = useState<AddToCartResult | null>(null);
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
    setResult(null);
    add.mutate(
      { product_id: product.id, product_qty: quantity },
      {
        onSuccess: (outcome) => {
          if (!compact) return setResult(outcome);
          if (outcome.ok) toast.success(outcome.message, { description: product.name });
          else toast.error(outcome.message, { description: product.name });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
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
      {!compact && (
        <div aria-live="polite">
          {result && (
            <AddResult result={result} loginPath={loginPath} onClose={() => setResult(null)} />
          )}
        </div>
      )}
    </div>
  );
}

type AddResultProps = { result: AddToCartResult; loginPath: string; onClose: () => void };

/** The add-to-cart popup: the message, a way on, and Close. */
function AddResult({ result, loginPath, onClose }: AddResultProps) {
  const Icon = result.ok ? CircleCheck : CircleAlert;
  return (
    <div
      role={result.ok ? 'status' : 'alert'}
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border px-4 py-3 text-sm',
        result.ok
          ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
          : 'border-red-300 bg-red-50 text-red-900',
      )}
    >
      <p className="flex flex-1 basis-48 items-center gap-2 font-medium">
        <Icon aria-hidden className="size-4.5 shrink-0" />
        {result.message}
      </p>
      <div className="flex items-center gap-3">
        {result.ok && (
          <Link to="/cart" className="font-semibold underline underline-offset-4">
            View cart
          </Link>
        )}
        {result.signedOut && (
          <Link to={loginPath} className="font-semibold underline underline-offset-4">
            Log in
          </Link>
        )}
        <Button size="sm" variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

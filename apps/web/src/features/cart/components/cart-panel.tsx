import { dollarsToCents, formatMoney, type CartLine } from '@backlit/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Drawer, DrawerContent } from '../../../components/ui/drawer';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { queryClient } from '../../../lib/query-client';
import type { DeferredDialogProps } from '../../../lib/use-deferred-dialog';
import { useCart } from '../api/get-cart';
import {
  checkoutBlockedReason,
  LineImage,
  LineName,
  linePrice,
  LineTotal,
  RemoveButton,
  UnavailableNote,
} from './cart-line-parts';
import { useCartNotice } from './cart-notice';
import { SignInAtCheckoutNote } from './sign-in-at-checkout-note';

/**
 * The side panel the header's cart button opens: lines, subtotal, the way to the cart and the
 * checkout. Loaded on demand with React Query; the header sits above the data layout, so it
 * brings the app's one query client along.
 */
export function CartPanel(props: DeferredDialogProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Panel {...props} />
    </QueryClientProvider>
  );
}

function Panel({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogProps) {
  const { session, owner, query } = useCart();
  const { say, notice } = useCartNotice();
  const cart = query.data;
  const hasLines = cart !== undefined && cart.cart.length > 0;
  const blocked = hasLines ? checkoutBlockedReason(cart.cart) : undefined;

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        title="Your cart"
        onCloseAutoFocus={onCloseAutoFocus}
        bodyClassName="flex flex-col"
        footer={
          hasLines && (
            <div className="flex flex-col gap-4">
              <div className="flex items-center justify-between text-sm">
                <span className="font-medium text-slate-700">Subtotal</span>
                <span className="text-base font-semibold text-slate-900 tabular-nums">
                  {formatMoney(dollarsToCents(cart.subtotal))}
                </span>
              </div>
              <div className="grid grid-cols-2 gap-3">
                <Button asChild variant="secondary">
                  <Link to="/cart">View cart</Link>
                </Button>
                {blocked ? (
                  <Button disabled aria-describedby="cart-panel-blocked">
                    Checkout
                  </Button>
                ) : (
                  <Button asChild>
                    <Link to="/checkout">Checkout</Link>
                  </Button>
                )}
              </div>
              {blocked && (
                <p id="cart-panel-blocked" className="text-sm text-red-800">
                  {blocked}
                </p>
              )}
              {!blocked && !session && <SignInAtCheckoutNote />}
            </div>
          )
        }
      >
        {query.isError ? (
          <LoadError
            what="Your cart"
            error={query.error}
            onRetry={() => void query.refetch()}
            bare
            className="my-auto"
          />
        ) : !cart ? (
          <div className="my-auto grid place-items-center">
            <Spinner label="Loading your cart" showLabel />
          </div>
        ) : cart.cart.length === 0 ? (
          <EmptyState
            icon={ShoppingBag}
            title="Your cart is empty."
            text="Find the frame, banner or spare part you need and it will wait for you here."
            bare
            className="my-auto"
            action={
              <Button asChild>
                <Link to="/allproducts">Browse the shop</Link>
              </Button>
            }
          />
        ) : (
          <div className="flex flex-col gap-4">
            {notice}
            <ul aria-label="Items in your cart" className="divide-y divide-slate-100">
              {cart.cart.map((line) => (
                <PanelLine key={line.id} line={line} owner={owner} onMessage={say} />
              ))}
            </ul>
          </div>
        )}
      </DrawerContent>
    </Drawer>
  );
}

type PanelLineProps = { line: CartLine; owner: string; onMessage: (message: string) => void };

function PanelLine({ line, owner, onMessage }: PanelLineProps) {
  return (
    <li className="flex gap-3 py-3 first:pt-0">
      <LineImage line={line} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <LineName line={line} className="text-sm leading-snug" />
        <p className="text-sm text-slate-600 tabular-nums">
          {line.product_qty} × {linePrice(line)}
        </p>
        <UnavailableNote line={line} />
        <div className="-ml-1">
          <RemoveButton line={line} owner={owner} onMessage={onMessage} look="text" />
        </div>
      </div>
      <p className="text-sm font-semibold text-slate-900 tabular-nums">
        <LineTotal line={line} />
      </p>
    </li>
  );
}

import { formatDollars, type CartLine } from '@backlit/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, ShoppingBag } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Drawer, DrawerContent } from '../../../components/ui/drawer';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { cn } from '../../../lib/cn';
import { queryClient } from '../../../lib/query-client';
import type { DeferredDialogProps } from '../../../lib/use-deferred-dialog';
import { useCart } from '../api/get-cart';
import {
  clearCartPanelRequest,
  getCartPanelRequest,
  subscribeCartPanelState,
  type CartPanelRequest,
} from '../cart-panel-request';
import {
  checkoutBlockedReason,
  LineImage,
  LineName,
  LinePrice,
  LineTotal,
  ReorderArtworkNote,
  RemoveButton,
  UnavailableNote,
} from './cart-line-parts';
import { useLoginPathHere } from '../login-path';
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
  const added = useSyncExternalStore(subscribeCartPanelState, getCartPanelRequest, () => null);
  const cart = query.data;
  const hasLines = cart !== undefined && cart.cart.length > 0;
  const blocked = hasLines ? checkoutBlockedReason(cart.cart) : undefined;
  const highlighted = added?.ok ? added.productId : undefined;

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        // What was just added is news once: the next opening shows the cart alone.
        if (!next) clearCartPanelRequest();
        onOpenChange(next);
      }}
    >
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
                  {formatDollars(cart.subtotal)}
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
        {added && <AddedNotice added={added} />}
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
                <PanelLine
                  key={line.id}
                  line={line}
                  owner={owner}
                  onMessage={say}
                  highlighted={line.product_id === highlighted}
                />
              ))}
            </ul>
          </div>
        )}
      </DrawerContent>
    </Drawer>
  );
}

/**
 * What the add that opened the panel did, at the top of the panel's body: never over its
 * buttons, and gone when the panel closes.
 */
function AddedNotice({ added }: { added: CartPanelRequest }) {
  const loginPath = useLoginPathHere();
  const Icon = added.ok ? CircleCheck : CircleAlert;
  return (
    <div
      role={added.ok ? 'status' : 'alert'}
      className={cn(
        'mb-4 flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
        added.ok
          ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
          : 'border-red-300 bg-red-50 text-red-900',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">{added.message}</span>{' '}
        <span className="text-slate-700">{added.productName}</span>
        {added.signedOut && (
          <>
            {' '}
            <Link to={loginPath} className="font-semibold underline underline-offset-4">
              Log in
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

type PanelLineProps = {
  line: CartLine;
  owner: string;
  onMessage: (message: string) => void;
  /** The line just added: marked, and scrolled into view. */
  highlighted?: boolean;
};

function PanelLine({ line, owner, onMessage, highlighted = false }: PanelLineProps) {
  return (
    <li
      ref={highlighted ? (item) => item?.scrollIntoView({ block: 'nearest' }) : undefined}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex gap-3 py-3 first:pt-0',
        highlighted && 'rounded-lg bg-glow-100/60 px-2 ring-2 ring-glow-400 first:pt-3',
      )}
    >
      <LineImage line={line} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {highlighted && (
          <span className="self-start rounded-full bg-glow-400 px-2 py-0.5 text-xs font-semibold text-night-900">
            Just added
          </span>
        )}
        <LineName line={line} className="text-sm leading-snug" />
        <p className="text-sm text-slate-600 tabular-nums">
          {line.product_qty} × <LinePrice line={line} />
        </p>
        <UnavailableNote line={line} />
        <ReorderArtworkNote line={line} />
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

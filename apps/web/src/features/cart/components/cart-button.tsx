import { ShoppingCart } from 'lucide-react';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyComponent } from '../../../lib/chunk-load';
import { useDeferredDialog } from '../../../lib/use-deferred-dialog';
import { getCartCount, subscribeCartCount } from '../cart-count-store';
import { subscribeCartPanelRequest } from '../cart-panel-request';

// The panel brings React Query, zod and Radix: loaded on intent, never with the home page.
const cartPanel = lazyComponent('cart-panel', async () => (await import('./cart-panel')).CartPanel);

/**
 * The header's cart button with the number of items; opens the cart side panel, also when
 * something is added to the cart anywhere on the page.
 */
export function CartButton() {
  const count = useSyncExternalStore(subscribeCartCount, getCartCount, () => 0);
  const { mounted, show, triggerProps, dialogProps } = useDeferredDialog(cartPanel.preload);
  // An add to cart asks for the panel: a subscription to that store, not a fetch.
  useEffect(() => subscribeCartPanelRequest(show), [show]);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Open cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        className="relative"
        {...triggerProps}
      >
        <ShoppingCart aria-hidden className="size-5!" />
        <span
          aria-hidden
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-glow-400 px-1 text-[0.6875rem] font-bold text-night-900 tabular-nums ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      </Button>
      {mounted && (
        <Suspense>
          <cartPanel.Component {...dialogProps} />
        </Suspense>
      )}
    </>
  );
}

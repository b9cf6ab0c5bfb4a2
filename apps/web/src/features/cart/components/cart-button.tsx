import { ShoppingCart } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyComponent } from '../../../lib/chunk-load';
import { useDeferredDialog } from '../../../lib/use-deferred-dialog';

const cartPanel = lazyComponent('cart-panel', async () => (await import('./cart-panel')).CartPanel);

type CartButtonProps = { itemCount: number; subtotalCents: number };

/** The header's cart button with its count; opens the cart side panel. */
export function CartButton({ itemCount, subtotalCents }: CartButtonProps) {
  const { mounted, triggerProps, dialogProps } = useDeferredDialog(cartPanel.preload);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open cart"
        className="relative"
        {...triggerProps}
      >
        <ShoppingCart aria-hidden className="size-5!" />
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-glow-400 px-1 text-[0.6875rem] font-bold text-night-900 ring-2 ring-white"
        >
          {itemCount}
        </span>
      </Button>
      {mounted && (
        <Suspense>
          <cartPanel.Component
            {...dialogProps}
            itemCount={itemCount}
            subtotalCents={subtotalCents}
          />
        </Suspense>
      )}
    </>
  );
}

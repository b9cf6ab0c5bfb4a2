import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Drawer, DrawerContent } from '../../../components/ui/drawer';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatUsd } from '../../../lib/format';
import type { DeferredDialogProps } from '../../../lib/use-deferred-dialog';

type CartPanelProps = DeferredDialogProps & { itemCount: number; subtotalCents: number };

/** The side panel the header's cart button opens: lines, subtotal, way to cart and checkout. */
export function CartPanel({
  open,
  onOpenChange,
  onCloseAutoFocus,
  itemCount,
  subtotalCents,
}: CartPanelProps) {
  const isEmpty = itemCount === 0;
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        title="Your cart"
        onCloseAutoFocus={onCloseAutoFocus}
        bodyClassName="flex flex-col"
        footer={
          <div className="flex flex-col gap-4">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium text-slate-700">Subtotal</span>
              <span className="text-base font-semibold text-slate-900">
                {formatUsd(subtotalCents)}
              </span>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <Button asChild variant="secondary">
                <Link to="/cart">View cart</Link>
              </Button>
              {isEmpty ? (
                <Button disabled>Checkout</Button>
              ) : (
                <Button asChild>
                  <Link to="/checkout">Checkout</Link>
                </Button>
              )}
            </div>
          </div>
        }
      >
        {isEmpty && (
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
        )}
      </DrawerContent>
    </Drawer>
  );
}

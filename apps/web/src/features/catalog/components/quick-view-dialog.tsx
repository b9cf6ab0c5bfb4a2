import {
  dollarsToCents,
  formatMoney,
  lineTotalCents,
  maxCartQuantity,
  type Product,
} from '@backlit/domain';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TradePrice } from '../../../components/trade-price';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { useTradePrice } from '../../../lib/trade-prices';
import type { DeferredDialogProps } from '../../../lib/use-deferred-dialog';
import { useProductActions } from '../product-actions';
import { ProductPhoto } from './product-photo';
import { QuantityStepper } from './quantity-stepper';
import { StockStatus } from './stock-status';

/**
 * The quick view as the product card opens it: its own chunk, loaded when a shopper reaches for
 * a product's name, so a list's first load carries no dialog code. The content mounts only while
 * open, so each opening starts again at quantity 1.
 */
export function QuickViewPanel({
  product,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeferredDialogProps & { product: Product }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <QuickViewDialog
          product={product}
          onCloseAutoFocus={onCloseAutoFocus}
          onAdded={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

/**
 * The quick view: photo, name, total price for the chosen quantity, availability, SKU and
 * category, and Add to cart with the chosen quantity when the app supplies a cart.
 * Render inside a <Dialog>; its content mounts on open, so the quantity starts at 1 each time.
 */
export function QuickViewDialog({
  product,
  onCloseAutoFocus,
  onAdded,
}: {
  product: Product;
  onCloseAutoFocus?: DeferredDialogProps['onCloseAutoFocus'];
  /** The product went into the cart: the cart's panel shows it, so the quick view closes. */
  onAdded?: () => void;
}) {
  const [quantity, setQuantity] = useState(1);
  const { AddToCart } = useProductActions();
  const outOfStock = product.stock <= 0;
  const trade = useTradePrice(product.id);
  // A member's quantity tiers are applied in the cart; one unit's trade price is shown here.
  const unitPriceCents = dollarsToCents(trade?.price ?? product.originalPrice);

  return (
    <DialogContent
      title={product.name}
      // The primitive sets max-w-lg; a breakpoint variant widens it without a class conflict.
      className="sm:max-w-2xl"
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
      }
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <ProductPhoto
          path={product.image}
          alt={product.name}
          sizes="(min-width: 640px) 22rem, 90vw"
          priority="eager"
          className="aspect-[4/3] w-full rounded-lg sm:aspect-square"
        />
        <div className="flex flex-col gap-4">
          <div>
            <p className="text-sm text-slate-600">Total price</p>
            <p aria-live="polite" className="text-2xl font-bold text-slate-900 tabular-nums">
              {formatMoney(lineTotalCents({ unitPriceCents, quantity }), { code: true })}
            </p>
            {trade ? (
              <p className="text-sm text-slate-600">
                <TradePrice
                  cents={unitPriceCents}
                  listCents={dollarsToCents(trade.list_price)}
                  size="sm"
                  code
                />{' '}
                each
              </p>
            ) : (
              quantity > 1 && (
                <p className="text-sm text-slate-600">
                  {formatMoney(unitPriceCents, { code: true })} each
                </p>
              )
            )}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">Availability</dt>
            <dd>
              <StockStatus stock={product.stock} />
            </dd>
            <dt className="text-slate-600">SKU</dt>
            <dd className="font-medium text-slate-900">{product.sku}</dd>
            <dt className="text-slate-600">Category</dt>
            <dd className="font-medium text-slate-900">
              {product.category.name}
              {product.subCategory && ` › ${product.subCategory.nameSubCategory}`}
            </dd>
          </dl>
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            max={maxCartQuantity(product.stock)}
            disabled={outOfStock}
          />
          {AddToCart && (
            <AddToCart product={product} quantity={quantity} variant="dialog" onAdded={onAdded} />
          )}
          <Link
            to={`/product/${product.slug}`}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-glow-700 underline-offset-4 hover:underline"
          >
            View full details
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </DialogContent>
  );
}

import {
  canCheckOut,
  CART_MESSAGES,
  dollarsToCents,
  formatDollars,
  formatMoney,
  maxCartQuantity,
  type CartLine,
} from '@backlit/domain';
import { Ban, ImageOff, Loader2, Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { TradePrice } from '../../../components/trade-price';
import { cn } from '../../../lib/cn';
import { productImageSrcSet, storageUrl } from '../../../lib/product-image';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartQuantity, type QuantityScope } from '../api/update-quantity';

/** What a line is called in labels and messages, also when its product is gone. */
export function lineName(line: CartLine): string {
  return line.product?.name ?? 'the unavailable product';
}

/** The line's photo, small; a placeholder without one. */
export function LineImage({ line, className }: { line: CartLine; className?: string }) {
  const image = line.product?.image;
  const box = cn('size-16 shrink-0 rounded-lg border border-slate-200 bg-slate-50', className);
  if (!image) {
    return (
      <div aria-hidden className={cn(box, 'grid place-items-center text-slate-400')}>
        <ImageOff className="size-5" />
      </div>
    );
  }
  return (
    <img
      src={storageUrl(image)}
      srcSet={productImageSrcSet(image)}
      sizes="5rem"
      // The name beside it says what it is.
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      className={cn(box, 'object-contain')}
    />
  );
}

/** The product's name linking to its page, or a note when the product was deleted. */
export function LineName({ line, className }: { line: CartLine; className?: string }) {
  if (!line.product) {
    return (
      <p className={cn('text-sm text-slate-600 italic', className)}>
        {CART_MESSAGES.productMissing}
      </p>
    );
  }
  return (
    <Link
      to={`/product/${line.product.slug}`}
      className={cn(
        'font-semibold text-slate-900 underline-offset-4 hover:text-glow-700 hover:underline',
        className,
      )}
    >
      {line.product.name}
    </Link>
  );
}

/** A reorder's line: printed from the approved artwork of an earlier order, no upload needed. */
export function ReorderArtworkNote({ line }: { line: CartLine }) {
  if (!line.reorder_artwork) return null;
  return (
    <p className="text-xs text-emerald-800">
      Printed from your approved artwork of order {line.reorder_artwork.tracking_no}: no new upload.
    </p>
  );
}

/**
 * The unit price, or a dash when the product is gone; a member's trade price with the list price
 * struck through.
 */
export function LinePrice({ line }: { line: CartLine }) {
  if (!line.product) return <>—</>;
  const cents = dollarsToCents(line.product.originalPrice);
  const { trade } = line.product;
  if (!trade) return <>{formatMoney(cents)}</>;
  return <TradePrice cents={cents} listCents={dollarsToCents(trade.list_price)} size="sm" />;
}

/** The line's total, or a dash for a line that is not charged because it cannot be bought. */
export function LineTotal({ line }: { line: CartLine }) {
  if (line.available) return <>{formatDollars(line.line_total)}</>;
  return (
    <>
      <span aria-hidden>—</span>
      <span className="sr-only">Not charged</span>
    </>
  );
}

/** Why a line cannot be bought, under its name. */
export function UnavailableNote({ line }: { line: CartLine }) {
  if (line.available) return null;
  return (
    <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
      <Ban aria-hidden className="size-3.5" />
      {line.product ? 'Sold out' : 'No longer sold'}: not in the total, remove it to check out
    </p>
  );
}

/** Says why checkout is closed, or nothing when the cart can be bought as it is. */
export function checkoutBlockedReason(lines: readonly CartLine[]): string | undefined {
  if (canCheckOut(lines)) return undefined;
  return lines.some((line) => line.available)
    ? 'Remove the unavailable items to check out.'
    : 'Nothing in your cart can be bought right now. Remove the unavailable items and add others.';
}

type RemoveButtonProps = {
  line: CartLine;
  owner: string;
  onMessage: (message: string) => void;
  /**
   * `icon` shows the icon and 'Removing' while it runs (cart page); `text` a small link-like
   * button; `outline` a bordered 'Remove' for a line that can only be removed.
   */
  look?: 'icon' | 'text' | 'outline';
};

/** Removes a line; says 'Removing' while the request runs and reverts if it is refused. */
export function RemoveButton({ line, owner, onMessage, look = 'icon' }: RemoveButtonProps) {
  const remove = useRemoveCartItem(owner, onMessage);
  const name = lineName(line);
  const removing = remove.isPending;
  return (
    <button
      type="button"
      aria-label={removing ? `Removing ${name} from cart` : `Remove ${name} from cart`}
      aria-busy={removing}
      disabled={removing}
      onClick={() => remove.mutate({ lineId: line.id, name })}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-lg text-sm font-medium transition-colors disabled:cursor-wait',
        look === 'icon' &&
          'h-10 min-w-10 justify-center px-2 text-slate-500 hover:bg-red-50 hover:text-red-700',
        look === 'text' &&
          'h-8 px-1 text-slate-600 underline-offset-4 hover:text-red-700 hover:underline',
        look === 'outline' &&
          'h-10 border border-red-300 px-3 font-semibold text-red-800 hover:bg-red-50',
      )}
    >
      {removing ? (
        <>
          <Loader2 aria-hidden className="size-4 animate-spin" />
          <span>Removing</span>
        </>
      ) : look === 'icon' ? (
        <Trash2 aria-hidden className="size-4.5" />
      ) : (
        <>
          {look === 'outline' && <Trash2 aria-hidden className="size-4" />}
          <span>Remove</span>
        </>
      )}
    </button>
  );
}

type QuantityControlProps = { line: CartLine; owner: string; onMessage: (message: string) => void };

/** Minus, the quantity and plus; each click shows at once and is then sent. */
export function QuantityControl({ line, owner, onMessage }: QuantityControlProps) {
  const update = useUpdateCartQuantity(owner, onMessage);
  const name = lineName(line);
  const max = line.product ? maxCartQuantity(line.product.stock) : line.product_qty;
  const change = (scope: QuantityScope) => update.mutate({ lineId: line.id, scope });
  const buttonClass =
    'grid size-10 place-items-center text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';
  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
      <button
        type="button"
        aria-label={`Decrease quantity of ${name}`}
        onClick={() => change('dec')}
        className={buttonClass}
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <output
        aria-label={`Quantity of ${name}`}
        className="grid h-10 w-11 place-items-center border-x border-slate-300 text-sm font-semibold text-slate-900 tabular-nums"
      >
        {line.product_qty}
      </output>
      <button
        type="button"
        aria-label={`Increase quantity of ${name}`}
        disabled={line.product_qty >= max}
        title={line.product_qty >= max ? `At most ${max} of this product per order` : undefined}
        onClick={() => change('inc')}
        className={buttonClass}
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}

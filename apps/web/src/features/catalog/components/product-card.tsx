import type { Product } from '@backlit/domain';
import { Eye } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { RatingSummary } from '../../../components/ui/rating-stars';
import { lazyComponent } from '../../../lib/chunk-load';
import { useDeferredDialog } from '../../../lib/use-deferred-dialog';
import { useProductActions } from '../product-actions';
import { ProductPhoto, type PhotoPriority } from './product-photo';
import { ProductPrice } from './product-price';

const quickView = lazyComponent(
  'quick-view',
  async () => (await import('./quick-view-dialog')).QuickViewPanel,
);

/**
 * One product of a grid: photo and name (both open its page), price, a Quick view button (the
 * dialog) and Add to cart.
 */
export function ProductCard({
  product,
  photo = 'lazy',
}: {
  product: Product;
  /** How soon its photo loads: a card on the first screen's is wanted at once. */
  photo?: PhotoPriority;
}) {
  const { AddToCart, WishlistToggle } = useProductActions();
  const href = `/product/${product.slug}`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs transition-shadow hover:shadow-md">
      <div className="relative">
        {/* The photo repeats the name's link for the mouse only: out of the tab order and hidden
            from screen readers, which hear the product once, by its name's link. */}
        <Link to={href} tabIndex={-1} aria-hidden className="block">
          <ProductPhoto
            path={product.image}
            alt=""
            sizes="(min-width: 1280px) 17rem, 45vw"
            priority={photo}
            className="aspect-square w-full transition-transform duration-300 group-hover:scale-[1.02]"
          />
        </Link>
        {product.stock <= 0 && (
          <span className="absolute top-2 left-2 rounded-full bg-night-900 px-2.5 py-1 text-xs font-semibold text-white sm:top-3 sm:left-3">
            Out of stock
          </span>
        )}
        {WishlistToggle && (
          <div className="absolute top-2 right-2 sm:top-3 sm:right-3">
            <WishlistToggle product={product} variant="card" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">
          {product.subCategory?.nameSubCategory ?? product.category.name}
        </p>
        <h3 className="text-sm leading-snug font-semibold text-slate-900 sm:text-base">
          <Link to={href} className="underline-offset-4 hover:text-glow-700 hover:underline">
            {product.name}
          </Link>
        </h3>
        <RatingSummary rating={product.rating} className="text-xs sm:text-sm" />
        <ProductPrice product={product} className="mt-auto pt-1" />
        <QuickViewButton product={product} />
        {AddToCart && <AddToCart product={product} quantity={1} variant="card" />}
      </div>
    </article>
  );
}

/** Opens the product's quick view, whose code loads when it is first reached for. */
function QuickViewButton({ product }: { product: Product }) {
  const { mounted, triggerProps, dialogProps } = useDeferredDialog(quickView.preload);
  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-glow-700 underline-offset-4 hover:underline"
        aria-label={`Quick view: ${product.name}`}
        {...triggerProps}
      >
        <Eye aria-hidden className="size-4" />
        Quick view
      </button>
      {mounted && (
        <Suspense>
          <quickView.Component product={product} {...dialogProps} />
        </Suspense>
      )}
    </>
  );
}

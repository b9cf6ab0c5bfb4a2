import { formatDollars } from '@backlit/domain';
import { ImageOff, PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { RetryButton } from '../../../components/ui/retry-button';
import type { FeaturedProduct } from '../api/get-featured-products';
import { FeaturedProductsSkeleton } from './featured-products-skeleton';
import { useFeaturedProducts } from './use-featured-products';

/**
 * The products staff picked, or without any the best sellers (loaded lazily from home, see
 * featured-section.tsx).
 */
export default function FeaturedProducts({ picked }: { picked: FeaturedProduct[] }) {
  return picked.length > 0 ? <FeaturedList products={picked} /> : <BestSellers />;
}

function BestSellers() {
  const featured = useFeaturedProducts();

  if (featured.status === 'loading') return <FeaturedProductsSkeleton />;
  if (featured.status === 'error' || featured.products.length === 0) {
    const failed = featured.status === 'error';
    return (
      <div className="flex flex-col items-start gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-glow-100 text-glow-700">
            <PackageSearch aria-hidden className="size-5" />
          </span>
          <div>
            <p className="font-semibold text-slate-900">
              {failed
                ? 'Our best sellers could not be loaded just now.'
                : 'Our best sellers will be listed here soon.'}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              Every frame, banner and accessory is waiting for you in the shop.
            </p>
          </div>
        </div>
        <div className="flex gap-3">
          {failed && <RetryButton variant="secondary" onRetry={featured.retry} />}
          <Button asChild>
            <Link to="/allproducts">Browse the shop</Link>
          </Button>
        </div>
      </div>
    );
  }

  return <FeaturedList products={featured.products} />;
}

function FeaturedList({ products }: { products: FeaturedProduct[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.slug}>
          <FeaturedCard product={product} />
        </li>
      ))}
    </ul>
  );
}

function FeaturedCard({ product }: { product: FeaturedProduct }) {
  const compareAt =
    product.sellingPrice != null && product.sellingPrice > product.originalPrice
      ? product.sellingPrice
      : null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs transition-shadow focus-within:shadow-md hover:shadow-md">
      {product.image ? (
        <img
          src={`/storage/${product.image}`}
          alt=""
          width={800}
          height={800}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full bg-slate-50 object-contain transition-transform duration-300 group-hover:scale-[1.02]"
        />
      ) : (
        <div className="grid aspect-square w-full place-items-center bg-slate-100 text-slate-400">
          <ImageOff aria-hidden className="size-8" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="text-sm leading-snug font-semibold text-slate-900 sm:text-base">
          {/* The link covers the whole card (::after), so the photo is clickable too. */}
          <Link
            to={`/product/${product.slug}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-glow-700"
          >
            {product.name}
          </Link>
        </h3>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="text-sm font-bold text-slate-900 tabular-nums sm:text-base">
            {compareAt !== null && <span className="sr-only">Now </span>}
            {formatDollars(product.originalPrice, { code: true })}
          </span>
          {compareAt !== null && (
            <s className="text-xs text-slate-500 tabular-nums sm:text-sm">
              <span className="sr-only">Was </span>
              {formatDollars(compareAt, { code: true })}
            </s>
          )}
        </p>
      </div>
    </article>
  );
}

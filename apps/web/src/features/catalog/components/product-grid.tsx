import type { Product } from '@backlit/domain';
import { cn } from '../../../lib/cn';
import { ProductCard } from './product-card';

type ProductGridProps = {
  products: Product[];
  /** The next page is loading while this one stays on screen. */
  busy?: boolean;
  /** A heading for screen readers; related products name their own. */
  label?: string;
  columns?: 3 | 4;
};

const gridClass = {
  3: 'grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3',
  4: 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4',
};

/** Product cards in a responsive grid. */
export function ProductGrid({ products, busy = false, label, columns = 3 }: ProductGridProps) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      className={cn(gridClass[columns], 'transition-opacity', busy && 'opacity-60')}
    >
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while the first page loads. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading products" className={gridClass[3]}>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden
          className="overflow-hidden rounded-xl border border-slate-200 bg-white"
        >
          <div className="aspect-square animate-pulse bg-slate-100" />
          <div className="flex flex-col gap-3 p-4">
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
            <div className="h-4 w-4/5 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-1/4 animate-pulse rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

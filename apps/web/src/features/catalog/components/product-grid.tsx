import type { Product } from '@backlit/domain';
import { cn } from '../../../lib/cn';
import { ProductCard } from './product-card';
import type { PhotoPriority } from './product-photo';

type ProductGridProps = {
  products: Product[];
  /** The next page is loading while this one stays on screen. */
  busy?: boolean;
  /** A heading for screen readers; related products name their own. */
  label?: string;
  columns?: 3 | 4;
  /**
   * The grid is the first thing on the page: its first row's photos load at once, the first one
   * before anything else (the page's largest paint), instead of waiting to be scrolled near.
   */
  opensPage?: boolean;
};

const gridClass = {
  3: 'grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3',
  4: 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4',
};

/** Product cards in a responsive grid. */
export function ProductGrid({
  products,
  busy = false,
  label,
  columns = 3,
  opensPage = false,
}: ProductGridProps) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      className={cn(gridClass[columns], 'transition-opacity', busy && 'opacity-60')}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} photo={opensPage ? firstRow(index, columns) : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}

/** A card's photo priority by its place: the widest layout shows `columns` cards a row. */
function firstRow(index: number, columns: number): PhotoPriority {
  if (index === 0) return 'high';
  return index < columns ? 'eager' : 'lazy';
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

import { formatDollars, type Product } from '@backlit/domain';
import { lazy, Suspense } from 'react';
import { useAuthSession } from '../../../lib/auth-session';
import { cn } from '../../../lib/cn';

export type ProductPriceProps = {
  product: Pick<Product, 'id' | 'originalPrice' | 'sellingPrice'>;
  size?: 'md' | 'lg';
  className?: string;
};

// Only a signed-in browser may have a trade price to show: a visitor never loads the code that
// asks for one (the home page's and the catalogue's first load have no room for it).
const MemberProductPrice = lazy(() => import('./member-product-price'));

/**
 * The price charged, with the "compare at" price struck through when it is higher; a signed-in
 * member sees their trade price over the list price instead, once it has been asked for.
 */
export function ProductPrice(props: ProductPriceProps) {
  const session = useAuthSession();
  const listPrice = <ListPrice {...props} />;
  if (!session) return listPrice;
  return (
    <Suspense fallback={listPrice}>
      <MemberProductPrice {...props} listPrice={listPrice} />
    </Suspense>
  );
}

/** The list price, with the "compare at" price struck through when it is higher. */
function ListPrice({ product, size = 'md', className }: ProductPriceProps) {
  const { originalPrice, sellingPrice } = product;
  const compareAt = sellingPrice !== null && sellingPrice > originalPrice ? sellingPrice : null;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span
        className={cn(
          'font-bold text-slate-900 tabular-nums',
          size === 'lg' ? 'text-2xl' : 'text-sm sm:text-base',
        )}
      >
        {compareAt !== null && <span className="sr-only">Now </span>}
        {formatDollars(originalPrice, { code: true })}
      </span>
      {compareAt !== null && (
        <s
          className={cn(
            'text-slate-500 tabular-nums',
            size === 'lg' ? 'text-base' : 'text-xs sm:text-sm',
          )}
        >
          <span className="sr-only">Was </span>
          {formatDollars(compareAt, { code: true })}
        </s>
      )}
    </p>
  );
}

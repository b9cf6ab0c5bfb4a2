import { dollarsToCents, formatMoney, type Product } from '@backlit/domain';
import { cn } from '../../../lib/cn';

type ProductPriceProps = {
  product: Pick<Product, 'originalPrice' | 'sellingPrice'>;
  size?: 'md' | 'lg';
  className?: string;
};

/** The price charged, with the "compare at" price struck through when it is higher. */
export function ProductPrice({ product, size = 'md', className }: ProductPriceProps) {
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
        {formatMoney(dollarsToCents(originalPrice), { code: true })}
      </span>
      {compareAt !== null && (
        <s
          className={cn(
            'text-slate-500 tabular-nums',
            size === 'lg' ? 'text-base' : 'text-xs sm:text-sm',
          )}
        >
          <span className="sr-only">Was </span>
          {formatMoney(dollarsToCents(compareAt), { code: true })}
        </s>
      )}
    </p>
  );
}

import { dollarsToCents, formatMoney, type Product } from '@backlit/domain';
import { TradePrice } from '../../../components/trade-price';
import { cn } from '../../../lib/cn';
import { useTradePrice } from '../../../lib/trade-prices';

type ProductPriceProps = {
  product: Pick<Product, 'id' | 'originalPrice' | 'sellingPrice'>;
  size?: 'md' | 'lg';
  className?: string;
};

/**
 * The price charged, with the "compare at" price struck through when it is higher; a signed-in
 * member sees their trade price over the list price instead.
 */
export function ProductPrice({ product, size = 'md', className }: ProductPriceProps) {
  const trade = useTradePrice(product.id);
  const { originalPrice, sellingPrice } = product;
  if (trade) {
    return (
      <p className={className}>
        <TradePrice
          cents={dollarsToCents(trade.price)}
          listCents={dollarsToCents(trade.list_price)}
          size={size}
          code
        />
      </p>
    );
  }
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

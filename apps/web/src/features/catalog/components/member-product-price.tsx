import { dollarsToCents } from '@backlit/domain';
import type { ReactNode } from 'react';
import { TradePrice } from '../../../components/trade-price';
import { useTradePrice } from '../../../lib/trade-prices';
import type { ProductPriceProps } from './product-price';

/** A signed-in member's trade price over the list price; the list price for everyone else. */
export default function MemberProductPrice({
  product,
  size = 'md',
  className,
  listPrice,
}: ProductPriceProps & { listPrice: ReactNode }) {
  const trade = useTradePrice(product.id);
  if (!trade) return listPrice;
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

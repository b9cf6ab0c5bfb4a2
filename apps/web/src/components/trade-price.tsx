import { formatMoney } from '@backlit/domain';
import { cn } from '../lib/cn';

type TradePriceProps = {
  /** What the member pays, in cents. */
  cents: number;
  /** The list price everyone else pays, struck through. */
  listCents: number;
  size?: 'sm' | 'md' | 'lg';
  /** Writes the currency code after the amounts, as product cards do. */
  code?: boolean;
  className?: string;
};

const AMOUNT = { sm: 'text-sm', md: 'text-sm sm:text-base', lg: 'text-2xl' } as const;
const STRUCK = { sm: 'text-xs', md: 'text-xs sm:text-sm', lg: 'text-base' } as const;

/** "Trade price": the label beside a member's price wherever it is shown. */
export function TradePriceLabel({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200',
        className,
      )}
    >
      Trade price
    </span>
  );
}

/**
 * A member's price: what they pay, the list price struck through, and "Trade price". The same
 * on product cards, product pages, the quick view, the cart and checkout.
 */
export function TradePrice({
  cents,
  listCents,
  size = 'md',
  code = false,
  className,
}: TradePriceProps) {
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className={cn('font-bold text-slate-900 tabular-nums', AMOUNT[size])}>
        {formatMoney(cents, { code })}
      </span>
      <s className={cn('text-slate-500 tabular-nums', STRUCK[size])}>
        <span className="sr-only">List price </span>
        {formatMoney(listCents, { code })}
      </s>
      <TradePriceLabel />
    </span>
  );
}

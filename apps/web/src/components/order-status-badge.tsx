import { orderStatusLabel, type OrderStatus } from '@backlit/domain';
import { cn } from '../lib/cn';

const TONES: Record<OrderStatus, string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  in_production: 'bg-sky-50 text-sky-800 ring-sky-200',
  shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-slate-100 text-slate-800 ring-slate-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  refunded: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** Not the green of money taken: the invoice is still to be paid. */
const ON_ACCOUNT_TONE = 'bg-violet-50 text-violet-800 ring-violet-200';

/**
 * An order status as a coloured pill, the same in the account area and the back-office. An order
 * placed on account reads "On account" where another reads "Paid".
 */
export function OrderStatusBadge({
  status,
  onAccount = false,
}: {
  status: OrderStatus;
  onAccount?: boolean;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        status === 'paid' && onAccount ? ON_ACCOUNT_TONE : TONES[status],
      )}
    >
      {orderStatusLabel(status, onAccount)}
    </span>
  );
}

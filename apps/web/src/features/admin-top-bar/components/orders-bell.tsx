import { ORDERS_WAITING_STATUS } from '@backlit/domain';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useOrdersWaiting } from '../api/orders-waiting';

/**
 * The bell: how many paid orders wait for staff to start production, asked again every half
 * minute, linking to that list. Its name says the count and what it counts.
 */
export function OrdersBell() {
  const waiting = useOrdersWaiting();
  const count = waiting.data;
  const label =
    count === undefined
      ? 'Orders waiting for staff'
      : `${count} ${count === 1 ? 'order' : 'orders'} waiting for staff: paid, not yet in production`;
  return (
    <Link
      to={`/admin/orders?status=${ORDERS_WAITING_STATUS}`}
      aria-label={label}
      title={label}
      className="relative grid size-10 shrink-0 place-items-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100"
    >
      <Bell aria-hidden className="size-5" />
      {count !== undefined && count > 0 && (
        <span
          aria-hidden
          className="absolute top-1 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-bold text-white tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

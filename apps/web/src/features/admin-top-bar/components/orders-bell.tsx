import { ORDERS_WAITING_STATUS } from '@backlit/domain';
import { Bell, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { useOrdersWaiting } from '../api/orders-waiting';

const plural = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/**
 * The bell: how many paid orders wait for staff to start production, linking to that list, and
 * beside it how many open orders are at risk of missing their ship-by day, linking to the
 * production board. Both asked again every half minute; each link's name says its count.
 */
export function OrdersBell() {
  const counts = useOrdersWaiting().data;
  return (
    <>
      <CountLink
        to="/admin/production"
        icon={TriangleAlert}
        count={counts?.atRisk}
        label={
          counts === undefined
            ? 'Orders at risk'
            : `${plural(counts.atRisk)} at risk of missing the ship-by day`
        }
        badge="bg-amber-400 text-amber-950"
      />
      <CountLink
        to={`/admin/orders?status=${ORDERS_WAITING_STATUS}`}
        icon={Bell}
        count={counts?.waiting}
        label={
          counts === undefined
            ? 'Orders waiting for staff'
            : `${plural(counts.waiting)} waiting for staff: paid, not yet in production`
        }
        badge="bg-red-600 text-white"
      />
    </>
  );
}

function CountLink({
  to,
  icon: Icon,
  count,
  label,
  badge,
}: {
  to: string;
  icon: LucideIcon;
  count: number | undefined;
  label: string;
  /** The count's colours: dark text on amber, white on red, each legible (WCAG AA). */
  badge: string;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className="relative grid size-10 shrink-0 place-items-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100"
    >
      <Icon aria-hidden className="size-5" />
      {count !== undefined && count > 0 && (
        <span
          aria-hidden
          className={cn(
            'absolute top-1 right-0.5 grid h-5 min-w-5 place-items-center rounded-full px-1 text-xs font-bold tabular-nums',
            badge,
          )}
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

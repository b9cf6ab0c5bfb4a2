import { planDeadlineRows, type AccountShowOrder } from '@backlit/domain';
import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/plan-format';

/** "My shows": each planned order with what it is for and the days to act by. */
export function ShowOrdersList({ orders }: { orders: readonly AccountShowOrder[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {orders.map(({ order_id: id, tracking_no: trackingNo, status, on_account, plan }) => (
        <li key={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <h3 className="text-base font-semibold text-slate-900">
                {plan.show ? plan.show.name : `Needed by ${formatDay(plan.target)}`}
              </h3>
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <Link
                  to={`/dashboard-client/orders/${id}`}
                  className="font-mono font-medium text-glow-700 underline-offset-4 hover:underline"
                >
                  {trackingNo}
                </Link>
                <OrderStatusBadge status={status} onAccount={on_account} />
                <span>
                  {plan.method}
                  {plan.rush ? ' · 2-Day Rush' : ''}
                </span>
              </p>
            </div>
            <Button asChild variant="secondary" size="sm">
              <a href={`/api/account/orders/${id}/plan.ics`} download>
                <CalendarPlus aria-hidden />
                Add to calendar
              </a>
            </Button>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
            {planDeadlineRows(plan).map((row) => (
              <div key={row.key} className="flex flex-col gap-0.5">
                <dt className="text-xs text-slate-600">{row.label}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">
                  {formatDay(row.date)}
                  {row.until && ` – ${formatDay(row.until)}`}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

import { formatDollars, type DashboardResponse } from '@backlit/domain';
import { DollarSign, Receipt, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

type Stat = { label: string; value: string; icon: LucideIcon; to?: string; hint: string };

/** The period's headline figures; tiles that have a page behind them open it. */
export function StatTiles({ figures }: { figures: DashboardResponse }) {
  const stats: Stat[] = [
    {
      label: 'New orders',
      value: String(figures.new_orders),
      icon: Receipt,
      to: '/admin/orders',
      hint: 'Placed in the period',
    },
    {
      label: 'New customers',
      value: String(figures.new_customers),
      icon: UserPlus,
      hint: 'Accounts registered in the period',
    },
    {
      label: 'Total sales',
      value: formatDollars(figures.total_sales),
      icon: DollarSign,
      to: '/admin/orders',
      hint: 'Net of refunds and cancellations',
    },
  ];
  return (
    <ul aria-label="Figures of the period" className="grid gap-4 sm:grid-cols-3">
      {stats.map(({ label, value, icon: Icon, to, hint }) => {
        const body = (
          <>
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-night-900 text-glow-400">
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="flex flex-col">
              <span className="text-sm font-medium text-slate-600">{label}</span>
              <span className="text-2xl font-bold tracking-tight text-slate-900">{value}</span>
              <span className="text-xs text-slate-500">{hint}</span>
            </span>
          </>
        );
        const className =
          'flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs';
        return (
          <li key={label}>
            {to ? (
              <Link to={to} className={`${className} transition-shadow hover:shadow-md`}>
                {body}
              </Link>
            ) : (
              <div className={className}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

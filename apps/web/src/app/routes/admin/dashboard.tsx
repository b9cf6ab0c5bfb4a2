import { ArrowRight, FolderPlus, PackagePlus, Receipt, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../layouts/admin/admin-page';

const SHORTCUTS = [
  {
    to: '/admin/category',
    label: 'Add a category',
    text: 'Group products for the shop',
    icon: FolderPlus,
  },
  {
    to: '/admin/add-product',
    label: 'Add a product',
    text: 'List a frame, banner or part',
    icon: PackagePlus,
  },
  {
    to: '/admin/orders',
    label: 'View orders',
    text: 'Paid orders and tracking numbers',
    icon: Receipt,
  },
];

function DashboardPage() {
  return (
    <AdminPage title="Dashboard" description="Your shop at a glance: orders, visitors and sales.">
      <ul className="grid gap-4 sm:grid-cols-3">
        {SHORTCUTS.map(({ to, label, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs transition-shadow hover:shadow-md"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-night-900 text-glow-400">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="flex-1">
                <span className="flex items-center gap-1 font-semibold text-slate-900">
                  {label}
                  <ArrowRight
                    aria-hidden
                    className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <EmptyState
        icon={TrendingUp}
        title="No sales yet."
        text="New orders, visitors and total sales will show here once the shop takes its first order."
      />
    </AdminPage>
  );
}

export { DashboardPage as Component };

import { FolderPlus, PackagePlus, Receipt, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { TileContent, tileClassName } from '../../../components/ui/tile';
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
        {SHORTCUTS.map(({ to, ...tile }) => (
          <li key={to}>
            <Link to={to} className={tileClassName}>
              <TileContent {...tile} />
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

import {
  FileText,
  Heart,
  LogOut,
  MapPin,
  Package,
  ShoppingBag,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { TileContent, tileClassName } from '../../../components/ui/tile';
import { useCurrentUser } from '../../../features/auth';
import { useLogout } from '../../../features/auth/use-logout';
import { ApprovalsWaiting } from '../../../features/company';

/**
 * A tile for each part of the account (Orders, Invoices, Addresses, Account details, Wish list),
 * plus a way back to the shop. Log out is an action, rendered after these.
 */
const ACCOUNT_TILES: readonly { to: string; label: string; text: string; icon: LucideIcon }[] = [
  {
    to: '/dashboard-client/orders',
    label: 'Orders',
    text: 'Where your orders stand, and order again',
    icon: Package,
  },
  {
    to: '/dashboard-client/invoices',
    label: 'Invoices',
    text: 'Download an invoice for each order',
    icon: FileText,
  },
  {
    to: '/dashboard-client/addresses',
    label: 'Addresses',
    text: 'The addresses checkout fills in for you',
    icon: MapPin,
  },
  {
    to: '/dashboard-client/account',
    label: 'Account details',
    text: 'Your name, email and password',
    icon: UserCog,
  },
  {
    to: '/dashboard-client/wishlist',
    label: 'Wish list',
    text: 'Products you saved for later',
    icon: Heart,
  },
  {
    to: '/allproducts',
    label: 'Shop',
    text: 'Frames, banners, accessories and spare parts',
    icon: ShoppingBag,
  },
];

function AccountDashboardPage() {
  const { data: user } = useCurrentUser();
  const { logOut, pending } = useLogout();

  return (
    <div className="flex flex-col gap-8">
      <DocumentTitle title="My account" />
      <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs">
        <h2 className="text-xl font-bold tracking-tight text-slate-900">
          {/* People are greeted by name; an account made without one falls back to its username. */}
          Hello, <span className="text-glow-700">{user && (user.firstname || user.username)}</span>
        </h2>
        <p className="mt-2 max-w-2xl text-sm leading-relaxed text-slate-600">
          From your account dashboard you can follow your orders, download invoices, manage your
          addresses, edit your account details and password, and keep a wish list.
        </p>
      </section>
      <ApprovalsWaiting />

      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {ACCOUNT_TILES.map(({ to, ...tile }) => (
          <li key={to}>
            <Link to={to} className={tileClassName}>
              <TileContent {...tile} />
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => void logOut()}
            disabled={pending}
            className={tileClassName}
          >
            <TileContent
              icon={LogOut}
              label={pending ? 'Logging out…' : 'Log out'}
              text="Sign out of this browser"
            />
          </button>
        </li>
      </ul>
    </div>
  );
}

export { AccountDashboardPage as Component };

import {
  CreditCard,
  FileText,
  Heart,
  LayoutDashboard,
  LogOut,
  MapPin,
  Package,
  Star,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { PageBanner } from '../../../components/page-banner';
import { useLogout } from '../../../features/auth/use-logout';
import { cn } from '../../../lib/cn';

/**
 * The client dashboard's side menu, its pages in the order of the dashboard's tiles; Log out is an
 * action.
 */
const ACCOUNT_NAV: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/dashboard-client', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/dashboard-client/orders', label: 'Orders', icon: Package },
  { to: '/dashboard-client/invoices', label: 'Invoices', icon: FileText },
  { to: '/dashboard-client/addresses', label: 'Addresses', icon: MapPin },
  { to: '/dashboard-client/payment-methods', label: 'Payment methods', icon: CreditCard },
  { to: '/dashboard-client/account', label: 'Account details', icon: UserCog },
  { to: '/dashboard-client/wishlist', label: 'Wish list', icon: Heart },
  { to: '/dashboard-client/reviews', label: 'Reviews', icon: Star },
];

const itemClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors [&_svg]:size-4.5 [&_svg]:shrink-0',
    isActive
      ? 'bg-glow-100 text-night-900 [&_svg]:text-glow-700'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 [&_svg]:text-slate-500',
  );

/** The client dashboard frame: banner, side menu, page. */
function AccountLayout() {
  const { logOut, pending } = useLogout();
  return (
    <>
      <PageBanner
        title="My account"
        eyebrow={
          <p className="text-sm font-semibold tracking-wider text-glow-400 uppercase">
            Client dashboard
          </p>
        }
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8 lg:py-12">
        <nav
          aria-label="My account"
          className="self-start rounded-xl border border-slate-200 bg-white p-2 shadow-xs"
        >
          <ul className="flex flex-col gap-1">
            {ACCOUNT_NAV.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} end={to === '/dashboard-client'} className={itemClassName}>
                  <Icon aria-hidden />
                  {label}
                </NavLink>
              </li>
            ))}
            <li className="mt-1 border-t border-slate-200 pt-1">
              <button
                type="button"
                onClick={() => void logOut()}
                disabled={pending}
                className={itemClassName({ isActive: false })}
              >
                <LogOut aria-hidden />
                {pending ? 'Logging out…' : 'Log out'}
              </button>
            </li>
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </>
  );
}

export { AccountLayout as Component };

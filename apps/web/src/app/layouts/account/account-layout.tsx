import {
  Building2,
  CalendarClock,
  CreditCard,
  FileQuestion,
  FileText,
  Frame,
  Heart,
  LayoutDashboard,
  LogOut,
  MapPin,
  Package,
  Star,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, matchPath, NavLink, Outlet, useLocation } from 'react-router';
import { PageBanner } from '../../../components/page-banner';
import { useLogout } from '../../../features/auth/use-logout';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';

/**
 * The client dashboard's side menu, its pages in the order of the dashboard's tiles; Log out is an
 * action.
 */
const ACCOUNT_NAV: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/dashboard-client', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/dashboard-client/orders', label: 'Orders', icon: Package },
  { to: '/dashboard-client/quotes', label: 'Quotes', icon: FileQuestion },
  { to: '/dashboard-client/shows', label: 'My shows', icon: CalendarClock },
  { to: '/dashboard-client/invoices', label: 'Invoices', icon: FileText },
  { to: '/dashboard-client/addresses', label: 'Addresses', icon: MapPin },
  { to: '/dashboard-client/company', label: 'Company', icon: Building2 },
  { to: '/dashboard-client/payment-methods', label: 'Payment methods', icon: CreditCard },
  { to: '/dashboard-client/account', label: 'Account details', icon: UserCog },
  { to: '/dashboard-client/wishlist', label: 'Wish list', icon: Heart },
  { to: '/dashboard-client/frames', label: 'My frames', icon: Frame },
  { to: '/dashboard-client/reviews', label: 'Reviews', icon: Star },
];

const itemClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors [&_svg]:size-4.5 [&_svg]:shrink-0',
    isActive
      ? 'bg-glow-100 text-night-900 [&_svg]:text-glow-700'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 [&_svg]:text-slate-500',
  );

const menuItemClassName =
  'flex h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 [&_svg]:size-4.5 [&_svg]:text-slate-500';

/** The entry of the page shown (an order's page belongs to Orders). */
function currentEntry(pathname: string) {
  return (
    ACCOUNT_NAV.find((item) =>
      matchPath({ path: item.to, end: item.to === '/dashboard-client' }, pathname),
    ) ?? ACCOUNT_NAV[0]!
  );
}

/**
 * On a phone the side menu is one line, the page it is on, which opens the menu over the page
 * rather than pushing the page down below nine entries.
 */
function CompactAccountMenu({ onLogOut, pending }: { onLogOut: () => void; pending: boolean }) {
  const { pathname } = useLocation();
  const current = currentEntry(pathname);
  const Icon = current.icon;
  return (
    <nav aria-label="My account">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="flex h-11 w-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 text-sm font-medium text-slate-900 shadow-xs">
          <Icon aria-hidden className="size-4.5 text-glow-700" />
          <span className="text-slate-500">My account:</span>
          {current.label}
          <ChevronDown aria-hidden className="ml-auto size-4 text-slate-500" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={6}
            className="z-40 w-[var(--radix-dropdown-menu-trigger-width)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
          >
            {ACCOUNT_NAV.map(({ to, label, icon: ItemIcon }) => (
              <DropdownMenu.Item key={to} asChild className={menuItemClassName}>
                <Link to={to} aria-current={to === current.to ? 'page' : undefined}>
                  <ItemIcon aria-hidden />
                  {label}
                </Link>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item className={menuItemClassName} disabled={pending} onSelect={onLogOut}>
              <LogOut aria-hidden />
              {pending ? 'Logging out…' : 'Log out'}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </nav>
  );
}

/** The client dashboard frame: banner, side menu (one line on a phone), page. */
function AccountLayout() {
  const { logOut, pending } = useLogout();
  // Tailwind's lg: the side menu fits beside the page from there.
  const wide = useMediaQuery('(min-width: 1024px)');
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
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-8 lg:px-8 lg:py-12">
        {!wide && <CompactAccountMenu onLogOut={() => void logOut()} pending={pending} />}
        {wide && (
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
        )}
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </>
  );
}

export { AccountLayout as Component };

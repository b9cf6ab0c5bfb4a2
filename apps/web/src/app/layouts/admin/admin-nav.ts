import {
  FolderPlus,
  FolderTree,
  LayoutDashboard,
  PackagePlus,
  Package,
  Receipt,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { matchPath } from 'react-router';

type AdminNavItem = { to: string; label: string; icon: LucideIcon };

/** The back-office sidebar, in the spec's order (Logout is an action, not a page). */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/category', label: 'My Category', icon: FolderPlus },
  { to: '/admin/view-category', label: 'View Category', icon: FolderTree },
  { to: '/admin/add-product', label: 'Products', icon: PackagePlus },
  { to: '/admin/view-products', label: 'View Products', icon: Package },
  { to: '/admin/orders', label: 'Orders', icon: Receipt },
  { to: '/admin/team', label: 'Team', icon: Users },
];

export const ADMIN_SETTINGS: AdminNavItem = {
  to: '/admin/settings',
  label: 'Settings',
  icon: Settings,
};

/** The sidebar entry of the current admin page, for the top bar's title. */
export function currentAdminPage(pathname: string): AdminNavItem | undefined {
  return [...ADMIN_NAV, ADMIN_SETTINGS].find(
    ({ to }) => matchPath({ path: to, end: false }, pathname) !== null,
  );
}

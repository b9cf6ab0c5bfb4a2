import {
  Building2,
  CalendarDays,
  FileCheck,
  Factory,
  FileQuestion,
  FolderPlus,
  FolderTree,
  HandCoins,
  History,
  LayoutDashboard,
  ListRestart,
  Newspaper,
  PackagePlus,
  Package,
  Receipt,
  Settings,
  Star,
  Tags,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { matchPath } from 'react-router';

type AdminNavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other pages that belong to this entry (e.g. the edit page of a listed item). */
  section?: readonly string[];
};

/**
 * The back-office sidebar, each entry named by what it opens: a list, then the page that adds to
 * it (Logout is an action, not a page).
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  {
    to: '/admin/view-category',
    label: 'Categories',
    icon: FolderTree,
    section: ['/admin/edit-sub-category/:id'],
  },
  { to: '/admin/category', label: 'Add category', icon: FolderPlus },
  {
    to: '/admin/view-products',
    label: 'Products',
    icon: Package,
    section: ['/admin/edit-product/:id'],
  },
  { to: '/admin/add-product', label: 'Add product', icon: PackagePlus },
  { to: '/admin/reviews', label: 'Reviews', icon: Star },
  { to: '/admin/orders', label: 'Orders', icon: Receipt },
  { to: '/admin/quotes', label: 'Quotes', icon: FileQuestion, section: ['/admin/quotes/:id'] },
  { to: '/admin/prepress', label: 'Prepress', icon: FileCheck },
  { to: '/admin/production', label: 'Production', icon: Factory },
  {
    to: '/admin/trade-shows',
    label: 'Trade shows',
    icon: CalendarDays,
    section: ['/admin/trade-shows/:id'],
  },
  {
    to: '/admin/content',
    label: 'Content',
    icon: Newspaper,
    section: ['/admin/content/:id'],
  },
  {
    to: '/admin/companies',
    label: 'Companies',
    icon: Building2,
    section: ['/admin/companies/:id'],
  },
  { to: '/admin/customer-groups', label: 'Customer groups', icon: Tags },
  { to: '/admin/payments', label: 'Payments', icon: Wallet },
  { to: '/admin/receivables', label: 'Receivables', icon: HandCoins },
  { to: '/admin/team', label: 'Team', icon: Users },
  { to: '/admin/audit-log', label: 'Audit log', icon: History },
  { to: '/admin/failed-jobs', label: 'Failed jobs', icon: ListRestart },
];

export const ADMIN_SETTINGS: AdminNavItem = {
  to: '/admin/settings',
  label: 'Settings',
  icon: Settings,
};

/** True when `pathname` is this entry's page or one of the pages of its section. */
export function isInAdminSection(item: AdminNavItem, pathname: string): boolean {
  return [item.to, ...(item.section ?? [])].some(
    (path) => matchPath({ path, end: false }, pathname) !== null,
  );
}

/** The sidebar entry of the current admin page, for the top bar's title. */
export function currentAdminPage(pathname: string): AdminNavItem | undefined {
  return [...ADMIN_NAV, ADMIN_SETTINGS].find((item) => isInAdminSection(item, pathname));
}

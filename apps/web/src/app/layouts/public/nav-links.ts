import { PAGE_ROUTES } from '@backlit/domain';
import { matchPath } from 'react-router';
import { CATALOG_LISTS, CATEGORY_PATH } from '../../catalog-lists';
import { FAQ_TOPICS } from '../../faq-topics';

export type NavItem = {
  to: string;
  label: string;
  /** Other paths that belong to the same section, for highlighting the nav item. */
  section?: readonly string[];
};

export const SHOP_LINKS = CATALOG_LISTS.map(({ path, title, hint }) => ({
  to: path,
  label: title,
  hint,
}));

/** Every path of the shop section, so "Shop" stays highlighted on a category page too. */
export const SHOP_SECTION = [...CATALOG_LISTS.map(({ path }) => path), CATEGORY_PATH];

export const PAGE_LINKS: readonly NavItem[] = [
  { to: '/trade-Show', label: 'Trade Show' },
  { to: '/print-instruction', label: 'Print Instruction' },
  { to: '/blog-press', label: 'Blog Press' },
  { to: '/news', label: 'News' },
  { to: '/faq', label: 'FAQ', section: FAQ_TOPICS.map(({ path }) => path) },
];

/** The footer's customer-service pages, each a real page of the shop. */
export const CUSTOMER_LINKS: readonly NavItem[] = [
  { to: PAGE_ROUTES['privacy-policy'], label: 'Privacy policy' },
  { to: PAGE_ROUTES['terms-and-conditions'], label: 'Terms & Conditions' },
  { to: PAGE_ROUTES.contact, label: 'Contact us' },
];

export function isInSection(pathname: string, paths: readonly string[]): boolean {
  return paths.some((path) => matchPath({ path, end: false }, pathname) !== null);
}

/**
 * The shop's fixed product lists: the routes, the Shop menu and the list titles use this.
 * `source` is what the list asks GET /api/fetchProducts/{source} for: `all` or a category's path.
 * `heading` is the list page's own title where it differs from the menu's label.
 */
export const CATALOG_LISTS = [
  {
    path: '/allproducts',
    source: 'all',
    title: 'All Frames',
    heading: 'All products',
    hint: 'Every foldable backlit frame',
  },
  {
    path: '/new-banners',
    source: 'NewBanners',
    title: 'New banners',
    hint: 'Printed fabric banners',
  },
  {
    path: '/accessories',
    source: 'Accessories',
    title: 'Accessories',
    hint: 'Bags, lights and add-ons',
  },
  {
    path: '/spare-parts',
    source: 'SpareParts',
    title: 'Spare parts',
    hint: 'Replacement profiles and parts',
  },
] as const;

/** The fixed list a pathname shows, if it is one of them. */
export function catalogList(pathname: string) {
  return CATALOG_LISTS.find(({ path }) => path.toLowerCase() === pathname.toLowerCase());
}

/** A category page; its URL holds the category name without spaces, as links to it are written. */
export const CATEGORY_PATH = '/category/:categoryName';

/** A sub-category's list: its name with spaces removed, straight after the root, as links use. */
export const SUB_CATEGORY_PATH = '/:subCategoryName';

/** A product's own page. */
export const PRODUCT_PATH = '/product/:slug';

/** A fixed list's page title: its heading, or its menu label. */
export function listHeading(list: (typeof CATALOG_LISTS)[number]): string {
  return 'heading' in list ? list.heading : list.title;
}

/** The heading of the list a catalog URL shows (before the categories tell the real name). */
export function catalogTitle(pathname: string, categoryName?: string): string {
  if (categoryName) return categoryName;
  const list = catalogList(pathname);
  return list ? listHeading(list) : 'Shop';
}

/** A search's page title: what was searched for, and in which list when not the whole shop. */
export function searchTitle(q: string, listTitle: string, wholeShop: boolean): string {
  return wholeShop ? `Results for “${q}”` : `Results for “${q}” in ${listTitle}`;
}

/** The shop's fixed product lists: the routes, the Shop menu and the list titles use this. */
export const CATALOGUE_LISTS = [
  { path: '/allproducts', title: 'All Frames', hint: 'Every foldable backlit frame' },
  { path: '/new-banners', title: 'New banners', hint: 'Printed fabric banners' },
  { path: '/accessories', title: 'Accessories', hint: 'Bags, lights and add-ons' },
  { path: '/spare-parts', title: 'Spare parts', hint: 'Replacement profiles and parts' },
] as const;

/** A category page; the URL carries the category name with its spaces removed (spec §2). */
export const CATEGORY_PATH = '/category/:categoryName';

/** The heading of the list a catalogue URL shows. */
export function catalogueTitle(pathname: string, categoryName?: string): string {
  if (categoryName) return categoryName;
  const list = CATALOGUE_LISTS.find(({ path }) => path.toLowerCase() === pathname.toLowerCase());
  return list?.title ?? 'Shop';
}

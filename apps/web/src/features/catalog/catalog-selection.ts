import type { PublicCategory } from '@backlit/domain';
import { useLocation, useParams } from 'react-router';
import { usePublicCategories } from './api/public-categories';

export type PublicSubCategory = PublicCategory['subCategories'][number];

/** Which list a catalog URL asks for, before the categories say whether it exists. */
export type CatalogRoute = {
  /** `all` or a category's path, as GET /api/fetchProducts/{source} takes it. */
  source: string;
  /** The sub-category a `/{SubCategoryName}` URL names. */
  subCategory?: string | undefined;
  /** The sub-category chosen in the dropdown (`?sub=`). */
  querySub?: string | undefined;
};

export type SubCategoryGroup = { label: string; subCategories: PublicSubCategory[] };

export type CatalogSelection = {
  /**
   * pending: categories still loading; unverified: they failed to load (the products API still
   * answers 404 for unknown names); unknown: no such category or sub-category.
   */
  status: 'pending' | 'known' | 'unknown' | 'unverified';
  category?: PublicCategory;
  subCategory?: PublicSubCategory;
  /** The sub-categories the list's dropdown offers. */
  choices: SubCategoryGroup[];
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The categories and sub-categories a shopper is offered: only those with something to buy. An
 * empty one still resolves from its URL (a link to it may be out there); it is just not listed.
 */
export function listedCategories(categories: readonly PublicCategory[]): PublicCategory[] {
  return categories
    .filter((category) => category.productCount > 0)
    .map((category) => ({
      ...category,
      subCategories: category.subCategories.filter((sub) => sub.productCount > 0),
    }));
}

/** Resolves a catalog URL against the shop's categories (names compared ignoring case). */
export function selectCatalog(
  categories: PublicCategory[] | undefined,
  route: CatalogRoute,
  failed = false,
): CatalogSelection {
  if (!categories) return { status: failed ? 'unverified' : 'pending', choices: [] };
  const groupOf = (category: PublicCategory): SubCategoryGroup[] => {
    const [listed] = listedCategories([category]);
    return listed && listed.subCategories.length > 0
      ? [{ label: listed.name, subCategories: listed.subCategories }]
      : [];
  };
  const findSub = (path: string) => {
    for (const category of categories) {
      const subCategory = category.subCategories.find((sub) => same(sub.path, path));
      if (subCategory) return { category, subCategory };
    }
    return undefined;
  };

  if (route.subCategory) {
    const found = findSub(route.subCategory);
    if (!found) return { status: 'unknown', choices: [] };
    return { status: 'known', ...found, choices: groupOf(found.category) };
  }
  if (route.source === 'all') {
    const found = route.querySub ? findSub(route.querySub) : undefined;
    return { status: 'known', ...found, choices: categories.flatMap(groupOf) };
  }
  const category = categories.find((candidate) => same(candidate.path, route.source));
  if (!category) return { status: 'unknown', choices: [] };
  const subCategory = route.querySub
    ? category.subCategories.find((sub) => same(sub.path, route.querySub ?? ''))
    : undefined;
  return { status: 'known', category, subCategory, choices: groupOf(category) };
}

export function useCatalogSelection(route: CatalogRoute): CatalogSelection {
  const categories = usePublicCategories();
  return selectCatalog(categories.data, route, categories.isError);
}

/** A fixed shop list (`/new-banners` …) and the source it shows. */
export type FixedList = { readonly path: string; readonly source: string };

/**
 * Which list the current catalog URL shows: the fixed lists map to `all` or their category,
 * `/category/{name}` to that category, `/{SubCategoryName}` to `all` filtered by it.
 */
export function useCatalogRoute(fixedLists: readonly FixedList[]): ListRoute {
  return catalogRoute(fixedLists, useLocation().pathname, useParams());
}

export type ListRoute = { source: string; subCategory: string | undefined; fixed: boolean };

/** useCatalogRoute's answer for a pathname and its route params (a route loader has no hooks). */
export function catalogRoute(
  fixedLists: readonly FixedList[],
  pathname: string,
  { categoryName, subCategoryName }: Partial<Record<'categoryName' | 'subCategoryName', string>>,
): ListRoute {
  if (subCategoryName) return { source: 'all', subCategory: subCategoryName, fixed: false };
  if (categoryName) return { source: categoryName, subCategory: undefined, fixed: false };
  const list = fixedLists.find(({ path }) => same(path, pathname));
  return { source: list?.source ?? 'all', subCategory: undefined, fixed: true };
}

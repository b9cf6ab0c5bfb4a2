import type { QueryClient } from '@tanstack/react-query';
import { productsQueryOptions, type ProductsRequest } from './api/get-products';
import { publicCategoriesQueryOptions } from './api/public-categories';
import {
  catalogRoute,
  selectCatalog,
  type CatalogRoute,
  type CatalogSelection,
  type FixedList,
} from './catalog-selection';
import { parseListParams, type ListParams } from './list-params';

/**
 * The products request a list page makes, and whether it may make it yet. A sub-category (from
 * the URL's path or its ?sub=) is checked against the categories first, and sent in their
 * spelling; an unknown ?sub= is dropped rather than failing the whole list.
 */
export function listQuery(
  route: Omit<CatalogRoute, 'querySub'>,
  params: ListParams,
  selection: CatalogSelection,
): { request: ProductsRequest; enabled: boolean; missing: boolean } {
  const waitForCategories =
    selection.status === 'pending' && (route.subCategory !== undefined || params.sub !== undefined);
  const sub =
    selection.status === 'unverified'
      ? (route.subCategory ?? params.sub)
      : selection.subCategory?.path;
  const missing = selection.status === 'unknown';
  return {
    request: {
      source: route.source,
      page: params.page,
      perPage: params.perPage,
      sort: params.sort,
      sub,
      q: params.q,
    },
    enabled: !waitForCategories && !missing,
    missing,
  };
}

/** A list page's data, for its route loader: the categories, then the page of products. */
export async function prefetchProductList(
  client: QueryClient,
  fixedLists: readonly FixedList[],
  url: URL,
  params: Partial<Record<'categoryName' | 'subCategoryName', string>>,
): Promise<void> {
  const route = catalogRoute(fixedLists, url.pathname, params);
  const listParams = parseListParams(url.searchParams);
  await client.prefetchQuery(publicCategoriesQueryOptions());
  const categories = client.getQueryState(publicCategoriesQueryOptions().queryKey);
  const selection = selectCatalog(categories?.data, { ...route, querySub: listParams.sub }, true);
  const { request, enabled } = listQuery(route, listParams, selection);
  if (enabled) await client.prefetchQuery(productsQueryOptions(request));
}

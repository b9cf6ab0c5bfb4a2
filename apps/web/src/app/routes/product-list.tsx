import { ProductList, useCatalogRoute } from '../../features/catalog';
import { CATALOG_LISTS } from '../catalog-lists';
import { Component as NotFound } from './not-found';
import type { LoaderFunction } from 'react-router';
import { prefetchProductList } from '../../features/catalog';
import { preload } from '../../lib/query-client';

/** A product list of the shop (all products, a category, a sub-category or a fixed list). */
function ProductListPage() {
  const { source, subCategory, fixed } = useCatalogRoute(CATALOG_LISTS);
  return (
    <ProductList
      // A new list starts fresh: its search box and skeleton do not carry over from the last one.
      key={`${source}/${subCategory ?? ''}`}
      route={{ source, subCategory }}
      notFound={<NotFound />}
      emptyWhenMissing={fixed}
    />
  );
}

export const loader: LoaderFunction = ({ request, params, context }) =>
  preload(context, (client) =>
    prefetchProductList(client, CATALOG_LISTS, new URL(request.url), params),
  );

export { ProductListPage as Component };

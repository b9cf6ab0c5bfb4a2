import { ProductList, useCatalogRoute } from '../../features/catalog';
import { CATALOG_LISTS } from '../catalog-lists';
import { Component as NotFound } from './not-found';

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

export { ProductListPage as Component };

import { Outlet, useLocation } from 'react-router';
import { PageHead } from '../../components/page-head';
import { useShopInfo } from '../../lib/shop-info';
import { AddToCartButton } from '../../features/cart';
import {
  CategoriesPanel,
  ProductActionsContext,
  type ProductActions,
  ShopBanner,
  useCatalogRoute,
  useCatalogSelection,
  useListParams,
} from '../../features/catalog';
import { WishlistToggle } from '../../features/wishlist';
import {
  CATALOG_LISTS,
  catalogList,
  catalogTitle,
  listHeading,
  searchTitle,
} from '../catalog-lists';
import { Component as NotFound } from '../routes/not-found';

// The catalog's cards and quick view add to the cart feature's cart; hearts to the wish list.
const PRODUCT_ACTIONS: ProductActions = { AddToCart: AddToCartButton, WishlistToggle };

/** The shop pages: banner with the list's title, categories on the side, the list beside it. */
function CatalogLayout() {
  const { pathname } = useLocation();
  const route = useCatalogRoute(CATALOG_LISTS);
  const { params } = useListParams();
  const shopName = useShopInfo().name;
  const selection = useCatalogSelection({ ...route, querySub: params.sub });

  // A mistyped category or sub-category is a missing page (the nav's fixed lists never are).
  if (selection.status === 'unknown' && !route.fixed) return <NotFound />;

  const fixedList = route.fixed ? catalogList(pathname) : undefined;
  const listTitle =
    (route.subCategory ? selection.subCategory?.nameSubCategory : undefined) ??
    (fixedList ? listHeading(fixedList) : selection.category?.name) ??
    catalogTitle(pathname, route.subCategory ?? (route.fixed ? undefined : route.source));
  // A search names what was searched for, never the list's title alone.
  const title = params.q
    ? searchTitle(params.q, listTitle, route.source === 'all' && !route.subCategory)
    : listTitle;

  // Sorting and filtering show the same products: one canonical URL per list and page.
  const canonical =
    route.subCategory && selection.subCategory
      ? `/${encodeURIComponent(selection.subCategory.path)}`
      : route.source === 'all'
        ? '/allproducts'
        : selection.category
          ? `/category/${encodeURIComponent(selection.category.path)}`
          : pathname;
  return (
    <ProductActionsContext value={PRODUCT_ACTIONS}>
      <PageHead
        title={title}
        description={`${listTitle} at ${shopName}: prices, availability and sizes, shipped from stock to the USA and Canada.`}
        path={params.page > 1 ? `${canonical}?page=${params.page}` : canonical}
      />
      <ShopBanner
        title={title}
        parent={
          route.subCategory && selection.category
            ? { to: `/category/${selection.category.path}`, label: selection.category.name }
            : undefined
        }
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[17rem_1fr] lg:px-8 lg:py-12">
        {/* Below 1024 px the categories are in the list's Filter drawer, after which the grid comes first. */}
        <aside className="min-w-0 max-lg:hidden">
          <CategoriesPanel
            current={{
              categoryId: selection.category?.id,
              subCategoryId: selection.subCategory?.id,
            }}
          />
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </ProductActionsContext>
  );
}

export { CatalogLayout as Component };

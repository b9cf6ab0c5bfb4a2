export { CategoriesPanel } from './components/categories-panel';
export { ProductList } from './components/product-list';
export { ShopBanner } from './components/shop-banner';
export { useCatalogRoute, useCatalogSelection, type CatalogRoute } from './catalog-selection';
export { useListParams } from './list-params';
export { ProductDetails } from './components/product-details';
export {
  ProductActionsContext,
  type AddToCartSlotProps,
  type PrintPreviewSlotProps,
  type WishlistSlotProps,
  type ProductActions,
} from './product-actions';
export { productQueryOptions } from './api/get-product';
export { productReviewsQueryOptions } from './api/get-product-reviews';
export { prefetchProductList } from './list-query';

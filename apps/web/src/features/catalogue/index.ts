export { CatalogueToolbar } from './components/catalogue-toolbar';
export { CategoriesPanel } from './components/categories-panel';
export { ProductList } from './components/product-list';
export { ShopBanner } from './components/shop-banner';

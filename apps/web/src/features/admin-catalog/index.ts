// Back-office only: imported by the admin routes, never by storefront modules.
export { useCategory } from './api/edit-category';
export { categoryQueryOptions } from './api/edit-category';
export { useDeleteCategory } from './api/delete-category';
export { useStoreCategory } from './api/store-category';
export { useUpdateCategory } from './api/update-category';
export { useCategories } from './api/view-categories';
export { useAllCategories } from './api/all-categories';
export { useProducts } from './api/view-products';
export { useProduct } from './api/edit-product';
export { useStoreProduct, useUpdateProduct } from './api/save-product';
export { CategoryForm } from './components/category-form';
export { DeleteCategoryButton } from './components/delete-category-button';
export { ProductForm } from './components/product-form';
export { ProductsTable } from './components/products-table';
export { emptyCategory, toFormValues } from './lib/category-values';

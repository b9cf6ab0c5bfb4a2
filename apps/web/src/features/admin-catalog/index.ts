// Back-office only: imported by the admin routes, never by storefront modules.
export { useCategory } from './api/edit-category';
export { useDeleteCategory } from './api/delete-category';
export { useStoreCategory } from './api/store-category';
export { useUpdateCategory } from './api/update-category';
export { useCategories } from './api/view-categories';
export { CategoryForm } from './components/category-form';
export { DeleteCategoryButton } from './components/delete-category-button';
export { emptyCategory, toFormValues } from './lib/category-values';

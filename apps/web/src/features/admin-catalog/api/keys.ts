/** React Query keys of the back-office's catalog data. */
export const adminCategoryKeys = {
  all: ['admin', 'categories'] as const,
  list: () => [...adminCategoryKeys.all, 'list'] as const,
  /** GET /api/all-category: the product form's selects. */
  options: () => [...adminCategoryKeys.all, 'options'] as const,
  detail: (id: number) => [...adminCategoryKeys.all, 'detail', id] as const,
};

export type ProductListParams = { page: number; q: string };

export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  lists: () => [...adminProductKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...adminProductKeys.lists(), params] as const,
  detail: (id: number) => [...adminProductKeys.all, 'detail', id] as const,
};

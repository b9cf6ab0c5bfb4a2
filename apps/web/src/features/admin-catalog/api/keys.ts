/** React Query keys of the back-office's catalogue data. */
export const adminCategoryKeys = {
  all: ['admin', 'categories'] as const,
  list: () => [...adminCategoryKeys.all, 'list'] as const,
  detail: (id: number) => [...adminCategoryKeys.all, 'detail', id] as const,
};

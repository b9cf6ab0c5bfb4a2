import { MessageResponseSchema, type MessageResponse } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { adminCategoryKeys, adminProductKeys } from './keys';
import type { AdminProductPage } from './view-products';

/** DELETE /api/delete-product/{id} */
export async function deleteProduct(id: number): Promise<MessageResponse> {
  await ensureCsrfCookie();
  return apiFetch(`/api/delete-product/${id}`, { method: 'DELETE', schema: MessageResponseSchema });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => {
      // The row goes at once; the pages are refetched in the background to stay in line.
      queryClient.setQueriesData<AdminProductPage>(
        { queryKey: adminProductKeys.lists() },
        (page) =>
          page && {
            ...page,
            products: page.products.filter((product) => product.id !== id),
            total: Math.max(0, page.total - 1),
          },
      );
      queryClient.removeQueries({ queryKey: adminProductKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all });
    },
  });
}

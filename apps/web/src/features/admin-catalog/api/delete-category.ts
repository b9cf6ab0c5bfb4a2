import { MessageResponseSchema, type Category, type MessageResponse } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { adminCategoryKeys } from './keys';

/** DELETE /api/delete-category/{id} — 409 while products still use the category. */
export async function deleteCategory(id: number): Promise<MessageResponse> {
  await ensureCsrfCookie();
  return apiFetch(`/api/delete-category/${id}`, {
    method: 'DELETE',
    schema: MessageResponseSchema,
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_answer, id) => {
      // The row goes at once; the list is refetched in the background to stay in line.
      queryClient.setQueryData<Category[]>(adminCategoryKeys.list(), (categories) =>
        categories?.filter((category) => category.id !== id),
      );
      queryClient.removeQueries({ queryKey: adminCategoryKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: adminCategoryKeys.list() });
    },
  });
}

import { MessageResponseSchema, type MessageResponse } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import type { CategoryValues } from '../lib/category-values';
import { adminCategoryKeys } from './keys';

/** PUT /api/update-category/{id} — existing sub-category rows carry their `id`. */
export async function updateCategory(id: number, body: CategoryValues): Promise<MessageResponse> {
  await ensureCsrfCookie();
  return apiFetch(`/api/update-category/${id}`, {
    method: 'PUT',
    body,
    schema: MessageResponseSchema,
  });
}

export function useUpdateCategory(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryValues) => updateCategory(id, body),
    // The edit page refetches the category, so new rows get their ids before the next save.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
  });
}

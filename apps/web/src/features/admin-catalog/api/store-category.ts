import { MessageResponseSchema, type MessageResponse } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import type { CategoryValues } from '../lib/category-values';
import { adminCategoryKeys } from './keys';

/** POST /api/store-category — creates a category with its sub-categories. */
export async function storeCategory(body: CategoryValues): Promise<MessageResponse> {
  await ensureCsrfCookie();
  return apiFetch('/api/store-category', { method: 'POST', body, schema: MessageResponseSchema });
}

export function useStoreCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
  });
}
